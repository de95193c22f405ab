import Foundation

extension FormState {
    /// Sets what a person typed into the row with `key`, parsed by the row's
    /// kind: `"42"`, `"3.5"`, `"2026-11-21"`, `"yes"`, an option's label.
    ///
    /// What the form shows, it takes back in its ``localization``'s
    /// language: an option's label as the row shows it (exactly, then in any
    /// letter case), the language's words for yes and no (`"是"`, `"ja"`),
    /// and list items separated by `,` `，` `、` or `،`.
    ///
    /// Text that does not parse, breaks a declared limit (`maxCharacters:`,
    /// `range:`, `min:`, `max:`, `step:`), or goes to a hidden or disabled
    /// row throws, is remembered on the row (``FormRow/inputError``, except
    /// for hidden and disabled rows) and changes nothing. The returned
    /// change says what appeared, disappeared or flipped its enabled state.
    ///
    /// - Parameters:
    ///   - text: What a person typed, exactly as typed.
    ///   - key: The row's key; a grouped row's is dotted (`address.city`).
    /// - Throws: ``FormInputError`` with the ``FormInputError/Reason``: an
    ///   unknown key (with the closest one), text that does not parse or is
    ///   no option, a broken limit, or a hidden, disabled or read-only row.
    @discardableResult
    public mutating func setText(_ text: String, for key: String) throws(FormInputError) -> FormChange {
        let index = try editableRow(key, input: text)
        let typed = TypedText(key: key, store: store)
        return try apply(FieldInput.value(fromText: text, schema.rows[index].input, typed), at: index, input: text)
    }

    /// Sets a value into the row with `key`; it must be a value of the row's
    /// type (an `Int` row takes `.integer(42)`, `.decimal(42)` or `"42"`)
    /// within its declared limits, or the edit is refused as
    /// ``setText(_:for:)`` refuses it, with the same message.
    ///
    /// - Throws: ``FormInputError``, for the reasons ``setText(_:for:)`` gives.
    @discardableResult
    public mutating func setValue(_ value: FormValue, for key: String) throws(FormInputError) -> FormChange {
        let index = try editableRow(key, input: value.text)
        let read = schema.rows[index].value(value, in: .form(store))
        return try apply(read, at: index, input: value.text)
    }

    /// Sets a typed value into the row with `key`:
    /// `try form.setValue(Gender.male, for: "gender")`.
    ///
    /// - Throws: ``FormInputError``, for the reasons ``setText(_:for:)`` gives.
    @discardableResult
    public mutating func setValue<V: FormValueConvertible>(_ value: V, for key: String) throws(FormInputError) -> FormChange {
        try setValue(value.formValue, for: key)
    }

    /// Fills the form with the values of `model`, which becomes the form's
    /// ``source``; afterwards the form has no changes.
    ///
    /// - Throws: The error the model's own `encode(to:)` throws, or an error
    ///   naming the type and its properties when a custom `encode(to:)`
    ///   leaves a row out. The form is unchanged when it throws.
    @discardableResult
    public mutating func load(_ model: Model) throws -> FormChange {
        let read = try schema.model.read(model)
        let loadedSchema = try SchemaRegistry.shared.schema(for: Model.self, shape: read.shape)
        let loaded = loadedSchema.values(of: read)
        guard loadedSchema === schema, items == nil else {
            source = model
            initialSource = model
            (initialSchema, initialValues, initialItems) = (loadedSchema, loaded, nil)
            let change = reshape(to: loadedSchema, values: loaded, items: nil, listChanges: [])
            inputErrors = [:]
            return change
        }
        let changed = schema.rows.indices.filter { values[$0] != loaded[$0] }.map { schema.rows[$0].key }
        return replaceValues(with: loaded, changed: changed) {
            $0.source = model
            $0.initialSource = model
            $0.initialValues = loaded
            $0.initialSchema = loadedSchema
        }
    }

    /// Puts back the values, and the items of repeating groups, the form
    /// was made or last loaded with, and forgets refused edits.
    ///
    /// - Returns: The change, as an edit would report it.
    @discardableResult
    public mutating func reset() -> FormChange {
        guard initialSchema === schema, initialItems == items else {
            source = initialSource
            let change = reshape(to: initialSchema, values: initialValues, items: initialItems, listChanges: [])
            inputErrors = [:]
            return change
        }
        return replaceValues(with: initialValues, changed: changedKeys) { $0.source = $0.initialSource }
    }

