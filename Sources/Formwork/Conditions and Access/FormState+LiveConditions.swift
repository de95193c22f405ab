extension FormState {
    /// The form's conditions, current states and readings, for a page script
    /// that re-evaluates the predicate conditions as a person types (see
    /// ``FormLiveConditions``).
    ///
    /// ```swift
    /// FormState(SignUp()).liveConditions.hasPredicates   // true: bio is visible when age > 12
    /// ```
    package var liveConditions: FormLiveConditions {
        var rowDecisions = schema.rows.indices.map {
            (
                visible: FormLiveConditions.Decision.fixed(conditionState.rowVisible[$0]),
                enabled: FormLiveConditions.Decision.fixed(conditionState.rowEnabled($0))
            )
        }
        var sectionDecisions = schema.sections.indices.map {
            (
                visible: FormLiveConditions.Decision.fixed(conditionState.sectionVisible($0)),
                enabled: FormLiveConditions.Decision.fixed(conditionState.sectionEnabled($0))
            )
        }
        for plan in schema.conditions {
            guard case .predicate(let predicate) = plan.condition else { continue }
            let decision = FormLiveConditions.Decision.predicate(predicate, keyPrefix: plan.keyPrefix)
            switch plan.target {
            case .rowVisible(let index): rowDecisions[index].visible = decision
            case .rowEnabled(let index): rowDecisions[index].enabled = decision
            case .sectionVisible(let index): sectionDecisions[index].visible = decision
            case .sectionEnabled(let index): sectionDecisions[index].enabled = decision
            }
        }
        let sections = schema.sections.indices.map { index in
            let section = schema.sections[index]
            return FormLiveConditions.Section(
                id: section.id, ancestors: section.ancestors, rows: section.rows,
                visible: sectionDecisions[index].visible, enabled: sectionDecisions[index].enabled,
                isVisible: conditionState.sectionVisible(index))
        }
        let rows = schema.rows.indices.map { index in
            let row = schema.rows[index]
            return FormLiveConditions.Row(
                key: row.key, section: row.section,
                visible: rowDecisions[index].visible, enabled: rowDecisions[index].enabled,
                isVisible: conditionState.rowVisible[index],
                isEditableApartFromConditions: isEditable && !row.input.traits.isReadOnly
                    && accessDecision(for: index) == .editable,
                value: values[index],
                reading: FormLiveReading(
                    row.input, parameterPath: row.parameterPath, zone: .form(store)))
        }
        return FormLiveConditions(sections: sections, rows: rows)
    }
}
