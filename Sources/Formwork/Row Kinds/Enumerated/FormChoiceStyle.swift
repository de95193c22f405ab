/// How a row offers its options, declared on the row
/// (`@FormEnumerated(style: .menu)`): every surface that can draw the
/// style draws it, and ``automatic`` leaves the choice to each.
///
/// ```swift
/// @FormEnumerated(style: .segmented) var size: Size = .medium     // side by side
/// @FormEnumerated(style: .menu) var country: Country? = nil      // a menu, whatever the count
/// ```
///
/// | style | the page (FormworkHTML) | the native views |
/// |---|---|---|
/// | ``automatic`` | the form's `choiceStyle` (buttons for up to four options, else a menu) | segmented, inline or a menu by the options |
/// | ``buttons`` | radio buttons (checkboxes for several choices) | options on lines of their own |
/// | ``segmented`` | radio buttons | a segmented control |
/// | ``menu`` | a `<select>` | a menu |
///
/// A row of several choices keeps the native checklist whatever its
/// style. A style is a name, so a front end of the app's own can add one
/// and older front ends draw it as ``automatic``.
public struct FormChoiceStyle: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// Each surface chooses, by the options and whether none may be chosen.
    public static let automatic = FormChoiceStyle(rawValue: "automatic")
    /// Every option shown at once.
    public static let buttons = FormChoiceStyle(rawValue: "buttons")
    /// A few short options side by side.
    public static let segmented = FormChoiceStyle(rawValue: "segmented")
    /// A menu that opens on the current choice.
    public static let menu = FormChoiceStyle(rawValue: "menu")
}
