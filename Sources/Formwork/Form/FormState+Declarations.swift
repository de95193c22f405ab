import Foundation

extension FormState {
    /// The rules declared on the row with `key` (not those its limits imply).
    package func declaredRules(ofRow key: String) -> [FormRule] {
        schema.rowIndex[key].map { schema.rows[$0].descriptor.rules } ?? []
    }
}

extension FormState {
    /// `true` when the row with `key` holds whole numbers (`Int`, `Int64`,
    /// …), so a page can offer a whole-number field even when it is empty.
    package func holdsWholeNumbers(row key: String) -> Bool {
        schema.rowIndex[key].map { schema.rows[$0].descriptor.holdsIntegers } ?? false
    }
}
