import Formwork

extension FormScreen {
    /// The entries of a row's list of options: "None" first for an optional
    /// single choice, then each option's label.
    func choices(of row: FormRow) -> [String] {
        let labels = options(of: row).map(\.label)
        let isSingleChoice = row.kind == .enumerated || row.offeredChoices != nil
        return row.isOptional && !row.allowsMultipleSelection && isSingleChoice
            ? [text("terminal.choice.none")] + labels : labels
    }

    /// The options a row is chosen from: its own, or those its kind's
    /// editor offers (``FormTerminalRowEditor``).
    func options(of row: FormRow) -> [FormRow.Choice] {
        row.offeredChoices ?? row.choices
    }

    /// Keys in a row's list of options: ↑ and ↓ move, Space ticks one of
    /// several, Enter confirms, Esc leaves the value as it was.
    mutating func choose(_ key: TerminalKey, row id: String, highlighted: Int, chosen: Set<Int>?) {
        guard let row = row(id) else {
            mode = .browsing
            return
        }
        let count = choices(of: row).count
        switch key {
        case .up: mode = .choosing(row: id, highlighted: max(highlighted - 1, 0), chosen: chosen)
        case .down: mode = .choosing(row: id, highlighted: min(highlighted + 1, count - 1), chosen: chosen)
        case .home: mode = .choosing(row: id, highlighted: 0, chosen: chosen)
        case .end: mode = .choosing(row: id, highlighted: count - 1, chosen: chosen)
        case .text(" ") where chosen != nil:
            var ticked = chosen ?? []
            if ticked.remove(highlighted) == nil { ticked.insert(highlighted) }
            mode = .choosing(row: id, highlighted: highlighted, chosen: ticked)
        case .escape:
            mode = .browsing
            forgetRefusal(of: id)
        case .enter:
            let value: FormValue
            if let chosen {
                value = .array(chosen.sorted().map { row.choices[$0].value })
            } else {
                let options = options(of: row)
                let offset = choices(of: row).count - options.count
                value = highlighted < offset ? .null : options[highlighted - offset].value
            }
            if apply(row: id, { form in try form.setValue(value, for: row.key) }) { mode = .browsing }
        default:
            break
        }
    }

    /// Keys in a list's items: ↑ and ↓ select, `a` (or Enter on "Add
    /// item") adds, `d` or Delete removes, Shift-↑ and Shift-↓ move the
    /// selected item; Esc or Tab leaves the list. Each is one of the form's
    /// list edits.
    mutating func editList(_ key: TerminalKey, row id: String, selected: Int) {
        guard let row = row(id) else {
            mode = .browsing
            return
        }
        let count = row.value.arrayValue?.count ?? 0
        let onItem = selected < count
        switch key {
        case .up: mode = .listing(row: id, selected: max(selected - 1, 0))
        case .down: mode = .listing(row: id, selected: min(selected + 1, count))
        case .text("a"): mode = .addingItem(row: id, TextBuffer())
        case .enter where !onItem: mode = .addingItem(row: id, TextBuffer())
        case .text("d"), .delete, .backspace:
            guard onItem else { return }
            if apply(row: id, { form in try form.removeItem(at: selected, from: row.key) }) {
                mode = .listing(row: id, selected: min(selected, count - 1))
            }
        case .shiftUp where onItem && selected > 0:
            if apply(row: id, { form in try form.moveItem(from: selected, to: selected - 1, in: row.key) }) {
                mode = .listing(row: id, selected: selected - 1)
            }
        case .shiftDown where onItem && selected < count - 1:
            if apply(row: id, { form in try form.moveItem(from: selected, to: selected + 1, in: row.key) }) {
                mode = .listing(row: id, selected: selected + 1)
            }
        case .escape, .enter:
            mode = .browsing
        case .tab:
            mode = .browsing
            moveFocus(by: 1)
        default:
            break
        }
    }
}
