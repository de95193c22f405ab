import Formwork

/// "Did you mean …?" for unknown view and metric names.
enum NameSuggestion {
    /// The candidate closest to `name` (see `FormEditDistance`); candidates
    /// are sorted first, so ties never depend on the order they come in.
    static func closest(to name: String, among candidates: [String]) -> String? {
        FormEditDistance.closest(to: name, among: candidates.sorted())
    }

    /// `Unknown view 'usr_name'. Did you mean 'user_name'?`, the one shape
    /// of every layout suggestion; `row` is the row key the suggestion
    /// stands for when it is an identifier: `Did you mean 'address_street'
    /// (row 'address.street')?`.
    static func unknown(_ kind: String, _ name: String, suggestion: String?, row: String? = nil) -> String {
        guard let suggestion else { return "Unknown \(kind) '\(name)'." }
        let standsFor = row.map { " (row '\($0)')" } ?? ""
        return "Unknown \(kind) '\(name)'. Did you mean '\(suggestion)'\(standsFor)?"
    }
}
