import Foundation

/// A row's or section's own `visibleWhen:` or `enabledWhen:`, as a renderer
/// outside the form needs it: how it is written and whether it holds now.
///
/// A page can re-evaluate a predicate as the person types; a closure can
/// only run in Swift, so a page shows its current result.
package struct FormDeclaredCondition: Sendable, Hashable {
    /// `true` for a predicate string, `false` for a typed closure.
    package var isPredicate: Bool
    /// The condition's result for the form's current values.
    package var holds: Bool
}

/// Every declared condition of a form, looked up by row key or section id;
/// built in one pass over the form's conditions.
package struct FormDeclaredConditions: Sendable {
    /// `visibleWhen:` of rows by key.
    package var rowVisible: [String: FormDeclaredCondition] = [:]
    /// `enabledWhen:` of rows by key.
    package var rowEnabled: [String: FormDeclaredCondition] = [:]
    /// `visibleWhen:` of sections by ``FormSection/id``.
    package var sectionVisible: [String: FormDeclaredCondition] = [:]
    /// `enabledWhen:` of sections by ``FormSection/id``.
    package var sectionEnabled: [String: FormDeclaredCondition] = [:]
}

extension ModelForm {
    /// The form's declared conditions with their current results.
    package var declaredConditions: FormDeclaredConditions {
        var declared = FormDeclaredConditions()
        for plan in schema.conditions {
            let isPredicate: Bool
            switch plan.condition {
            case .predicate: isPredicate = true
            case .model: isPredicate = false
            }
            let condition = FormDeclaredCondition(isPredicate: isPredicate, holds: conditionState.state(of: plan.target))
            switch plan.target {
            case .rowVisible(let index): declared.rowVisible[schema.rows[index].key] = condition
            case .rowEnabled(let index): declared.rowEnabled[schema.rows[index].key] = condition
            case .sectionVisible(let index): declared.sectionVisible[schema.sections[index].id] = condition
            case .sectionEnabled(let index): declared.sectionEnabled[schema.sections[index].id] = condition
            }
        }
        return declared
    }

    /// For each section of ``allSections``, by position, the position of the
    /// group section it is directly nested in; `nil` for a top-level section.
    package var enclosingSectionPositions: [Int?] {
        schema.sections.map { $0.ancestors.last }
    }

    /// The rules declared on the row with `key` (not those its limits imply).
    package func declaredRules(ofRow key: String) -> [FormRule] {
        schema.rowIndex[key].map { schema.rows[$0].descriptor.rules } ?? []
    }
}

extension ModelForm {
    /// `true` when the row with `key` holds whole numbers (`Int`, `Int64`,
    /// …), so a page can offer a whole-number field even when it is empty.
    package func holdsWholeNumbers(row key: String) -> Bool {
        schema.rowIndex[key].map { schema.rows[$0].descriptor.holdsIntegers } ?? false
    }
}
