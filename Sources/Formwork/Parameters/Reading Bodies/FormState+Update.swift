import Foundation

extension FormState {
    /// Fills the form from parameters: a response's data, a decoded request.
    ///
    /// ```swift
    /// var form = try FormState(Profile())
    /// let result = form.update(from: ["user_name": "Ada", "age": "forty", "address": .object([.init("city", "London")])])
    /// result.change.changedKeys          // ["user_name", "address.city"]
    /// result.fieldErrors.map(\.message)  // ["Age must be a whole number"]
    /// form.value(Int.self, for: "age")   // 0: the previous value is kept
    /// ```
    ///
    /// Each row reads the member at its parameter path (`address` → `city`
    /// for `address.city`, `param:` keys included); when a name occurs twice
    /// at one level, the last wins, as in most JSON readers. Values are read
    /// leniently by the row's type, as a request body needs: `"42"` for an
    /// `Int`, `true/false/on/off/yes/no/1/0` for a `Bool`, ISO 8601 text for
    /// a `Date`, an option's value (not its label) for an enumerated row, a
    /// blank string as `nil` for an optional number or date.
    ///
    /// - A value that does not fit is a field error: the row keeps its
    ///   previous value and remembers the error (``FormRow/inputError``,
    ///   which ``validate(_:)`` reports); a row read successfully forgets
    ///   its earlier error.
    /// - A key that is absent leaves its row as it is, unless
    ///   ``FormUpdateOptions/absentBooleansAreFalse`` asks for HTML's
    ///   checkbox semantics.
    /// - Parameters read from a urlencoded or multipart body
    ///   (``FormParameters/init(urlEncoded:limits:)-(String,_)``,
    ///   ``FormParameters/init(multipart:boundary:limits:)``) mean what that
    ///   body means, as ``update(fromURLEncoded:options:)-(String,_)`` reads
    ///   it: a name sent twice is read by a row holding one value as its
    ///   last value (`flag=false&flag=true`, a checkbox's hidden `false`,
    ///   reads `true`), and a bare name is empty text to a row that is not
    ///   optional. Every way of reading one body reads it alike.
    /// - Keys no row reads are listed in ``FormUpdateResult/unknownKeys``;
    ///   they are not an error unless ``FormUpdateOptions/rejectsUnknownKeys``.
    /// - Only rows a person could edit are written: a body is what a client
    ///   sent, and a client could send anything (mass assignment). A row
    ///   that is hidden, disabled by a condition, refused by the access
    ///   policy (``setAccess(_:)``), or in a read-only form
    ///   (``setEditable(_:)``) keeps its value, and its key is listed in
    ///   ``FormUpdateResult/refusedKeys`` (no error unless
    ///   ``FormUpdateOptions/rejectsRefusedKeys``). Rows are judged on the
    ///   values the update leaves, as the person saw the form when posting
    ///   it; a sent value equal to the row's value is no refusal. For data
    ///   from a trusted source (a database, your own server), set
    ///   ``FormUpdateOptions/writesEveryRow`` to write every row. Title rows
    ///   are never written.
    /// - Nothing typed is lost by a refusal: a sent row hidden or disabled
    ///   only because rows this body also sent were refused (field errors,
    ///   which keep their old values) is held, not refused. The person saw
    ///   it while typing (`age=151&about_me=…`: `about_me` shows from
    ///   `age > 12`, and `age` keeps 0). It is not written either; its error
    ///   (``FormInputError/Reason/held(value:waitingFor:)``) keeps what was
    ///   sent and is in ``FormUpdateResult/fieldErrors``, so a page sent back
    ///   shows it again, and a later body that sends it while the row can be
    ///   edited writes it. Each update decides a sent row afresh; a held
    ///   value whose rows are corrected, by an update or an edit, is dropped.
    /// - With ``FormUpdateOptions/validates``, the form is validated after
    ///   the update (as ``validate(_:)`` does) and its problems are in
    ///   ``FormUpdateResult/validationErrors``.
    /// - A row declared with `submit:` (``FormParameters/Mapping``) reads its
    ///   own parameter key when the body has one; the keys its mapping
    ///   writes cannot be turned back into its value, so the keys it writes
    ///   for the row's current value are recognised (not reported as
    ///   unknown) and otherwise ignored.
    ///
    /// A repeating group (`@FormGroup var jobs: [Job]`) is read whole:
    ///
    /// - A body that names the group replaces its items: an array of
    ///   objects (`"jobs":[{"title":"A"}]`), indexed items
    ///   (`jobs[0][title]=A`), or no items (`jobs[]`, `jobs=`, a bare
    ///   `jobs`, JSON `null` or `[]`). A body that does not name it leaves
    ///   the items as they are.
    /// - Items are ordered by index; sparse and out-of-order indices are
    ///   compacted as a list's are (`jobs[5]`, then `jobs[2]`, are items 0
    ///   and 1). Body item `k` updates form item `k`: a field the body leaves
    ///   out keeps that item's value, new items start from `Item()`, and
    ///   items past the body's count are removed; the change reports the
    ///   items inserted or removed at the end (``FormChange/listChanges``).
    /// - Under ``FormUpdateOptions/blankListItemsAreAbsent``, an item of a
    ///   urlencoded or multipart body whose every field sent is blank is no
    ///   item: the spare item a page without script posts empty.
    /// - A group a person could not add items to or delete items from
    ///   (hidden, disabled, refused by the access policy, or declared with
    ///   `editing:` that forbids it) keeps its count and its key is listed in
    ///   ``FormUpdateResult/refusedKeys``; the body's items within the count
    ///   are read into its items as rows are.
    /// - A body holding more items than the group's `maxItems` (1000 without
    ///   one), or an index at or past it (`jobs[99999999][title]=x`), changes
    ///   nothing: the problem, keyed by the group, is in
    ///   ``FormUpdateResult/decodingProblems``, found before any item is made.
    ///   Something else where the items belong (an object, a number, an item
    ///   that is not an object) is a problem keyed by the group, which keeps
    ///   its items, while the rest of the body is read.
    ///
    /// All values are written at once, conditions are evaluated once after,
    /// and the result's ``FormUpdateResult/change`` is the single change
    /// from before to after. The written values count as edits
    /// (``hasChanges``); use ``load(_:)`` to make a model the new starting point.
    @discardableResult
    public mutating func update(from parameters: FormParameters, options: FormUpdateOptions = FormUpdateOptions())
        -> FormUpdateResult
    {
        update(from: parameters, options: options, source: parameters.source)
    }

