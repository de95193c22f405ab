/// Text being typed into a row, edited by grapheme cluster: the cursor
/// moves over a whole character (an emoji with its modifiers, a letter with
/// its accents, a flag), and backspace deletes one, as a person expects.
///
/// A buffer that starts from a value shown in the field holds it selected,
/// as a text field focused with its text selected does: the first text
/// typed replaces it, Backspace, Delete, Ctrl-U and Ctrl-K clear it, and a
/// key that moves the cursor keeps it for editing (← and Home at its start,
/// → and End at its end, ↑ and ↓ from its end).
struct TextBuffer: Sendable, Hashable {
    /// The characters typed, in order.
    private(set) var characters: [Character]
    /// The cursor: the index of the character it stands before, from 0 to
    /// `characters.count`.
    private(set) var cursor: Int
    /// Whether the whole text is selected, to be replaced by what is typed next.
    private(set) var isSelected: Bool

    /// A buffer holding `text`, the cursor at its end, and the text
    /// selected when `selected` is true and there is any.
    init(_ text: String = "", selected: Bool = false) {
        characters = Array(text)
        cursor = characters.count
        isSelected = selected && !characters.isEmpty
    }

    var text: String { String(characters) }

    /// Inserts `text` at the cursor and moves the cursor past it. A
    /// character typed after another may join it into one grapheme (an
    /// emoji modifier, a combining accent), so the buffer is read again and
    /// the cursor placed after what now precedes it.
    mutating func insert(_ text: String) {
        clearSelection()
        let before = String(characters[..<cursor]) + text
        let after = String(characters[cursor...])
        characters = Array(before + after)
        cursor = min(Array(before).count, characters.count)
    }

    mutating func deleteBackward() {
        if clearSelection() { return }
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    mutating func deleteForward() {
        if clearSelection() { return }
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Deletes from the start of the cursor's line to the cursor (Ctrl-U).
    mutating func deleteToLineStart() {
        if clearSelection() { return }
        let start = lineStart
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Deletes from the cursor to the end of its line (Ctrl-K).
    mutating func deleteToLineEnd() {
        if clearSelection() { return }
        characters.removeSubrange(cursor..<lineEnd)
    }

    mutating func moveLeft() {
        if keepSelection(cursorAt: 0) { return }
        cursor = max(0, cursor - 1)
    }

    mutating func moveRight() {
        if keepSelection(cursorAt: characters.count) { return }
        cursor = min(characters.count, cursor + 1)
    }

    mutating func moveToLineStart() {
        keepSelection(cursorAt: 0)
        cursor = lineStart
    }

    mutating func moveToLineEnd() {
        keepSelection(cursorAt: characters.count)
        cursor = lineEnd
    }

    /// Removes the selected text; `false` when nothing was selected.
    @discardableResult
    private mutating func clearSelection() -> Bool {
        guard isSelected else { return false }
        (characters, cursor, isSelected) = ([], 0, false)
        return true
    }

    /// Keeps the selected text for editing, the cursor at `position`;
    /// `false` when nothing was selected.
    @discardableResult
    private mutating func keepSelection(cursorAt position: Int) -> Bool {
        guard isSelected else { return false }
        (cursor, isSelected) = (position, false)
        return true
    }

    /// Moves the cursor to the line above or below (`by` -1 or 1), to the
    /// same column or the end of a shorter line; `false` when there is no
    /// such line.
    @discardableResult
    mutating func moveLine(by offset: Int) -> Bool {
        keepSelection(cursorAt: characters.count)
        let lines = self.lines
        let (line, column) = position
        let target = line + offset
        guard lines.indices.contains(target) else { return false }
        let targetColumns = lines[target].map(TerminalColumns.width(of:))
        var index = 0, used = 0
        while index < targetColumns.count, used + targetColumns[index] <= column {
            used += targetColumns[index]
            index += 1
        }
        cursor = lines[..<target].reduce(0) { $0 + $1.count + 1 } + index
        return true
    }

    /// The lines of the text, split at line breaks.
    var lines: [[Character]] {
        characters.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    }

    /// The cursor's line (from 0) and its column in terminal cells.
    var position: (line: Int, column: Int) {
        let before = characters[..<cursor]
        let line = before.filter { $0 == "\n" }.count
        let column = before[lineStart...].reduce(0) { $0 + TerminalColumns.width(of: $1) }
        return (line, column)
    }

    private var lineStart: Int {
        characters[..<cursor].lastIndex(of: "\n").map { $0 + 1 } ?? 0
    }

    private var lineEnd: Int {
        characters[cursor...].firstIndex(of: "\n") ?? characters.count
    }
}
