import Formwork

/// A row kind that says how the terminal edits its rows
/// (``FormTerminalEditor``).
///
/// ```swift
/// extension StarRating: FormTerminalRowEditor {
///     static func terminalEditor(for row: FormRow) -> FormTerminalEditor {
///         .choices((1...5).map { FormRow.Choice(value: .integer(Int64($0)), label: String(repeating: "★", count: $0)) })
///     }
/// }
/// ```
///
/// A kind that does not adopt it is edited with the line editor: the
/// person types text, which the kind reads (`FormRowKind.value(fromText:for:)`).
public protocol FormTerminalRowEditor: FormRowKind {
    /// The editor of `row`.
    static func terminalEditor(for row: FormRow) -> FormTerminalEditor
}

/// How the terminal edits a row of a kind of the app's own.
///
/// In the full-screen form, the line editor takes typed text; a list of
/// choices is moved through with ↑ and ↓ and chosen with Enter (an
/// optional row offers "None" first), as a single choice is. Line by line,
/// the prompt lists the choices' labels, and the answer is read as the
/// kind reads typed text.
public struct FormTerminalEditor: Sendable, Hashable {
    /// The choices offered; `nil` for the line editor.
    let offered: [FormRow.Choice]?

    /// Typed text, read by the row's kind: the editor of every kind that
    /// names none.
    public static var lineEditor: Self { Self(offered: nil) }

    /// One of `choices`, each a value of the row with the label shown for it.
    public static func choices(_ choices: [FormRow.Choice]) -> Self { Self(offered: choices) }
}

extension FormRow {
    /// The choices the row's kind offers in the terminal (``FormTerminalRowEditor``); `nil` for the line editor.
    var offeredChoices: [FormRow.Choice]? {
        guard let kind = kind.type as? any FormTerminalRowEditor.Type else { return nil }
        return kind.terminalEditor(for: self).offered
    }
}
