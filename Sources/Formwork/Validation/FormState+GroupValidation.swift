extension FormState {
    /// The errors of repeating groups holding fewer items than their
    /// `minItems` or more than their `maxItems`, keyed by the group, by the
    /// position of the row they are reported before: a group's errors come
    /// where its section is, ahead of its items' rows.
    ///
    /// A group is checked when its section is shown and enabled, as a row
    /// is, unless `options` ask for hidden or disabled ones.
    func itemCountErrors(_ options: FormValidationOptions) -> [Int: [FormFieldError]] {
        guard !schema.groups.isEmpty else { return [:] }
        var errors: [Int: [FormFieldError]] = [:]
        for expansion in schema.groups {
            let header = expansion.header
            guard options.contains(.includeHidden) || isSectionShown(header) else { continue }
            guard options.contains(.includeDisabled) || store.isEditable && isSectionEnabled(header) else { continue }
            let count = expansion.itemRows.count, options = expansion.member.options
            let title = localization.title(for: expansion.key, default: expansion.member.title)
            let error: FormFieldError
            if let minimum = options.minItems, count < minimum {
                error = localization.fieldError(
                    key: expansion.key, title: title, kind: .rule(.minItems), phrase: FormPhrase("group.tooFew", count: minimum))
            } else if count > options.itemLimit {
                error = localization.fieldError(
                    key: expansion.key, title: title, kind: .rule(.maxItems),
                    phrase: FormPhrase("group.tooMany", count: options.itemLimit))
            } else {
                continue
            }
            errors[schema.sections[header].rows.lowerBound, default: []].append(error)
        }
        return errors
    }

    /// The model's own `validate()`, and each repeating group item's,
    /// whose keys are given the item's prefix (`jobs[2].end_date`).
    func modelErrors() throws -> [FormModelError] {
        guard schema.groups.contains(where: { $0.member.itemSchema.validatesItself && !$0.itemRows.isEmpty }) else {
            return try model.validate()
        }
        let assembled = AssembledModels()
        var errors = try assembly(keeping: assembled).decode(Model.self, from: source).validate()
        for expansion in schema.groups where expansion.member.itemSchema.validatesItself {
            for index in expansion.itemRows.indices {
                guard let item = assembled.models[[expansion.member.codingKey, String(index)]] as? any FormModel else {
                    continue
                }
                let prefix = "\(expansion.key)[\(index)]."
                errors += item.validate().map { FormModelError(prefix + $0.key, $0.message) }
            }
        }
        return errors
    }
}
