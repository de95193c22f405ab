extension ModelForm {
    /// Why the row at `index`, which is hidden, is hidden, as the end of
    /// the sentence after its title: the condition that is false now, the
    /// row's own or that of the section or group hiding it, as declared.
    ///
    /// ```
    /// Cover Letter is hidden while "applying" is false
    /// City is hidden with its section Address, while "has_address" is false
    /// Bio is hidden while its visibleWhen closure on Profile returns false
    /// ```
    func hidingReason(ofRow index: Int) -> String {
        if !conditionState.rowVisible[index] {
            return "is hidden while " + conditionText(of: .rowVisible(index))
        }
        let section = schema.rowSections[index]
        let enclosing = schema.sections[section].ancestors + [section]
        guard let hiding = enclosing.first(where: { !conditionState.sectionVisible($0) }) else { return "is hidden" }
        let name = schema.sections[hiding].title ?? schema.sections[hiding].key ?? schema.sections[hiding].id
        return "is hidden with its section \(name), while " + conditionText(of: .sectionVisible(hiding))
    }

    /// The condition deciding `target`, and that it is false: a predicate
    /// as written, a closure by the model type it is given.
    private func conditionText(of target: FormSchema.ConditionPlan.Target) -> String {
        guard let plan = schema.conditions.first(where: { $0.target == target }) else { return "its condition is false" }
        switch plan.condition {
        case .predicate(let predicate): return String(reflecting: predicate.source) + " is false"
        case .model: return "its visibleWhen closure on \(plan.typeName) returns false"
        }
    }
}