    private mutating func replaceValues(
        with newValues: [FormValue], changed: [String], _ update: (inout Self) -> Void
    ) -> FormChange {
        recordingChange(of: changed) {
            update(&$0)
            $0.values = newValues
            $0.inputErrors = [:]
        }
    }

    /// Turns read-only mode off (`true`) or on (`false`) for the whole form.
    @discardableResult
    public mutating func setEditable(_ editable: Bool) -> FormChange {
        recordingEnabledChange { $0.isEditable = editable }
    }

    /// Replaces the access policy deciding which rows may be edited.
    @discardableResult
    public mutating func setAccess(_ policy: FormAccess) -> FormChange {
        recordingEnabledChange { $0.access = policy }
    }

    // MARK: Lists

    /// Inserts `item` at `index` into the list row `key`:
    /// `try form.insertItem("ios", at: 0, into: "tags")`.
    ///
    /// - Throws: ``FormInputError`` when `key` is no list row or cannot be
    ///   edited, `index` is past the end, or `item` is not of the list's type.
    @discardableResult
    public mutating func insertItem(_ item: FormValue, at index: Int, into key: String) throws(FormInputError) -> FormChange {
        try editList(key, input: item.text, index: index, allowsEnd: true) { items in
            items.insert(item, at: index)
            return .inserted(key: key, index: index)
        }
    }

    /// Removes the item at `index` from the list row `key`:
    /// `try form.removeItem(at: 1, from: "tags")`.
    ///
    /// - Throws: ``FormInputError`` when `key` is no list row or cannot be
    ///   edited, or the list has no item at `index`.
    @discardableResult
    public mutating func removeItem(at index: Int, from key: String) throws(FormInputError) -> FormChange {
        try editList(key, input: String(index), index: index, allowsEnd: false) { items in
            items.remove(at: index)
            return .removed(key: key, index: index)
        }
    }

    /// Moves the item at `source` to `destination` in the list row `key`;
    /// the items between shift by one, as a table view's move does:
    /// `try form.moveItem(from: 0, to: 2, in: "tags")`.
    ///
    /// - Parameters:
    ///   - source: The index of the item to move.
    ///   - destination: Its index after the move.
    ///   - key: The list row's key.
    /// - Throws: ``FormInputError`` when `key` is no list row or cannot be
    ///   edited, or either index is not an item of the list.
    @discardableResult
    public mutating func moveItem(from source: Int, to destination: Int, in key: String) throws(FormInputError) -> FormChange {
        let count = value(for: key)?.arrayValue?.count ?? 0
        guard (0..<count).contains(destination) else {
            throw listError(
                key, .noSuchItem(index: destination), FormPhrase("edit.noSuchItem", ["index": String(destination)]),
                String(destination))
        }
        return try editList(key, input: "\(source)→\(destination)", index: source, allowsEnd: false) { items in
            items.insert(items.remove(at: source), at: destination)
            return .moved(key: key, from: source, to: destination)
        }
    }

    /// Edits the items of a list row; `allowsEnd` lets `index` be the item count (an insertion).
    private mutating func editList(
        _ key: String, input: String, index: Int, allowsEnd: Bool,
        _ edit: (inout [FormValue]) -> FormChange.ListChange
    ) throws(FormInputError) -> FormChange {
        let row = try editableRow(key, input: input)
        guard var items = values[row].arrayValue else {
            throw listError(key, .invalidValue(expected: .list(of: nil)), FormPhrase("edit.notAList"), input)
        }
        guard index >= 0, index < items.count || (allowsEnd && index == items.count) else {
            throw listError(key, .noSuchItem(index: index), FormPhrase("edit.noSuchItem", ["index": String(index)]), input)
        }
        let listChange = edit(&items)
        var change = try apply(schema.rows[row].value(.array(items)), at: row, input: input)
        change.listChanges = [listChange]
        return change
    }

    private func listError(_ key: String, _ reason: FormInputError.Reason, _ phrase: FormPhrase, _ input: String)
        -> FormInputError
    {
        let title = row(key)?.title ?? key
        return localization.inputError(key: key, title: title, reason: reason, input: input, phrase: phrase)
    }

