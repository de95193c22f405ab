import Formwork
import Foundation

/// A picture inlined in the diff page, its changed rows outlined on top.
///
/// The outlines are a last group of the root, so they are drawn over the
/// rows: changed rows red and dashed in both pictures, added rows green in
/// the actual one, removed rows grey and dashed in the reference. Each
/// outline carries `data-diff` (its kind) and `data-diff-key` (the row).
enum PictureOverlay {
    enum Side {
        case reference, actual
    }

    /// The SVG from its `<svg` tag to its `</svg>`, shown through
    /// ``shown(_:)``, with the outlines of `changes` shown on `side`; text
    /// with no SVG element is shown as text.
    static func inline(_ svg: String, side: Side, changes: [PictureRowChange]) -> String {
        guard let start = svg.range(of: "<svg"), let end = svg.range(of: "</svg>", options: .backwards),
            start.lowerBound < end.lowerBound
        else {
            return "<pre>\(SVGMarkup.escape(svg))</pre>"
        }
        let outlines = changes.compactMap { outline($0, side: side) }
        var picture = shown(svg[start.lowerBound..<end.lowerBound])
        if !outlines.isEmpty {
            if !picture.hasSuffix("\n") { picture += "\n" }
            picture +=
                (["  <g data-diff-overlay=\"true\" pointer-events=\"none\">"] + outlines + ["  </g>"])
                .joined(separator: "\n") + "\n"
        }
        return picture + "</svg>"
    }

    /// The picture's markup with every control character but the line
    /// breaks and tabs of its layout, and every bidirectional formatting
    /// character, written as its `VisibleText` symbol, escaped (`␛`,
    /// `&lt;U+202E&gt;`): a picture made elsewhere, or by an older renderer,
    /// may hold them in its texts.
    static func shown(_ markup: Substring) -> String {
        var result = ""
        for scalar in markup.unicodeScalars {
            if scalar != "\n", scalar != "\r", scalar != "\t", let symbol = VisibleText.symbol(for: scalar) {
                result += SVGMarkup.escape(symbol)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The rectangle outlining a change on a side, or `nil` when that side does not show it.
    static func outline(_ change: PictureRowChange, side: Side) -> String? {
        let frame: [Double]?, stroke: String, dashes: String
        switch (change.kind, side) {
        case (.changed, .reference): (frame, stroke, dashes) = (change.referenceFrame, "#d70015", "6 3")
        case (.changed, .actual): (frame, stroke, dashes) = (change.actualFrame, "#d70015", "6 3")
        case (.added, .actual): (frame, stroke, dashes) = (change.actualFrame, "#248a3d", "")
        case (.removed, .reference): (frame, stroke, dashes) = (change.referenceFrame, "#8e8e93", "2 2")
        default: return nil
        }
        guard let frame else { return nil }
        let kind = change.kind.rawValue
        let key = SVGMarkup.escape(change.key)
        let dashAttribute = dashes.isEmpty ? "" : " stroke-dasharray=\"\(dashes)\""
        return "    <rect data-diff=\"\(kind)\" data-diff-key=\"\(key)\" x=\"\(number(frame[0]))\" y=\"\(number(frame[1]))\" "
            + "width=\"\(number(frame[2]))\" height=\"\(number(frame[3]))\" fill=\"\(stroke)\" fill-opacity=\"0.08\" "
            + "stroke=\"\(stroke)\" stroke-width=\"2\"\(dashAttribute)><title>\(key): \(kind)</title></rect>"
    }

    /// A frame number as SVG reads it: `8`, `12.5`, the same on every platform.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