    mutating func update(from parameters: FormParameters, options: FormUpdateOptions, source: BodySource) -> FormUpdateResult {
        let reading = schema.parameterMatch.read(
            parameters.members, rowCount: schema.rows.count, recognised: pathsMappingsWrite())
        return update(reading, options: options, source: source)
    }

    /// Writes each row's value in `reading` (see ``update(from:options:)``),
    /// re-shaping the form first when the body names a repeating group.
    private mutating func update(_ reading: FormParameterMatch.Reading, options: FormUpdateOptions, source: BodySource)
        -> FormUpdateResult
    {
        guard !reading.groups.contains(where: { $0 != nil }) else {
            return updateItems(reading, options: options, source: source)
        }
        return updateRows(reading, options: options, source: source)
    }

    /// Writes each row's value in `reading`, the form's shape unchanged.
    mutating func updateRows(_ reading: FormParameterMatch.Reading, options: FormUpdateOptions, source: BodySource)
        -> FormUpdateResult
    {
        var updated = values
        var refused: [Int: FormInputError] = [:]
        var read: [Int] = []
        for index in schema.rows.indices {
            switch schema.rows[index].read(
                reading.sent[index], from: source, options: options, localization: localization, zone: .form(store))
            {
            case nil:
                continue
            case .success(let value):
                updated[index] = value
                read.append(index)
            case .failure(let error):
                refused[index] = error
            }
        }
        // Mass assignment: rows a person could not edit keep their values (see FormState+UpdateAccess).
        let (refusedKeys, settled) = withholdRefusedRows(
            sent: reading.sent, updated: &updated, read: &read, fieldErrors: &refused, options: options)
        let change = write(updated, read: read, refused: refused, sent: reading.sent, settled: settled)
        let fieldErrors = refused.keys.sorted().compactMap { refused[$0] }
        return FormUpdateResult(
            change: change, fieldErrors: fieldErrors,
            unknownKeys: reading.unknownKeys, decodingProblems: reading.problems, refusedKeys: refusedKeys,
            validationErrors: options.validates ? validationErrors(besides: fieldErrors) : [],
            rejectsUnknownKeys: options.rejectsUnknownKeys, rejectsRefusedKeys: options.rejectsRefusedKeys)
    }

