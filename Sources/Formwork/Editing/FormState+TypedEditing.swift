extension FormState {
    /// Edits the form through the model's own properties, so the compiler
    /// checks every name and type.
    ///
    /// ```swift
    /// var form = try FormState(Profile())
    /// let change = try form.edit {
    ///     $0.age = 42
    ///     $0.user_name = "Ada"
    ///     $0.address.city = "London"     // rows of groups
    ///     $0.tags.append("math")         // list rows
    /// }
    /// change.changedKeys                 // ["user_name", "age", "tags", "address.city"]
    /// ```
    ///
    /// `body` gets the current ``model``; the rows whose values it changed
    /// are written as ``setValue(_:for:)-(FormValue,_)`` writes them: read
    /// as the row's type, checked against its options and declared limits,
    /// refused when the row is a title, hidden or disabled. The edit is one
    /// step: conditions are evaluated once, and the returned change covers
    /// every row, with the rows of list rows reported in
    /// ``FormChange/changedKeys`` (not item by item in
    /// ``FormChange/listChanges``).
    ///
    /// - **All or nothing.** When any changed row is refused, nothing
    ///   changes and ``FormEditError`` lists every refused row, in form order.
    ///   Refusals are not remembered on the rows (``refusedEdits``), since
    ///   no person typed them; a row written successfully forgets its earlier one.
    ///   A row hidden or disabled only because another refused row kept its
    ///   value is listed as held
    ///   (``FormInputError/Reason/held(value:waitingFor:)``), with its value,
    ///   not as hidden or disabled.
    /// - **Judged on the result.** Rows are hidden or disabled as the edit
    ///   leaves the form, as ``update(from:options:)`` judges a body: in
    ///   `{ $0.age = 42; $0.bio = "…" }`, `bio` shown from `age > 12` on
    ///   can be written.
    /// - **Properties that are not rows** keep what `body` set: they become
    ///   part of ``source``, so ``model`` returns them, and ``reset()`` puts
    ///   back the ones the form was made or loaded with. They are not
    ///   changes of the form (``hasChanges``, ``FormChange/changedKeys``).
    ///
    /// - Parameter body: Changes the model's properties; it gets the
    ///   current ``model``.
    /// - Returns: The change the edit made, as one step.
    /// - Throws: ``FormEditError`` listing every refused row; any error
    ///   `body` throws; the error of the model's `init(from:)` when the
    ///   form's values make no model, or of its `encode(to:)`. Nothing
    ///   changes when it throws.
    @discardableResult
    public mutating func edit(_ body: (inout Model) throws -> Void) throws -> FormChange {
        let current = try model
        // Read before `body` runs: a class model is one instance, which
        // `body` changes in place.
        let read = try schema.model.read(current)
        var edited = current
        try body(&edited)
        let afterRead = try schema.model.read(edited)
        guard read.items == afterRead.items else {
            return try editItems(from: read, to: afterRead, edited: edited)
        }
        let before = schema.values(of: read), after = schema.values(of: afterRead)
        // Rows `body` did not touch are compared as the model holds them, so none is rewritten by accident.
        let touched = schema.rows.indices.filter { before[$0] != after[$0] }
        var updated = values
        var refused: [Int: FormInputError] = [:]
        for index in touched where !schema.rows[index].input.traits.isReadOnly {
            switch schema.rows[index].value(after[index]) {
            case .success(let value): updated[index] = value
            case .failure(let refusal): refused[index] = inputError(at: index, refusal, input: after[index].text)
            }
        }
        let changed = schema.rows.indices.filter { updated[$0] != values[$0] }.map { schema.rows[$0].key }
        var candidate = self
        candidate.values = updated
        // With no row changed, only closure conditions run: they may read the properties that are not rows.
        candidate.source = edited
        let structure = candidate.evaluateConditions(changed)
        // A row blocked only by the values refused here is held, not refused:
        // the error keeps its value and says which rows to correct.
        let wrong = Set(refused.keys)
        for index in touched where refused[index] == nil {
            guard let refusal = candidate.editRefusal(at: index, input: after[index].text) else { continue }
            let waits = candidate.heldBlocking(index, waitingFor: wrong)
            refused[index] =
                waits.map { heldError(index, value: updated[index], input: after[index].text, waitingFor: $0) }
                ?? refusal
        }
        guard refused.isEmpty else {
            throw FormEditError(refusedEdits: refused.keys.sorted().compactMap { refused[$0] })
        }
        for index in touched { candidate.inputErrors[index] = nil }
        let change = FormChange(
            changedKeys: changed, structure, schema: schema, conditionError: candidate.conditionState.closureError)
        self = candidate
        return change
    }
}
