import Formwork
import Foundation

extension FormScreen {
    /// Applies an editing key to `buffer`; `false` when the key is not one
    /// that edits text (Enter, Esc, Tab…), for the caller to handle.
    func edit(_ buffer: inout TextBuffer, with key: TerminalKey, multiline: Bool) -> Bool {
        switch key {
        case .text(let text): buffer.insert(Self.typed(text, multiline: multiline))
        case .left: buffer.moveLeft()
        case .right: buffer.moveRight()
        case .home, .control("a"): buffer.moveToLineStart()
        case .end, .control("e"): buffer.moveToLineEnd()
        case .backspace: buffer.deleteBackward()
        case .delete, .control("d"): buffer.deleteForward()
        case .control("u"): buffer.deleteToLineStart()
        case .control("k"): buffer.deleteToLineEnd()
        case .control("j") where multiline: buffer.insert("\n")
        case .up where multiline: buffer.moveLine(by: -1)
        case .down where multiline: buffer.moveLine(by: 1)
        default: return false
        }
        return true
    }

    /// Text typed or pasted as a field takes it. Line breaks (`\r\n`, `\r`,
    /// `\n` and the other newlines) start a new line of long text, and are
    /// dropped from a single-line field, as a browser's text field drops a
    /// pasted line break. Every other character is kept in the value as it
    /// came, a tab included, and shown with `VisibleText.displayable(_:keeping:)`.
    /// (The terminal's keys never hold other controls: ``KeyDecoder``
    /// drops them from what is typed and pasted.)
    static func typed(_ text: String, multiline: Bool) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return multiline ? text.map { $0.isNewline ? "\n" : String($0) }.joined() : text.filter { !$0.isNewline }
    }

    /// A key that ends typing into a row: Enter confirms (and Tab confirms
    /// and moves on), Esc cancels. A refused answer keeps the typed text in
    /// the field with the form's message beside it, as `setText` keeps it,
    /// until an answer is taken or Esc cancels the edit.
    mutating func finishTyping(_ id: String, _ buffer: TextBuffer, _ key: TerminalKey) {
        switch key {
        case .escape:
            mode = .browsing
            forgetRefusal(of: id)
        case .enter, .tab, .backTab:
            guard let row = row(id) else {
                mode = .browsing
                return
            }
            let taken = apply(row: id) { form in try RowAnswer.apply(buffer.text, to: row, in: &form).get() }
            guard taken else { return }
            mode = .browsing
            if key == .tab { moveFocus(by: 1) }
            if key == .backTab { moveFocus(by: -1) }
        default:
            break
        }
    }

    /// Forgets the answer the row with identity `id` refused, on the screen
    /// and in the form (``FormRow/inputError``), so the row shows the value
    /// the form keeps and its message goes: setting that value again is an
    /// edit the form takes. A value the form would refuse now (a model
    /// loaded out of its range) leaves the form as it is.
    mutating func forgetRefusal(of id: String) {
        refusals[id] = nil
        guard let row = row(id), row.inputError != nil else { return }
        apply { form in
            var restored = form
            let change = try restored.setValue(row.value, for: row.key)
            form = restored
            return change
        }
    }

    /// A key that ends typing a list's new item: Enter inserts it at the
    /// end through the form's list edit, Esc goes back to the items.
    mutating func finishAddingItem(_ id: String, _ buffer: TextBuffer, _ key: TerminalKey) {
        guard let row = row(id) else {
            mode = .browsing
            return
        }
        let count = row.value.arrayValue?.count ?? 0
        switch key {
        case .escape:
            mode = .listing(row: id, selected: count)
        case .enter:
            let text = buffer.text.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else {
                mode = .listing(row: id, selected: count)
                return
            }
            if apply(row: id, { form in try form.insertItem(.string(text), at: count, into: row.key) }) {
                mode = .listing(row: id, selected: count + 1)
            }
        default:
            break
        }
    }
}