    /// The parameter paths the rows' `submit:` mappings write for their
    /// current values: a body may send them back, and no row reads them.
    func pathsMappingsWrite() -> Set<[String]> {
        var paths: Set<[String]> = []
        for (index, row) in schema.rows.enumerated() where !row.parameterPath.isEmpty {
            guard let mapping = row.descriptor.submit else { continue }
            for member in mapping(values[index]) { paths.insert(Array(row.parameterPath.dropLast()) + [member.key]) }
        }
        return paths
    }

    /// Fills the form from a dictionary of Foundation values, such as
    /// `JSONSerialization`'s output; see ``update(from:options:)``.
    ///
    /// ```swift
    /// let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    /// form.update(fromDictionary: object)
    /// ```
    ///
    /// The dictionary is read by ``FormParameters/init(dictionary:limits:)``
    /// (its keys sorted, since a dictionary has no order) under the
    /// options' limits, counted as for a JSON body; a value of a type
    /// Formwork does not read, a date outside the years 0000–9999, a
    /// container that contains itself or a limit exceeded makes the whole
    /// dictionary unreadable, and nothing is written: the problems are in
    /// ``FormUpdateResult/decodingProblems``.
    @discardableResult
    public mutating func update(fromDictionary dictionary: [String: Any], options: FormUpdateOptions = FormUpdateOptions())
        -> FormUpdateResult
    {
        update(options) { limits throws(FormParameters.DecodingError) in
            try FormParameters(dictionary: dictionary, limits: limits)
        }
    }

    /// Fills the form from a JSON object; see ``update(from:options:)``.
    ///
    /// ```swift
    /// form.update(fromJSON: Data(#"{"user_name":"Ada","age":36,"address":{"city":"London"}}"#.utf8))
    /// ```
    ///
    /// The document is read by ``FormParameters/init(json:limits:)-(Data,_)``: exact
    /// numbers, member order kept, limits applied. A document that is not
    /// valid JSON, not an object, or over a limit changes nothing; its
    /// problems are in ``FormUpdateResult/decodingProblems``.
    @discardableResult
    public mutating func update(fromJSON json: Data, options: FormUpdateOptions = FormUpdateOptions()) -> FormUpdateResult {
        update(options) { limits throws(FormParameters.DecodingError) in try FormParameters(json: json, limits: limits) }
    }

    /// Fills the form from a JSON object given as text; see the `Data` overload.
    ///
    /// ```swift
    /// form.update(fromJSON: #"{"user_name":"Ada","age":36}"#)
    /// ```
    @discardableResult
    public mutating func update(fromJSON json: String, options: FormUpdateOptions = FormUpdateOptions()) -> FormUpdateResult {
        let bytes = Array(json.utf8)
        return update(options) { limits throws(FormParameters.DecodingError) in
            try FormParameters(jsonBytes: bytes, limits: limits)
        }
    }

