import Formwork
import Foundation

/// One submittable element of a page's form (§4.10.2: `button`, `input`,
/// `select`, `textarea`) and the state a browser keeps for it: its value,
/// checkedness, selected options and files.
struct FormPageControl: Sendable, Hashable {
    enum Element: Sendable, Hashable {
        /// An `<input>` of the type given (lowercased; `text` for a missing or unknown one).
        case input(String)
        case textarea
        case select(multiple: Bool, displaySize: Int)
        /// A `<button>` of the type given (`submit`, `reset` or `button`).
        case button(String)
    }

    struct Option: Sendable, Hashable {
        var value: String
        var label: String
        var isDisabled: Bool
        var isSelected: Bool
    }

    var element: Element
    /// The `name` attribute; `nil` when it has none.
    var name: String?
    /// Disabled by its own `disabled` or by a disabled `<fieldset>` around it.
    var isDisabled: Bool
    var isReadOnly: Bool
    var isInDatalist: Bool
    /// An input's value after the value sanitization algorithm, a
    /// textarea's text, a checkbox's or radio button's `value` (`on` when none).
    var value: String
    var isChecked: Bool = false
    var options: [Option] = []
    var files: [FormFile] = []
    /// Whether an `<input type="email">` has `multiple`.
    var allowsSeveral = false

    /// The input types whose value a person types.
    static let typedInputs: Set<String> = [
        "text", "search", "tel", "url", "email", "password", "number", "range", "color", "date", "month", "week",
        "time", "datetime-local",
    ]

    static let inputTypes: Set<String> = typedInputs.union([
        "hidden", "checkbox", "radio", "file", "submit", "image", "reset", "button",
    ])

    var inputType: String? {
        if case .input(let type) = element { return type }
        return nil
    }

    var isTyped: Bool {
        if case .textarea = element { return true }
        return inputType.map(Self.typedInputs.contains) ?? false
    }

    var isButton: Bool {
        switch element {
        case .button: return true
        case .input(let type): return ["submit", "image", "reset", "button"].contains(type)
        default: return false
        }
    }

    /// A button that submits the form when pressed.
    var isSubmitButton: Bool {
        switch element {
        case .button(let type): return type == "submit"
        case .input(let type): return type == "submit" || type == "image"
        default: return false
        }
    }

    /// What the control is, for messages: `<input type="email">`, `<select multiple>`.
    var summary: String {
        switch element {
        case .input(let type): return "<input type=\"\(type)\">"
        case .textarea: return "<textarea>"
        case .select(let multiple, _): return multiple ? "<select multiple>" : "<select>"
        case .button(let type): return "<button type=\"\(type)\">"
        }
    }
}
