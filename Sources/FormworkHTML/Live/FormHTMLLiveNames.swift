import Formwork

/// The control name of a row, by the rule the renderer names controls with
/// (Formwork's bracket convention): `address[city]`, and `tags[]` for a row
/// that holds several values.
enum FormHTMLLiveNames {
    /// The name, or nil for a row that submits nothing.
    static func name(of reading: FormLiveReading) -> String? {
        guard let first = reading.parameterPath.first else { return nil }
        let nested = reading.parameterPath.dropFirst().map { "[\($0)]" }.joined()
        return first + nested + (reading.holdsSeveralValues ? "[]" : "")
    }
}
