import Formwork

/// One thing line mode does next, in form order.
enum LineStep: Sendable, Hashable {
    /// Print a section's title, footer and help as it starts.
    case header(FormSection)
    /// Print a title row's text; titles are never asked.
    case title(FormRow)
    /// Print a row that may not be edited, with its value and why.
    case disabled(FormRow)
    /// Ask for a row's value.
    case question(FormRow)
    /// Ask, before an item's problems are asked again, whether to keep the
    /// item a section of a repeating group shows.
    case keepItem(FormSection)
    /// Ask whether to add an item to the repeating group `group`, which holds `count`.
    case addItem(group: String, count: Int)
}
