import Foundation

extension FormState {
    /// Every problem of the form, in form order, each with the field's key,
    /// title, kind and message ("User Name is required", "Age must be between
    /// 0 and 150").
    ///
    /// ```swift
    /// for error in form.validate() { print(error.key, error.message) }
    /// form.validate([.includeHidden])     // also rows hidden by a condition
    /// ```
    ///
    /// For each row: an edit it refused (the text that did not parse), else
    /// a date outside the years 0000–9999 that the model holds ("Due must be
    /// a date between the years 0000 and 9999"), else a `submit:` mapping
    /// that returns a key holding `[` or `]` for the row's value (the row
    /// then submits nothing; see ``FormParameters/Mapping``), else the failures of its rules (declared ones in order, then those implied
    /// by `range:`/`min:`/`max:`, `step:` and `maxCharacters:`), then the
    /// errors the app added to it (``addError(_:for:)``), then the model's
    /// own ``FormModel/validate()`` errors naming it. Hidden and disabled rows are
    /// skipped unless `options` include them; title rows are never checked.
    /// When the values do not make a model (its `init(from:)` throws, so
    /// ``model`` would throw too), a last error of kind ``FormFieldError/Kind/model``
    /// with an empty key, titled with the model's type, says why. A model
    /// with no `validate()` of its own that is built in place
    /// (``FormBuilding/storedProperties``, its groups too) runs no code of
    /// its own, so it is not built to be validated. The errors the app
    /// added for keys naming no row come last.
    public func validate(_ options: FormValidationOptions = []) -> [FormFieldError] {
        // Most validations of a form in use: every row open, no refused
        // edit, no model code to run, no item counts to check. Only rules
        // and dates can report.
        if inputErrors.isEmpty, store.addedErrors.isEmpty, schema.model.findsNothing, schema.groups.isEmpty,
            isEveryRowOpen
        {
            return ruleErrors()
        }
        return errors(options, limit: nil)
    }

    /// What ``validate(_:)`` finds in a form whose rows are all shown and
    /// enabled, none holding a refused edit, of a model that finds nothing
    /// itself: the failures of rules, and dates outside 0000–9999, which
    /// ``errors(_:limit:)`` reports the same way.
    private func ruleErrors() -> [FormFieldError] {
        var found: [FormFieldError] = []
        var fields: FormFieldLookup?
        let schema = schema
        let hasRules = schema.hasRules, hasMapping = schema.hasMapping
        for index in hasRules.indices where hasRules[index] || values[index].mayHoldDate || hasMapping[index] {
            if schema.isTitleRow[index] { continue }
            if values[index].holdsUnwritableDate {
                found.append(unwritableDateError(schema.rows[index], title: title(ofRow: index)))
            } else if hasMapping[index], let error = mappedKeyError(index) {
                found.append(error)
            } else if hasRules[index] {
                appendRuleFailures(index, title: title(ofRow: index), &fields, &found)
            }
        }
        return found
    }

    /// The first problem of the form, for a form that shows one problem at a time;
    /// it stops at the first instead of checking every row.
    public var firstError: FormFieldError? {
        errors([], limit: 1).first
    }

    func errors(_ options: FormValidationOptions, limit: Int?) -> [FormFieldError] {
        var found: [FormFieldError] = []
        // The model's own check needs the model built: done once, and only
        // when reached; never for a model known to find nothing.
        let findsNothing = schema.model.findsNothing
        var findings: ModelFindings?
        // The other fields as rules look them up: made for the first rule run, shared by the rest.
        var fields: FormFieldLookup?
        let hasRules = schema.hasRules, hasMapping = schema.hasMapping
        let everyRowOpen = isEveryRowOpen
        let countErrors = itemCountErrors(options)
        let added = standingAddedErrors()
        for index in hasRules.indices {
            if !countErrors.isEmpty, let errors = countErrors[index] { found += errors }
            // A row with no rules, no refused edit and no date, once the model
            // is known to name none, reports nothing: passed over before its
            // state is read (most rows of a large form).
            if !hasRules[index], findsNothing || findings?.errors.isEmpty == true,
                inputErrors.isEmpty || inputErrors[index] == nil,
                !values[index].mayHoldDate, !hasMapping[index], added.rows.isEmpty || added.rows[index] == nil
            {
                continue
            }
            // Every row but titles is checked while nothing is hidden or
            // disabled: asked once, not per row.
            guard everyRowOpen ? !schema.isTitleRow[index] : isChecked(index, options) else { continue }
            let row = schema.rows[index]
            // Translated only for a row that reports or runs a rule: most rows of a large form do neither.
            var title: String { self.title(ofRow: index) }
            if !inputErrors.isEmpty, let refused = inputErrors[index] {
                found.append(FormFieldError(key: row.key, title: title, kind: .invalidInput, message: refused.message))
            } else if values[index].holdsUnwritableDate {
                found.append(unwritableDateError(row, title: title))
            } else if hasMapping[index], let error = mappedKeyError(index) {
                found.append(error)
            } else if hasRules[index] {
                appendRuleFailures(index, title: title, &fields, &found)
            }
            if !added.rows.isEmpty, let errors = added.rows[index] { found += errors }
            if limit.map({ found.count >= $0 }) == true { return Array(found.prefix(limit ?? 0)) }
            if findsNothing { continue }
            if findings == nil { findings = modelFindings() }
            // Asked in place: binding the findings copied them for every row.
            if findings?.errors.isEmpty == false {
                let title = title
                for error in findings?.errorsByKey[row.key] ?? [] {
                    found.append(
                        localization.error(FormFieldError(key: row.key, title: title, kind: .model, message: error.message)))
                }
            }
            if limit.map({ found.count >= $0 }) == true { return Array(found.prefix(limit ?? 0)) }
        }
        found += countErrors[schema.rows.count] ?? []
        if !findsNothing {
            // A model error naming no row is still reported, after the rows, under the key it gave.
            if findings == nil { findings = modelFindings() }
            if let errors = findings?.errors, !errors.isEmpty {
                let orphans = errors.filter { schema.rowIndex[$0.key] == nil }
                found += orphans.map { FormFieldError(key: $0.key, title: $0.key, kind: .model, message: $0.message) }
            }
            if let buildFailure = findings?.buildFailure { found.append(buildFailure) }
        }
        found += added.others
        guard let limit, found.count > limit else { return found }
        return Array(found.prefix(limit))
    }

