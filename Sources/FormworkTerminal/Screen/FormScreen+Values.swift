import Formwork
import Foundation

extension FormScreen {
    /// How a row's value reads on the screen, the way its control shows it:
    /// text (a password masked, an empty field's placeholder marked), a
    /// switch, a chosen option, ticked options, a list's items, a file's
    /// name, size and type. Long text shows up to three of its lines.
    func valueLines(of row: FormRow, width: Int) -> [ScreenLine] {
        switch row.kind {
        case .heading:
            return [ScreenLine(row.displayText, .bold)]
        case .boolean:
            // An unset switch reads as off, as its box shows it.
            let shown = row.value == .null ? text("value.off") : row.displayText
            return [ScreenLine((row.value == .bool(true) ? "[x] " : "[ ] ") + shown)]
        case .enumerated where !row.allowsMultipleSelection:
            guard row.value != .null else { return [ScreenLine(text("terminal.choice.none") + " ▾", .dim)] }
            return [ScreenLine(row.displayText + " ▾")]
        case .enumerated, .list:
            let items = itemLabels(of: row)
            guard !items.isEmpty else { return [ScreenLine(text("terminal.choice.none"), .dim)] }
            return [ScreenLine(fitted(items.joined(separator: text("list.separator")), width))]
        case .image, .attachment:
            return [fileLine(of: row, width: width)]
        case .longText:
            return longTextLines(of: row, width: width)
        case .text where row.isMasked:
            guard !row.displayText.isEmpty else { return [placeholder(of: row, width: width)] }
            return [ScreenLine(String(row.displayText.prefix(width)))]
        default:
            // A line of text, a number, a date, and a kind of the app's own: its display text.
            if let refused = refusals[row.id]?.input ?? row.inputError?.input { return [ScreenLine(fitted(refused, width))] }
            return row.displayText.isEmpty ? [placeholder(of: row, width: width)] : [ScreenLine(fitted(row.displayText, width))]
        }
    }

    /// The labels of a list's items, or of the options ticked.
    func itemLabels(of row: FormRow) -> [String] {
        (row.value.arrayValue ?? []).map(row.label(for:))
    }

    /// An empty field's placeholder, or a date's format: dimmed, and set
    /// in `‹ ›` so that it never reads as a value, on a terminal that draws
    /// no dim text, without colours, or read aloud.
    private func placeholder(of row: FormRow, width: Int) -> ScreenLine {
        let text =
            row.placeholder.flatMap { $0.isEmpty ? nil : $0 }
            ?? (row.kind == .date ? RowHint.expected(row, in: localization) : nil)
        guard let text else { return ScreenLine() }
        return ScreenLine("‹" + fitted(text, max(width - 2, 1)) + "›", .dim)
    }

    private func fileLine(of row: FormRow, width: Int) -> ScreenLine {
        if let refused = refusals[row.id]?.input { return ScreenLine(fitted(refused, width)) }
        switch row.value {
        case .file(let file): return ScreenLine(fitted(TypedFile.summary(of: file, in: localization), width))
        case .string(let text) where !text.isEmpty: return ScreenLine(fitted(text, width))
        default: return ScreenLine(text(row.kind == .image ? "terminal.file.noImage" : "terminal.file.none"), .dim)
        }
    }

    private func longTextLines(of row: FormRow, width: Int) -> [ScreenLine] {
        let text = row.displayText
        guard !text.isEmpty else { return [placeholder(of: row, width: width)] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            ScreenBody.wrapped(String($0), width: width)
        }
        guard lines.count > 3 else { return lines.map { ScreenLine($0) } }
        // The third line ends with "…" for the lines not shown, cut to make room for it.
        let third = TerminalColumns.prefix(of: lines[2], columns: width - 1).text + "…"
        return lines.prefix(2).map { ScreenLine($0) } + [ScreenLine(third)]
    }

    /// The built-in text `key` in the form's language.
    func text(_ key: String) -> String { localization.text(FormPhrase(key), builtIn: .terminal) }

    /// `text` on one line of `width` columns, cut with "…" when longer.
    func fitted(_ text: String, _ width: Int) -> String {
        TerminalColumns.fitted(text.replacingOccurrences(of: "\n", with: " "), columns: width)
    }
}
