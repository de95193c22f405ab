/// What the keys do on the screen at a moment: move between rows, type
/// into one, choose among a row's options, or edit a list's items.
enum ScreenMode: Sendable, Hashable {
    /// Keys move focus between rows; Enter edits the focused one.
    case browsing
    /// Text is typed into the row with this identity.
    case typing(row: String, TextBuffer)
    /// One of a row's options is chosen (`chosen` is `nil`), or several are
    /// ticked (`chosen` holds their positions); `highlighted` is the option
    /// the arrows stand on.
    case choosing(row: String, highlighted: Int, chosen: Set<Int>?)
    /// A list's items are edited; `selected` is an item's position, or the
    /// item count for the "Add item" line.
    case listing(row: String, selected: Int)
    /// A new item is typed for the list, to be inserted at the end.
    case addingItem(row: String, TextBuffer)
}
