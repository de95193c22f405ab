import Formwork

/// What a frame's `<g>` says about it, so that a test finds "the switch
/// of `newsletter` is on" without reading shapes. Attributes, in this
/// order, each only when it applies:
///
/// `id` (the Visual Format identifier), `data-key` (the row key or the
/// header's name), `data-kind` (`header` or the row kind), `data-control`,
/// `data-frame` (`x y width height`), `data-value` (what the control shows;
/// a password's dots, never its text; list entries and chips joined by
/// line breaks, written `&#10;`), `data-placeholder="true"`,
/// `data-on` (switches), `data-required`, `data-disabled`,
/// `data-read-only`, `data-hidden` (each `"true"`), and `data-errors` (the
/// number of error lines drawn, when there are some).
struct SVGRowAttributes {
    let frame: FormLayout.Frame
    let errorsDrawn: Int

    var attributes: [SVGWriter.Attribute] {
        let n = SVGWriter.number
        var result: [SVGWriter.Attribute] = [
            ("id", frame.identifier), ("data-key", frame.name), ("data-kind", frame.roleName), ("data-control", control),
            ("data-frame", "\(n(frame.x)) \(n(frame.y)) \(n(frame.width)) \(n(frame.height))"),
        ]
        if let value, !value.isEmpty { result.append(("data-value", value)) }
        if isPlaceholderShown { result.append(("data-placeholder", "true")) }
        if case .toggle(let isOn) = frame.details.control { result.append(("data-on", isOn ? "true" : "false")) }
        let state = frame.details.state
        if state.contains(.required) { result.append(("data-required", "true")) }
        if state.contains(.disabled) { result.append(("data-disabled", "true")) }
        if state.contains(.readOnly) { result.append(("data-read-only", "true")) }
        if state.contains(.hidden) { result.append(("data-hidden", "true")) }
        if errorsDrawn > 0 { result.append(("data-errors", String(errorsDrawn))) }
        return result
    }

    /// The `data-control` name.
    var control: String {
        if frame.role == .header { return "section-header" }
        switch frame.details.control {
        case .field(let kind): return kind == .password ? "password" : "field"
        case .textArea: return "text-area"
        case .number(let hasStepper): return hasStepper ? "stepper" : "number"
        case .toggle: return "switch"
        case .picker: return "picker"
        case .chips: return "chips"
        case .list: return "list"
        case .imageWell: return "image-well"
        case .attachment: return "attachment"
        case .date(let kind): return kind == .date ? "date" : kind == .time ? "time" : "date-time"
        case .heading: return "heading"
        }
    }

    /// Whether the value shown is the row's placeholder.
    var isPlaceholderShown: Bool {
        switch frame.details.control {
        case .chips(let labels): return labels.isEmpty && frame.isPlaceholder && !frame.text.isEmpty
        case .list, .toggle, .imageWell, .attachment, .heading: return false
        default: return frame.role != .header && frame.isPlaceholder && !frame.text.isEmpty
        }
    }

    /// What the control shows as its value.
    var value: String? {
        guard frame.role != .header else { return nil }
        switch frame.details.control {
        case .field(.password) where !frame.isPlaceholder:
            return Self.masked(frame.text)
        case .chips(let labels) where !labels.isEmpty: return labels.joined(separator: "\n")
        case .list(let entries, _) where !entries.isEmpty: return entries.joined(separator: "\n")
        case .list, .chips, .toggle, .heading: return nil
        case .imageWell(let fileName), .attachment(let fileName): return fileName
        default: return frame.text
        }
    }
}

extension SVGRowAttributes {
    /// A password's text as a picture shows it: masked as the row's
    /// ``FormRow/displayText`` is, at most 12 dots, so the picture does not
    /// tell its length beyond that.
    static func masked(_ text: String) -> String {
        String(repeating: FormRow.maskCharacter, count: min(text.count, 12))
    }
}
