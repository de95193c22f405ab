import Formwork
import Foundation

extension FormScreen {
    /// Applies an editing key to `buffer`; `false` when the key is not one
    /// that edits text (Enter, Esc, Tab…), for the caller to handle.
    func edit(_ buffer: inout TextBuffer, with key: TerminalKey, multiline: Bool) -> Bool {
        switch key {
        case .text(let text): buffer.insert(text)
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

    /// A key that ends typing into a row: Enter confirms (and Tab confirms
    /// and moves on), Esc cancels. A refused answer keeps the typed text in
    /// the field with the form's message beside it, as `setText` keeps it.
    mutating func finishTyping(_ id: String, _ buffer: TextBuffer, _ key: TerminalKey) {
        switch key {
        case .escape:
            mode = .browsing
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