    /// The title of the row at `index`, translated.
    private func title(ofRow index: Int) -> String {
        let row = schema.rows[index]
        return localization.title(for: row.key, default: row.title)
    }

    /// The error of a row whose `submit:` mapping returns, for the row's
    /// value, a key holding `[` or `]`, which no form body can carry (the
    /// row submits nothing); `nil` when every key it returns can be sent.
    private func mappedKeyError(_ index: Int) -> FormFieldError? {
        guard let mapping = schema.rows[index].descriptor.submit,
            let key = FormMappingKeys.bracketed(Array(mapping(values[index])))
        else { return nil }
        let title = title(ofRow: index)
        return localization.error(FormMappingKeys.error(rowKey: schema.rows[index].key, title: title, key: key))
    }

    /// The error of a row holding a date outside the years 0000–9999.
    private func unwritableDateError(_ row: FormSchema.Row, title: String) -> FormFieldError {
        localization.fieldError(key: row.key, title: title, phrase: FormInputError.Expected.dateInYears(0...9999).phrase)
    }

    /// Appends the failures of the rules of the row at `index`. The context
    /// is made for a rule the value does not pass on its own (a valid row
    /// needs neither its title, an autoclosure here, nor the lookup of
    /// other fields, made once per validation in `fields`).
    private func appendRuleFailures(
        _ index: Int, title: @autoclosure () -> String, _ fields: inout FormFieldLookup?,
        _ found: inout [FormFieldError]
    ) {
        FormRule.appendFailures(of: values[index], rules: schema.rows[index].input.rules, to: &found) {
            let row = schema.rows[index]
            let lookup = fields ?? FormFieldLookup(schema: schema, values: values, localization: localization)
            fields = lookup
            return (context(for: row, title: title(), fields: lookup), localization)
        }
    }

    /// The model's own errors, or the error of the whole form saying why the
    /// values make no model: a failure of `init(from:)` is reported, not dropped.
    private func modelFindings() -> ModelFindings {
        do {
            return ModelFindings(try modelErrors(), nil)
        } catch {
            let typeName = schema.model.typeName
            return ModelFindings(
                [],
                FormFieldError(
                    key: "", title: typeName, kind: .model,
                    message: "The values do not make a `\(typeName)`: \(FormCondition.EvaluationError.reason(of: error))"))
        }
    }

    func isChecked(_ index: Int, _ options: FormValidationOptions) -> Bool {
        !schema.isTitleRow[index]
            && (options.contains(.includeHidden) || isRowVisible(index))
            && (options.contains(.includeDisabled) || isRowEnabled(index))
    }

    /// What a rule of `row` may look up: other fields of `fields`, by keys
    /// relative to the model declaring the row.
    func context(for row: FormSchema.Row, title: String, fields: FormFieldLookup) -> FormRule.Context {
        FormRule.Context(key: row.key, title: title, fields: fields, prefix: row.keyPrefix)
    }
}

/// What a model's own check found, grouped by key once, so each row looks
/// its errors up instead of filtering them all. Not nested in the generic
/// form: a type nested there had its metadata looked up on every validation.
private struct ModelFindings {
    let errors: [FormModelError]
    let errorsByKey: [String: [FormModelError]]
    let buildFailure: FormFieldError?

    init(_ errors: [FormModelError], _ buildFailure: FormFieldError?) {
        self.errors = errors
        self.errorsByKey = errors.isEmpty ? [:] : Dictionary(grouping: errors, by: \.key)
        self.buildFailure = buildFailure
    }
}
