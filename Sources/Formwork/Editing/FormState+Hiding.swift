extension FormState {
    /// Why the row at `index`, which is hidden, is hidden, as a phrase the
    /// row's title completes: the condition that is false now, the row's
    /// own or that of the section or group hiding it, as declared.
    ///
    /// ```
    /// Cover Letter is hidden while "applying" is false
    /// City is hidden with its section Address, while "has_address" is false
    /// Bio is hidden while its visibleWhen closure on Profile returns false
    /// ```
    func hidingPhrase(ofRow index: Int) -> FormPhrase {
        if !conditionState.rowVisible[index] {
            return conditionPhrase(of: .rowVisible(index), "input.hidden.while", [])
        }
        let section = schema.rowSections[index]
        let enclosing = schema.sections[section].ancestors + [section]
        guard let hiding = enclosing.first(where: { !conditionState.sectionVisible($0) }) else {
            return FormPhrase("input.hidden")
        }
        let declared = schema.sections[hiding]
        let name = sectionTitle(hiding).map { localization.title(for: declared.key ?? declared.id, default: $0) }
        return conditionPhrase(
            of: .sectionVisible(hiding), "input.hidden.withSection", [.init("section", name ?? declared.key ?? declared.id)])
    }

    /// The phrase `key` (or `key.closure`) saying the condition deciding
    /// `target` is false: a predicate as written, a closure by the model
    /// type it is given.
    private func conditionPhrase(
        of target: FormSchema.ConditionPlan.Target, _ key: String, _ arguments: [FormPhrase.Argument]
    ) -> FormPhrase {
        guard let plan = schema.conditions.first(where: { $0.target == target }) else { return FormPhrase("input.hidden") }
        switch plan.condition {
        case .predicate(let predicate):
            return FormPhrase(key, arguments: arguments + [.init("condition", String(reflecting: predicate.source))])
        case .model:
            return FormPhrase(key + ".closure", arguments: arguments + [.init("type", plan.typeName)])
        }
    }
}
