import Formwork

/// A form on a terminal screen, as a state machine: keys in, frames out.
public struct FormScreen<Model: FormModel>: Sendable {
    /// The form being filled, with every edit made so far.
    public private(set) var form: ModelForm<Model>
    /// The terminal's size; the screen scrolls to keep the focused row in view.
    public var size: TerminalSize
    /// Where filling stands.
    public private(set) var outcome: Outcome = .filling

    /// A screen showing `form` on a terminal of `size`.
    public init(_ form: ModelForm<Model>, size: TerminalSize = .standard) {
        self.form = form
        self.size = size
    }

    /// Handles one key and says where filling stands.
    @discardableResult
    public mutating func handle(_ key: TerminalKey) -> Outcome {
        if key == .control("c") { outcome = .cancelled }
        return outcome
    }

    /// What the screen shows now.
    public var frame: Frame {
        Frame(cursor: nil, styledLines: form.rows.map { ScreenLine($0.title) })
    }
}