    // MARK: Applying

    /// The position of the row `key`, which must exist, be visible and be enabled.
    private func editableRow(_ key: String, input: String) throws(FormInputError) -> Int {
        guard let index = schema.rowIndex[key] else {
            let suggestion = FormEditDistance.closestKey(to: key, among: schema.rows.map(\.key))
            let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
            throw FormInputError(
                key: key, title: nil, reason: .unknownField(suggestion: suggestion), input: input,
                message: "Unknown field '\(key)'.\(hint)")
        }
        // Checked without building the refusal: an edit that goes through needs none.
        guard isRowEditable(index) else { throw refusal(at: index, input: input) }
        return index
    }

    /// Why the row at `index` cannot be edited now (a title row, hidden,
    /// disabled), or `nil` when it can.
    func editRefusal(at index: Int, input: String) -> FormInputError? {
        isRowEditable(index) ? nil : refusal(at: index, input: input)
    }

    /// The error refusing `input` for the row at `index`, which cannot be edited.
    private func refusal(at index: Int, input: String) -> FormInputError {
        let key = schema.rows[index].key
        let title = localization.title(for: key, default: schema.rows[index].title)
        if schema.isTitleRow[index] {
            return localization.inputError(
                key: key, title: title, reason: .readOnly, input: input, phrase: FormPhrase("input.readOnly"))
        }
        guard isRowVisible(index) else {
            return localization.inputError(
                key: key, title: title, reason: .hidden, input: input, phrase: hidingPhrase(ofRow: index))
        }
        let reason: String? = { if case .disabled(let reason) = accessDecision(for: index) { reason } else { nil } }()
        return localization.inputError(
            key: key, title: title, reason: .disabled(reason: reason), input: input, phrase: Self.disabledPhrase(reason))
    }

    /// "cannot be edited", with the access policy's reason when it gives one.
    static func disabledPhrase(_ reason: String?) -> FormPhrase {
        reason.map { FormPhrase("input.disabled.because", ["reason": $0]) } ?? FormPhrase("input.disabled")
    }

    private mutating func apply(
        _ result: consuming Result<FormValue, FieldInput.Refusal>, at index: Int, input: String
    ) throws(FormInputError) -> FormChange {
        switch consume result {
        case .success(let value):
            // Most forms hold no refused edit: then there is nothing to hash and remove.
            if !inputErrors.isEmpty {
                inputErrors[index] = nil
                // A value held for another row while this one was refused waits no more.
                dropResolvedHolds()
            }
            // Compared where it lies and moved in: an edit copied both values.
            guard !values.withUnsafeBufferPointer({ $0[index] == value }) else { return FormChange() }
            values[index] = consume value
            let keys = schema.rowKeyLists[index]
            // An edit no condition reads shows, hides, enables and disables
            // nothing, and leaves no condition unevaluated: its change is its key.
            guard schema.editMayFlipConditions(row: index) else { return FormChange(changedKeys: keys) }
            return recordingChange(of: keys) { _ in }
        case .failure(let refusal):
            let error = inputError(at: index, refusal, input: input)
            inputErrors[index] = error
            throw error
        }
    }

    /// The error of the row at `index` refusing `input`, its message translated.
    ///
    /// A broken limit says what its rule says when the form is validated,
    /// translated the same way (``FormLocalization/Request/message(_:)``), so
    /// "Age must be at most 150" reads alike whether typed, sent or loaded.
    func inputError(at index: Int, _ refusal: FieldInput.Refusal, input: String) -> FormInputError {
        schema.rows[index].inputError(refusal, input: input, localization: localization)
    }
}

extension FormState {
    /// Sets the file row `key` to `file`; a row that holds a `URL` rather
    /// than a ``FormFile`` refuses the file as a value of another type, and
    /// takes `url`, the file's address, instead, when there is one. How a
    /// file chosen or typed as a path reaches a row on every surface.
    package mutating func attach(_ file: FormFile, orItsURL url: URL?, for key: String) throws(FormInputError)
        -> FormChange
    {
        do {
            return try setValue(.file(file), for: key)
        } catch {
            guard case .invalidValue = error.reason, let url else { throw error }
            return try setText(url.absoluteString, for: key)
        }
    }
}
