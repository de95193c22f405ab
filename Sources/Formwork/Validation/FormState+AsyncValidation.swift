extension FormState {
    /// Every problem of the form, as ``validate(_:)`` finds them, and those
    /// of `rules` that have to wait for an answer, such as a server's.
    ///
    /// ```swift
    /// let available = FormAsyncRule(field: "user_name", kind: "available") { (name: String) in
    ///     try await accounts.isTaken(name) ? "\(name) is taken" : nil
    /// }
    /// let errors = try await form.validate(using: [available])
    /// // [user_name: ada is taken, email: Email is required]
    /// ```
    ///
    /// The synchronous validation runs first. An async rule then runs only
    /// for a row ``validate(_:)`` checks under `options` (visible and
    /// enabled unless asked otherwise, never a title) that has no error of
    /// its own yet, so a server is not asked about a name that is already
    /// too short; and, like every rule, not on an empty value unless it
    /// checks empty values. The rules run concurrently; their errors are
    /// merged in form order, after each row's own, in the order of `rules`
    /// for one row. The form is read as it is when the call starts.
    ///
    /// - Throws: `CancellationError` when the task is cancelled, before or
    ///   while rules run (rules see the cancellation too, and a server call
    ///   inside them can stop early). ``FormAsyncRule/ValidationError`` before any
    ///   rule runs when a rule names no row or reads a type its row does not
    ///   hold; and, after every rule has finished, when a rule threw: the
    ///   first such rule in form order, its error in
    ///   ``FormAsyncRule/ValidationError/Reason/ruleFailed(_:)``. A rule that
    ///   could not be asked is no answer, so no list of errors is returned.
    public func validate(_ options: FormValidationOptions = [], using rules: [FormAsyncRule]) async throws -> [FormFieldError] {
        let planned = try asyncPlan(rules)
        let found = validate(options)
        try Task.checkCancellation()
        let failing = Set(found.map(\.key))
        let checks = planned.filter { rule, index in
            isChecked(index, options) && !failing.contains(schema.rows[index].key)
                && (rule.checksEmptyValues || !values[index].isEmpty)
        }
        let outcomes = await run(checks)
        try Task.checkCancellation()
        var asyncErrors: [Int: [FormFieldError]] = [:]
        for (position, (rule, index)) in checks.enumerated() {
            switch outcomes[position] {
            case .success(let violation?):
                let row = schema.rows[index]
                var failure = FormRule.Failure(
                    kind: rule.kind, key: row.key, title: localization.title(for: row.key, default: row.title),
                    value: values[index], arguments: violation.arguments,
                    defaultMessage: violation.message ?? violation.phrase.map(FormLocalization.none.text) ?? "")
                failure.phrase = violation.phrase
                asyncErrors[index, default: []].append(localization.error(for: failure))
            case .success(nil), nil:
                continue
            case .failure(let error):
                throw asyncError(rule, index, .ruleFailed(error), "could not be checked: \(error)")
            }
        }
        return merged(found, asyncErrors)
    }

    /// The row of each rule, in form order (rule order for one row); throws for a misdeclared rule.
    private func asyncPlan(_ rules: [FormAsyncRule]) throws(FormAsyncRule.ValidationError) -> [(FormAsyncRule, Int)] {
        var planned: [(rule: FormAsyncRule, index: Int, order: Int)] = []
        for (order, rule) in rules.enumerated() {
            guard let index = schema.rowIndex[rule.key] else {
                let suggestion = FormEditDistance.closestKey(to: rule.key, among: schema.rows.map(\.key))
                let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
                throw FormAsyncRule.ValidationError(
                    key: rule.key, kind: rule.kind, reason: .unknownField(suggestion: suggestion),
                    message:
                        "Rule `\(rule.kind.rawValue)` checks the field '\(rule.key)', which `\(schema.model.typeName)` does not have.\(hint)"
                )
            }
            let rowType = schema.rows[index].descriptor.valueType
            guard rule.valueType.fits(rowType, checksEmptyValues: rule.checksEmptyValues) else {
                let problem = FormDeclarationError.Problem.ruleValueType(
                    schema.model.typeName, rule.key, kind: rule.kind, ruleType: rule.valueType,
                    checksEmptyValues: rule.checksEmptyValues, rowType: rowType)
                throw FormAsyncRule.ValidationError(
                    key: rule.key, kind: rule.kind, reason: .valueType(rule: rule.valueType.name, row: rowType.name),
                    message: problem.message)
            }
            planned.append((rule, index, order))
        }
        return planned.sorted { ($0.index, $0.order) < ($1.index, $1.order) }.map { ($0.rule, $0.index) }
    }

    /// Runs every check concurrently; each outcome at its check's position.
    private func run(_ checks: [(FormAsyncRule, Int)]) async -> [Result<FormRuleViolation?, any Error>?] {
        var outcomes = [Result<FormRuleViolation?, any Error>?](repeating: nil, count: checks.count)
        let fields = FormFieldLookup(schema: schema, values: values, localization: localization)
        await withTaskGroup(of: (Int, Result<FormRuleViolation?, any Error>).self) { group in
            for (position, (rule, index)) in checks.enumerated() {
                let row = schema.rows[index], value = values[index]
                let context = context(for: row, title: localization.title(for: row.key, default: row.title), fields: fields)
                group.addTask {
                    do {
                        return (position, .success(try await rule.check(value, context)))
                    } catch {
                        return (position, .failure(error))
                    }
                }
            }
            for await (position, outcome) in group { outcomes[position] = outcome }
        }
        return outcomes
    }

    private func asyncError(
        _ rule: FormAsyncRule, _ index: Int, _ reason: FormAsyncRule.ValidationError.Reason, _ predicate: String
    ) -> FormAsyncRule.ValidationError {
        let row = schema.rows[index]
        let title = localization.title(for: row.key, default: row.title)
        return FormAsyncRule.ValidationError(key: row.key, kind: rule.kind, reason: reason, message: "\(title) \(predicate)")
    }

    /// The synchronous errors with each row's async errors after its own, in
    /// form order; errors naming no row (the model's) stay last.
    private func merged(_ found: [FormFieldError], _ asyncErrors: [Int: [FormFieldError]]) -> [FormFieldError] {
        guard !asyncErrors.isEmpty else { return found }
        var byRow: [Int: [FormFieldError]] = [:]
        var unplaced: [FormFieldError] = []
        for error in found {
            if let index = schema.rowIndex[error.key] { byRow[index, default: []].append(error) } else { unplaced.append(error) }
        }
        return schema.rows.indices.flatMap { (byRow[$0] ?? []) + (asyncErrors[$0] ?? []) } + unplaced
    }
}
