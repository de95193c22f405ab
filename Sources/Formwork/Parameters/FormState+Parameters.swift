import Foundation

extension FormState {
    /// The form's HTTP parameters with the default ``FormParameters/Policy``:
    /// hidden rows left out, disabled rows included, nil values omitted.
    ///
    /// ```swift
    /// var form = try FormState(Profile())
    /// try form.setValue("Ada", for: "user_name")
    /// try form.setValue("London", for: "address.city")
    /// form.parameters.urlEncoded
    /// // "user_name=Ada&age=0&gender=prefer_not_to_say&...&address%5Bcity%5D=London&..."
    /// try form.parameters.jsonString()
    /// // {"user_name":"Ada","age":0,...,"address":{"street":"","city":"London","country":""}}
    /// ```
    ///
    /// See ``parameters(policy:)``.
    public var parameters: FormParameters { parameters(policy: FormParameters.Policy()) }

    /// The form's HTTP parameters: one member per row, in declaration order,
    /// chosen by `policy`.
    ///
    /// ```swift
    /// form.parameters(policy: .init(hiddenRows: .include, nilValues: .null))
    /// ```
    ///
    /// Each row submits its value under its parameter key (the property
    /// name, or `param:`); the rows of a ``FormGroup`` are members of one
    /// ``FormValue/object(_:)`` named by the group's key, which the
    /// urlencoded rendering writes as `address[city]`. A repeating group
    /// submits an ``FormValue/array(_:)`` of its items' objects in item
    /// order (`jobs[0][title]` urlencoded), `[]` when it holds none; an item
    /// none of whose rows submit is `{}`, so items keep their positions, and
    /// a group that is hidden (or disabled, under
    /// ``FormParameters/Policy/disabledRows`` `.leaveOut`) submits nothing,
    /// as its rows do. Title rows and
    /// separators submit nothing, and a group none of whose rows submit
    /// anything is left out. A row declared with `submit:`
    /// (``FormParameters/Mapping``) submits the members its mapping returns
    /// instead, at the row's level: inside its group, beside its siblings.
    /// A `.date` row submits its calendar date (`2026-11-21`) and a `.time`
    /// row its time of day (`09:30`), as HTML's date and time inputs do.
    ///
    /// Keys a mapping returns are not checked against the other rows' keys
    /// (a mapping runs on each read, long after the declaration is checked):
    /// when two members share a key, both are kept, in order, as an HTML form
    /// with two inputs of one name submits both. The urlencoded and multipart
    /// renderings write both; JSON writes both (most JSON readers keep the
    /// last); ``FormParameters/dictionary`` keeps the last. Nothing is
    /// dropped silently.
    public func parameters(policy: FormParameters.Policy) -> FormParameters {
        var members: [FormValue.Member] = []
        var index = 0
        var group = 0
        while true {
            // A group submits where its header stands, between the rows before and after it.
            while group < schema.groups.count, schema.sections[schema.groups[group].header].rows.lowerBound == index {
                if let member = groupMember(group, policy) { members.append(member) }
                index = schema.groups[group].itemRows.last?.upperBound ?? index
                group += 1
            }
            guard index < schema.rows.count else { break }
            appendRow(index, policy, into: &members)
            index += 1
        }
        return FormParameters(members)
    }

    /// Appends what the row at `index` submits under `policy` to `members`,
    /// below the row's parameter path less its first `dropping` steps.
    func appendRow(
        _ index: Int, _ policy: FormParameters.Policy, dropping: Int = 0, into members: inout [FormValue.Member]
    ) {
        guard submits(index, policy) else { return }
        let row = schema.rows[index]
        guard let name = row.parameterPath.last, row.parameterPath.count > dropping else { return }
        let value = values[index]
        var produced =
            row.descriptor.submit.map { Array($0(value)) }
            ?? [FormValue.Member(name, submitted(value, row.input))]
        // A mapped key with a bracket would be read as other parameters by
        // every server: none of the row's members is sent, and `validate()`
        // reports the row.
        if row.descriptor.submit != nil, FormMappingKeys.bracketed(produced) != nil { produced = [] }
        let kept = produced.compactMap { Self.member($0, policy.nilValues) }
        guard !kept.isEmpty else { return }
        Self.insert(kept, under: row.parameterPath.dropFirst(dropping).dropLast(), into: &members)
    }

    /// The value a row submits: its own, except that a date row submits
    /// what it shows, as HTML's date and time inputs do: `2026-11-21` for a
    /// `.date` row, `09:30` for a `.time` row, the wall-clock time in the
    /// form's zone that an update in the same zone reads back (the zone is
    /// read for a time alone: no other row copies the localization). A
    /// `.dateTime` row submits its instant, which every encoding writes in
    /// UTC (`2026-05-01T01:30:00Z`). A date outside the years 0000–9999
    /// stays a date, which each encoding refuses or marks as it does any
    /// such date.
    func submitted(_ value: FormValue, _ input: FieldInput.Declared) -> FormValue {
        guard case .date(let date) = value, input.traits.holdsDate, FormDateText.isRepresentable(date) else {
            return value
        }
        switch input.dateKind {
        case .date: return .string(FormDateText.calendarDate(date))
        case .time: return .string(FormDateText.timeOfDay(date, in: store.localization.timeZone))
        case .dateTime: return value
        }
    }

    /// `true` when the row at `index` submits anything under `policy`.
    func submits(_ index: Int, _ policy: FormParameters.Policy) -> Bool {
        guard !schema.isTitleRow[index] else { return false }
        if policy.hiddenRows == .leaveOut, !isRowVisible(index) { return false }
        if policy.disabledRows == .leaveOut, !isRowEnabled(index) { return false }
        return true
    }

    /// The member as `policy` submits it, or `nil` when it is left out.
    static func member(_ member: FormValue.Member, _ policy: FormParameters.Policy.NilValues) -> FormValue.Member? {
        guard member.value.isNull else { return member }
        switch policy {
        case .omit: return nil
        case .null: return member
        case .emptyString: return FormValue.Member(member.key, .string(""))
        }
    }

    /// Appends `new` to the object at `path` below `members`, making the
    /// objects that do not exist yet. A group's object is the last member of
    /// its name holding an object, so rows of one group share it.
    static func insert(
        _ new: [FormValue.Member], under path: ArraySlice<String>, into members: inout [FormValue.Member]
    ) {
        guard let head = path.first else {
            members += new
            return
        }
        if let position = members.lastIndex(where: { $0.key == head }),
            case .object(var inner) = members[position].value
        {
            members[position].value = .null  // drop the second reference before editing `inner`
            insert(new, under: path.dropFirst(), into: &inner)
            members[position].value = .object(inner)
        } else {
            var inner: [FormValue.Member] = []
            insert(new, under: path.dropFirst(), into: &inner)
            members.append(FormValue.Member(head, .object(inner)))
        }
    }
}