    /// Fills the form from an `application/x-www-form-urlencoded` body; see
    /// ``update(from:options:)``.
    ///
    /// ```swift
    /// form.update(fromURLEncoded: "user_name=Ada+Lovelace&address%5Bcity%5D=London&tags%5B%5D=math&newsletter=on")
    /// ```
    ///
    /// The body is read by ``FormParameters/init(urlEncoded:limits:)-(String,_)``: the
    /// WHATWG parser (split on `&`, `+` is a space, bad escapes kept as they
    /// are, invalid UTF-8 replaced by U+FFFD), then bracketed names nested. A
    /// body with a malformed name (`a[b`), a conflict (`a=1&a[b]=2`) or over
    /// a limit changes nothing; its problems are in
    /// ``FormUpdateResult/decodingProblems``.
    ///
    /// A urlencoded body cannot tell a list from a name sent twice, so the
    /// row decides: a list row (or an enumerated row with several choices)
    /// reads every value of a repeated name (`tags=a&tags=b`), and a row that
    /// holds one value takes the last, as a JSON object's repeated key does.
    /// HTML's hidden-checkbox idiom therefore works: `flag=false&flag=true`
    /// (the hidden input, then the checked box) reads `true`.
    @discardableResult
    public mutating func update(fromURLEncoded body: String, options: FormUpdateOptions = FormUpdateOptions()) -> FormUpdateResult
    {
        let bytes = Array(body.utf8)
        return update(options, source: .urlEncoded, urlEncoded: bytes) { limits throws(FormParameters.DecodingError) in
            try FormParameters(urlEncodedBytes: bytes, limits: limits)
        }
    }

    /// Fills the form from an `application/x-www-form-urlencoded` body given
    /// as bytes; see the `String` overload.
    ///
    /// ```swift
    /// form.update(fromURLEncoded: request.body, options: .init(absentBooleansAreFalse: true))
    /// ```
    @discardableResult
    public mutating func update(fromURLEncoded body: Data, options: FormUpdateOptions = FormUpdateOptions()) -> FormUpdateResult {
        let bytes = [UInt8](body)
        return update(options, source: .urlEncoded, urlEncoded: bytes) { limits throws(FormParameters.DecodingError) in
            try FormParameters(urlEncodedBytes: bytes, limits: limits)
        }
    }

    /// Reads parameters with `decode` (or a urlencoded body's `bytes`
    /// straight, see ``FormURLEncodedRowNames``), then updates from them; a
    /// body that cannot be read changes nothing.
    mutating func update(
        _ options: FormUpdateOptions, source: BodySource = .structured, urlEncoded bytes: [UInt8]? = nil,
        _ decode: (FormParameters.DecodingLimits) throws(FormParameters.DecodingError) -> FormParameters
    ) -> FormUpdateResult {
        do {
            let reading = try schema.reading(
                urlEncoded: bytes, limits: schema.itemLimited(options.limits), recognised: { pathsMappingsWrite() }, decode)
            return update(reading, options: options, source: source)
        } catch {
            return FormUpdateResult(
                decodingProblems: error.problems, rejectsUnknownKeys: options.rejectsUnknownKeys,
                rejectsRefusedKeys: options.rejectsRefusedKeys)
        }
    }

    /// Writes `updated` in one step: the rows `read` forget their refused
    /// edits, the rows `refused` remember theirs, a row `sent` again forgets
    /// what an earlier update held for it (this one decided it afresh), and
    /// held values whose rows are corrected are dropped; conditions are
    /// evaluated once for the keys that changed.
    private mutating func write(
        _ updated: [FormValue], read: [Int], refused: [Int: FormInputError], sent: [FormValue?],
        settled: SettledConditions?
    ) -> FormChange {
        let changed = schema.rows.indices.filter { values[$0] != updated[$0] }.map { schema.rows[$0].key }
        return recordingChange(of: changed, settled: settled) {
            $0.values = updated
            // Read before written: a form with no refused edit to forget keeps sharing its store.
            if !$0.inputErrors.isEmpty {
                for index in read where $0.inputErrors[index] != nil { $0.inputErrors[index] = nil }
                for (index, error) in $0.inputErrors where sent[index] != nil {
                    if case .held = error.reason { $0.inputErrors[index] = nil }
                }
            }
            for (index, error) in refused { $0.inputErrors[index] = error }
            if !$0.inputErrors.isEmpty { $0.dropResolvedHolds() }
            $0.recordPostedFiles(read)
        }
    }

}
