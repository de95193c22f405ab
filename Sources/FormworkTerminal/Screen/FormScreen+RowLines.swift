import Formwork

extension FormScreen {
    /// Appends a row: its line (title and value), what is open under it
    /// (options, a list's items, what to type), and its notes: the refused
    /// answer or errors in red, its help dimmed. `errors` are the errors
    /// shown now, the app's and, once submitted, validation's: the row's
    /// notes show those with its key.
    func appendRow(_ row: FormRow, layout: RowLayout, errors: [FormFieldError], to body: inout ScreenBody) {
        let start = body.lines.count
        let isFocused = focus == .row(id: row.id)
        let isDimmed = row.kind != .heading && !ScreenTarget.isFocusable(row, in: form)
        var line = ScreenLine(" ")
        line.append(isFocused ? "› " : "  ", .accent.union(.bold))
        let titleStyle: ScreenStyle = row.kind == .heading ? .bold : (isDimmed ? .dim : [])
        line.append(layout.title(row, style: titleStyle))
        let typing = typedBuffer(of: row)
        if let typing {
            appendTyped(typing, row: row, first: line, layout: layout, to: &body)
        } else {
            var value = valueLines(of: row, width: layout.valueWidth)
            if isDimmed { value = value.map { ScreenLine($0.text, .dim) } }
            if let first = value.first { line.append(first) }
            body.append(isFocused && mode == .browsing ? line.highlighted(.inverse, width: size.columns - 1) : line)
            for more in value.dropFirst() {
                var next = ScreenLine(String(repeating: " ", count: layout.valueColumn))
                next.append(more)
                body.append(next)
            }
        }
        appendOpenList(of: row, layout: layout, to: &body)
        appendNotes(of: row, isDimmed: isDimmed, typing: typing != nil, layout: layout, errors: errors, to: &body)
        if isFocused { body.focusedLines = start..<body.lines.count }
    }

    /// The buffer being typed into `row`, if any.
    private func typedBuffer(of row: FormRow) -> TextBuffer? {
        if case .typing(let id, let buffer) = mode, id == row.id { return buffer }
        return nil
    }

    /// The row's line while text is typed: the buffer, one screen line per
    /// line of text, scrolled sideways to keep the cursor in view, with
    /// the cursor placed on it.
    private func appendTyped(
        _ buffer: TextBuffer, row: FormRow, first: ScreenLine, layout: RowLayout, to body: inout ScreenBody
    ) {
        let (cursorLine, cursorColumn) = buffer.position
        let width = layout.valueWidth
        // Scrolled by whole screens of the field so the cursor always fits.
        let shift = cursorColumn >= width ? (cursorColumn - width + 1) : 0
        for (index, characters) in buffer.lines.enumerated() {
            let text = row.displayText(ofDraft: String(characters))
            let visible = TerminalColumns.prefix(
                of: Self.dropping(columns: index == cursorLine ? shift : 0, of: text), columns: width
            ).text
            var line = index == 0 ? first : ScreenLine(String(repeating: " ", count: layout.valueColumn))
            // Selected text, to be replaced by what is typed, is drawn in reverse video.
            line.append(visible, buffer.isSelected ? .underline.union(.inverse) : .underline)
            line.append(String(repeating: " ", count: max(width - TerminalColumns.width(of: visible), 0)), .underline)
            if index == cursorLine { body.cursor = (body.lines.count, layout.valueColumn + cursorColumn - shift) }
            body.append(line)
        }
    }

    /// `text` without its first `columns` columns.
    static func dropping(columns: Int, of text: String) -> String {
        guard columns > 0 else { return text }
        let (head, _) = TerminalColumns.prefix(of: text, columns: columns)
        return String(text.dropFirst(head.count))
    }

    /// The options or items open under a row being chosen from or edited.
    private func appendOpenList(of row: FormRow, layout: RowLayout, to body: inout ScreenBody) {
        let indent = String(repeating: " ", count: layout.valueColumn - 2)
        switch mode {
        case .choosing(let id, let highlighted, let chosen) where id == row.id:
            let current = choices(of: row)
            let options = options(of: row)
            let offset = current.count - options.count
            for (index, label) in current.enumerated() {
                let mark: String
                if let chosen {
                    mark = chosen.contains(index) ? "[x] " : "[ ] "
                } else {
                    let isCurrent = index < offset ? row.value == .null : row.value == options[index - offset].value
                    mark = isCurrent ? "● " : "○ "
                }
                body.append(listEntry(indent: indent, text: mark + label, isSelected: index == highlighted))
            }
        case .listing(let id, let selected) where id == row.id:
            appendItems(of: row, indent: indent, selected: selected, adding: nil, to: &body)
        case .addingItem(let id, let buffer) where id == row.id:
            appendItems(of: row, indent: indent, selected: nil, adding: buffer, to: &body)
        default:
            break
        }
    }

    private func appendItems(
        of row: FormRow, indent: String, selected: Int?, adding: TextBuffer?, to body: inout ScreenBody
    ) {
        let items = itemLabels(of: row)
        for (index, item) in items.enumerated() {
            body.append(listEntry(indent: indent, text: "\(index + 1). \(item)", isSelected: index == selected))
        }
        guard let adding else {
            let add = "+ " + localization.text(FormPhrase("terminal.list.add"), builtIn: .terminal)
            body.append(listEntry(indent: indent, text: add, isSelected: selected == items.count))
            return
        }
        var line = ScreenLine(indent + "  \(items.count + 1). ")
        body.cursor = (body.lines.count, line.columns + adding.position.column)
        line.append(adding.text, .underline)
        line.append("  ", .underline)
        body.append(line)
    }

    private func listEntry(indent: String, text: String, isSelected: Bool) -> ScreenLine {
        var line = ScreenLine(indent)
        line.append(isSelected ? "› " : "  ", .accent.union(.bold))
        line.append(text, isSelected ? .inverse : [])
        return line
    }

    /// Under a row: what to type while typing, the refused answer or the
    /// errors, then the help and why a disabled row is disabled.
    private func appendNotes(
        of row: FormRow, isDimmed: Bool, typing: Bool, layout: RowLayout, errors: [FormFieldError],
        to body: inout ScreenBody
    ) {
        let column = layout.valueColumn
        if typing, let hint = RowHint.expected(row, in: localization) {
            body.appendNote(hint, column: column, width: size.columns, style: .dim)
        }
        var messages: [String] = []
        if let refused = refusals[row.id]?.message ?? row.inputError?.message { messages.append(refused) }
        // The app's errors show from the start, as a refusal does; validation's once submitted.
        for error in errors where error.key == row.key && !messages.contains(error.message) {
            messages.append(error.message)
        }
        for message in messages { body.appendNote("! " + message, column: column, width: size.columns, style: .red) }
        if let help = row.help { body.appendNote(help, column: column, width: size.columns, style: .dim) }
        if isDimmed, form.isEditable, !row.isEnabled {
            let note = localization.text(
                row.disabledReason.map { FormPhrase("terminal.disabled.reason", ["reason": $0]) }
                    ?? FormPhrase("terminal.disabled"), builtIn: .terminal)
            body.appendNote(note, column: column, width: size.columns, style: .dim)
        }
    }
}
