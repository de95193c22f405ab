/// A key a person pressed, as the form's screen reads it.
///
/// ```swift
/// var screen = try FormScreen(FormState(Profile()))
/// screen.handle(.down)           // focus the next row
/// screen.handle(.enter)          // edit it
/// screen.handle(.text("Ada"))    // type
/// screen.handle(.enter)          // confirm: the row's value is set
/// ```
///
/// Terminals send most keys as bytes and escape sequences; the full-screen
/// filler decodes them into these values, so a test drives the screen with
/// the same keys a person presses.
public enum TerminalKey: Sendable, Hashable {
    /// Printable text: one character or several (typed fast or pasted).
    case text(String)
    /// Return or Enter.
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// The arrow keys.
    case up, down, left, right
    /// Shift and an arrow key, which moves a list's item.
    case shiftUp, shiftDown
    /// Home and End.
    case home, end
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// Backspace (delete before the cursor) and Delete (delete after it).
    case backspace, delete
    /// Escape on its own.
    case escape
    /// A letter pressed with Control: `.control("c")` is Ctrl-C.
    case control(Character)
}
