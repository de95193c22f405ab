import Formwork

extension FormScreen {
    /// What the screen shows now: the title, the form's body scrolled to
    /// keep the focused row in view, a status line and the keys that work.
    /// A window of fewer than five lines keeps at least one line of the
    /// body, leaving out the rule under the title, then the title, the
    /// keys and the status line, in that order.
    public var frame: Frame {
        let body = self.body()
        let height = bodyHeight
        let top = Self.scrolled(scrollTop, toShow: body.focusedLines, height: height, lineCount: body.lines.count)
        // The lines around the body that do not fit, left out in this order.
        let left = max(4 + height - size.rows, 0)
        let title = ScreenLine(" " + title, .bold), rule = ScreenLine(String(repeating: "─", count: size.columns), .dim)
        var lines = [[title, rule], [title], []][min(left, 2)]
        let above = lines.count
        for index in top..<(top + height) {
            lines.append(index < body.lines.count ? body.lines[index] : ScreenLine())
        }
        lines += [statusLine, ScreenLine(" " + keysHelp, .dim)].prefix(max(2 - max(left - 2, 0), 0))
        var cursor: Frame.Position?
        if let (line, column) = body.cursor, (top..<(top + height)).contains(line), column < size.columns {
            cursor = Frame.Position(line: line - top + above, column: column)
        }
        return Frame(cursor: cursor, styledLines: lines.map { $0.fitted(to: size.columns) })
    }

    /// Lines of the body the screen shows between its title and its status
    /// line: at least one.
    var bodyHeight: Int { max(size.rows - 4, 1) }

    /// Keeps the stored scroll position where the next frame shows it.
    mutating func scrollToFocus() {
        let body = self.body()
        scrollTop = Self.scrolled(scrollTop, toShow: body.focusedLines, height: bodyHeight, lineCount: body.lines.count)
    }

    /// The first line to show so that `focused` is in view, moving as
    /// little as possible from `top`, and never past the end of the body.
    static func scrolled(_ top: Int, toShow focused: Range<Int>, height: Int, lineCount: Int) -> Int {
        var top = min(top, max(lineCount - height, 0))
        if focused.upperBound > top + height { top = focused.upperBound - height }
        if focused.lowerBound < top { top = focused.lowerBound }
        return max(top, 0)
    }

    /// The line above the keys: how many rows need fixing since the last
    /// submit (a row with several messages counts once), or a rule.
    var statusLine: ScreenLine {
        let problems = Set(errors.map(\.key)).union(refusals.keys.compactMap(form.key(forID:))).count
        guard hasSubmitted, problems > 0 else { return ScreenLine(String(repeating: "─", count: size.columns), .dim) }
        return ScreenLine(
            " ! " + localization.text(FormPhrase("terminal.status.problems", count: problems), builtIn: .terminal),
            .red.union(.bold))
    }

    /// The keys that work now.
    var keysHelp: String {
        let keys: [String]
        switch mode {
        case .browsing:
            keys = [focusedKind == .boolean ? "terminal.keys.browse.toggle" : "terminal.keys.browse.edit"]
        case .typing(let id, let buffer):
            let newLine = kind(of: id) == .longText ? ["terminal.keys.type.newLine"] : []
            keys =
                ["terminal.keys.type"] + newLine + [buffer.isSelected ? "terminal.keys.type.replace" : "terminal.keys.type.move"]
        case .choosing(_, _, let chosen):
            keys = [chosen == nil ? "terminal.keys.chooseOne" : "terminal.keys.chooseMany"]
        case .listing: keys = ["terminal.keys.list"]
        case .addingItem: keys = ["terminal.keys.addItem"]
        }
        return keys.map { localization.text(FormPhrase($0), builtIn: .terminal) }.joined(separator: " · ")
    }

    private var focusedKind: FormRow.Kind? {
        guard case .row(let id) = focus else { return nil }
        return kind(of: id)
    }

    /// Every line of the form: sections with their headers, rows with their
    /// notes, group actions, and the submit button.
    func body() -> ScreenBody {
        var body = ScreenBody()
        // The app's errors are worded once a frame: each row's notes pick theirs from these.
        let added = form.addedErrors
        let rowErrors = added + errors
        let shownRows = form.sections.flatMap(\.rows)
        let layout = RowLayout(rows: shownRows, columns: size.columns)
        let groups = form.repeatingGroups
        for (index, section) in form.sections.enumerated() {
            if index > 0 { body.append(ScreenLine()) }
            if let title = section.title { body.append(ScreenLine(" " + title, .bold.union(.accent))) }
            if let repetition = section.repetition, repetition.index == nil,
                let help = groups.first(where: { $0.key == repetition.group })?.help
            {
                body.appendNote(help, column: 1, width: size.columns, style: .dim)
            }
            for row in section.rows { appendRow(row, layout: layout, errors: rowErrors, to: &body) }
            if let footer = section.footer { body.appendNote(footer, column: 1, width: size.columns, style: .dim) }
            for action in ScreenTarget.actions(after: index, in: form.sections, groups: groups) {
                appendAction(action, groups: groups, to: &body)
            }
        }
        body.append(ScreenLine())
        // The app's errors that name no shown row are the form's, above its button.
        if !added.isEmpty {
            let shownKeys = Set(shownRows.map(\.key))
            var formMessages: [String] = []
            for error in added where !shownKeys.contains(error.key) && !formMessages.contains(error.message) {
                formMessages.append(error.message)
            }
            for message in formMessages { body.appendNote("! " + message, column: 1, width: size.columns, style: .red) }
        }
        let start = body.lines.count
        body.append(button("[ " + localization.text(FormPhrase("terminal.submit"), builtIn: .terminal) + " ]", target: .submit))
        if focus == .submit { body.focusedLines = start..<(start + 1) }
        return body
    }

    /// A line for an action or the submit button, marked and inverted when focused.
    func button(_ label: String, target: ScreenTarget) -> ScreenLine {
        guard focus == target else { return ScreenLine("   " + label, .accent) }
        var line = ScreenLine(" ")
        line.append("› ", .accent.union(.bold))
        line.append(label, .inverse.union(.bold))
        return line
    }

    private func appendAction(_ action: ScreenTarget, groups: [FormRepeatingGroup], to body: inout ScreenBody) {
        let label: String
        let item = localization.text(FormPhrase("terminal.group.item"), builtIn: .terminal)
        switch action {
        case .addItem(let group):
            let noun = groups.first { $0.key == group }?.itemNoun ?? item
            label = "+ " + localization.text(FormPhrase("terminal.group.add", ["noun": noun]), builtIn: .terminal)
        case .removeItem(let id):
            guard let repetition = form.sections.first(where: { $0.id == id })?.repetition else { return }
            let noun = groups.first { $0.key == repetition.group }?.itemNoun ?? item
            let number = String((repetition.index ?? 0) + 1)
            label =
                "− "
                + localization.text(FormPhrase("terminal.group.remove", ["noun": noun, "number": number]), builtIn: .terminal)
        case .row, .submit:
            return
        }
        let start = body.lines.count
        body.append(button(label, target: action))
        if focus == action { body.focusedLines = start..<(start + 1) }
    }
}
