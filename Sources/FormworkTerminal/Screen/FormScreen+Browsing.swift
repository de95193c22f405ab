import Formwork

extension FormScreen {
    /// Keys while moving between rows.
    mutating func browse(_ key: TerminalKey) {
        switch key {
        case .tab, .down: moveFocus(by: 1)
        case .backTab, .up: moveFocus(by: -1)
        case .pageDown: moveFocus(by: 5)
        case .pageUp: moveFocus(by: -5)
        case .home: focus = ScreenTarget.all(in: form).first ?? .submit
        case .end: focus = .submit
        case .enter: activate()
        case .text(" "): if case .row(let id) = focus, kind(of: id) == .boolean { activate() }
        case .control("s"): submit()
        default: break
        }
    }

    /// Moves focus `offset` targets on, stopping at the first and the last.
    mutating func moveFocus(by offset: Int) {
        let targets = ScreenTarget.all(in: form)
        guard let index = targets.firstIndex(of: focus) else {
            focus = targets.first ?? .submit
            return
        }
        focus = targets[min(max(index + offset, 0), targets.count - 1)]
    }

    /// Enter on the focused target: edit a row the way its control works,
    /// toggle a switch, add or remove a group's item, or submit. Text is
    /// edited from the value shown, selected, so typing replaces it.
    mutating func activate() {
        switch focus {
        case .submit: submit()
        case .addItem(let group): addGroupItem(group)
        case .removeItem(let section): removeGroupItem(shownBy: section)
        case .row(let id):
            guard let row = row(id) else { return }
            switch row.kind {
            case .heading: break
            case .boolean: apply(row: id) { form in try form.setValue(.bool(row.value != .bool(true)), for: row.key) }
            case .enumerated where !row.allowsMultipleSelection:
                let offset = choices(of: row).count - row.choices.count
                let current = row.choices.firstIndex { $0.value == row.value }.map { $0 + offset } ?? 0
                mode = .choosing(row: id, highlighted: current, chosen: nil)
            case .list where row.choices.isEmpty: mode = .listing(row: id, selected: 0)
            case .enumerated, .list:
                let items = row.value.arrayValue ?? []
                let chosen = Set(row.choices.indices.filter { items.contains(row.choices[$0].value) })
                mode = .choosing(row: id, highlighted: 0, chosen: chosen)
            default:
                if let options = row.offeredChoices {
                    // A kind's own list of choices, chosen from as a single choice is.
                    let offset = choices(of: row).count - options.count
                    let current = options.firstIndex { $0.value == row.value }.map { $0 + offset } ?? 0
                    mode = .choosing(row: id, highlighted: current, chosen: nil)
                } else {
                    mode = .typing(row: id, TextBuffer(editableText(of: row), selected: true))
                }
            }
        }
    }

    /// The text a row's editing starts from: what was typed and refused
    /// on the screen (a file that could not be read), else the row's own
    /// ``FormRow/editingText``.
    func editableText(of row: FormRow) -> String {
        refusals[row.id]?.input ?? row.editingText
    }

    /// Submits: validates, and ends filling when nothing is wrong; otherwise
    /// shows the errors beside their rows and focuses the first.
    mutating func submit() {
        hasSubmitted = true
        errors = form.validate()
        guard errors.isEmpty, refusals.isEmpty else {
            let firstKey = errors.first?.key ?? refusals.keys.sorted().first.flatMap(form.key(forID:))
            if let firstKey, let row = form.row(firstKey), ScreenTarget.isFocusable(row, in: form) {
                focus = .row(id: row.id)
            }
            return
        }
        outcome = .submitted
    }

    /// Applies an edit of the form and what it changed: the rows shown, the
    /// errors once submitted, and focus, which stays on its row while the
    /// row is shown and otherwise moves to what now stands in its place.
    /// An edit the form refuses changes nothing; the refusal is kept for
    /// the row with identity `id` and shown beside it until an edit of the
    /// row is taken. Returns whether the edit was taken.
    @discardableResult
    mutating func apply(
        row id: String? = nil, _ edit: (inout FormState<Model>) throws -> FormChange
    ) -> Bool {
        let targets = ScreenTarget.all(in: form)
        let position = targets.firstIndex(of: focus) ?? 0
        let change: FormChange
        do {
            change = try edit(&form)
        } catch {
            if let id { refusals[id] = RowAnswer.Refusal(error) }
            return false
        }
        if let id { refusals[id] = nil }
        // A refused answer of a row the edit hid is no longer shown or submitted.
        refusals = refusals.filter { row($0.key) != nil }
        shown.apply(change, visible: form.sections)
        if hasSubmitted { errors = form.validate() }
        let now = ScreenTarget.all(in: form)
        if !now.contains(focus) { focus = now[min(position, now.count - 1)] }
        return true
    }

    mutating func addGroupItem(_ group: String) {
        let count = form.repeatingGroup(group)?.count ?? 0
        apply { form in try form.insertItem(at: count, intoGroup: group) }
        // Focus the new item's first row, so its fields are filled next.
        let item = form.sections.first { $0.repetition?.group == group && $0.repetition?.index == count }
        if let first = item?.rows.first(where: { ScreenTarget.isFocusable($0, in: form) }) { focus = .row(id: first.id) }
    }

    mutating func removeGroupItem(shownBy sectionID: String) {
        guard let repetition = form.sections.first(where: { $0.id == sectionID })?.repetition,
            let index = repetition.index
        else { return }
        apply { form in try form.removeItem(at: index, fromGroup: repetition.group) }
    }
}
