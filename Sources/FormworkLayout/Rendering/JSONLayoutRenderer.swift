import Formwork

/// The `.json` rendering, with keys in this order and one frame per line:
///
/// ```
/// {
///   "sizeClass": "compact",
///   "width": 375,
///   "contentSize": {"width": 375, "height": 104},
///   "metrics": {"margin": 8},
///   "lines": [
///     "V:|-margin-[user_name(>=44)]",
///     ...
///   ],
///   "frames": [
///     {"name": "user_name", "identifier": "user_name", "role": "text", "title": "User Name", "text": "Your name", "placeholder": true, "x": 8, "y": 8, "width": 359, "height": 44},
///     ...
///   ],
///   "ambiguities": []
/// }
/// ```
///
/// A layout in another language than English has `"language"` (its tag)
/// and `"direction"` (`"ltr"` or `"rtl"`) after `"width"`; a right-to-left
/// layout's frames are mirrored.
///
/// Strings escape `"`, `\` and control characters (`\n`, `\t`, `\u001f`…),
/// and also DEL, the C1 controls and the bidirectional formatting
/// characters and marks that `VisibleText` shows as symbols (`\u007f`,
/// `\u009b`, `\u202e`, `\u200f`): a JSON reader gets the exact text back,
/// while the file shown in an editor, a terminal or a diff is neither
/// acted on nor reordered. Everything else is written as UTF-8. Metrics are sorted by name. A
/// number that is not finite (only a layout built by hand can hold one)
/// is written `null`, so the output is always JSON.
enum JSONLayoutRenderer {
    static func render(_ layout: FormLayout) -> String {
        let n = number
        var out = "{\n"
        out += "  \"sizeClass\": \(string(layout.sizeClass.rawValue)),\n"
        out += "  \"width\": \(n(layout.width)),\n"
        let language = layout.wording.language
        if language != .english {
            out += "  \"language\": \(string(language.tag)), \"direction\": \(string(language.direction.rawValue)),\n"
        }
        out += "  \"contentSize\": {\"width\": \(n(layout.contentSize.width)), \"height\": \(n(layout.contentSize.height))},\n"
        let metrics = layout.metrics.map { "\(string($0.name)): \(n($0.value))" }.joined(separator: ", ")
        out += "  \"metrics\": {\(metrics)},\n"
        out += "  \"lines\": " + array(layout.lines.map(string)) + ",\n"
        out += "  \"frames\": " + array(layout.frames.map(frame)) + ",\n"
        out += "  \"ambiguities\": [\(layout.ambiguities.map(string).joined(separator: ", "))]\n"
        return out + "}\n"
    }

    static func frame(_ frame: FormLayout.Frame) -> String {
        let n = number
        return "{\"name\": \(string(frame.name)), \"identifier\": \(string(frame.identifier)), "
            + "\"role\": \(string(frame.roleName)), \"title\": \(string(frame.title)), "
            + "\"text\": \(string(frame.text)), \"placeholder\": \(frame.isPlaceholder), "
            + "\"x\": \(n(frame.x)), \"y\": \(n(frame.y)), \"width\": \(n(frame.width)), \"height\": \(n(frame.height))}"
    }

    static func number(_ value: Double) -> String {
        value.isFinite ? PointsText.format(value) : "null"
    }

    static func array(_ items: [String]) -> String {
        guard !items.isEmpty else { return "[]" }
        return "[\n" + items.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
    }

    static func string(_ text: String) -> String {
        JSONStringLiteral.quoted(text, alsoEscaping: VisibleText.replacedScalars)
    }
}
