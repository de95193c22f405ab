import Formwork

/// The text line mode prints: plain lines with no escape sequences, the
/// same on every machine, for screen readers and pipes alike, in the
/// form's language.
struct LinePrompt {
    let localization: FormLocalization

    init(_ localization: FormLocalization) {
        self.localization = localization
    }

    /// Printed once, before the first question.
    var introduction: String { text("terminal.lines.introduction") }

    /// Printed when every answer is valid.
    var completion: String { text("terminal.lines.completion") }

    /// A section's start: a blank line, then its title, footer and help, each when it has one.
    static func header(_ section: FormSection, help: String?) -> [String] {
        [""] + [section.title, section.footer, help].compactMap { $0 }.filter { !$0.isEmpty }
    }

    /// A title row: its text, or its title when the text is empty.
    static func title(_ row: FormRow) -> String {
        row.displayText.isEmpty ? row.title : row.displayText
    }

    /// A row that may not be edited: `Email: ada@example.com (disabled: Verified)`.
    func disabled(_ row: FormRow) -> String {
        let value = currentValue(row)
        var arguments = [FormPhrase.Argument("title", row.title)]
        var key = "terminal.lines.disabled"
        if !value.isEmpty {
            key += ".value"
            arguments.append(.init("value", value))
        }
        if let reason = row.disabledReason {
            key += ".reason"
            arguments.append(.init("reason", reason))
        }
        return localization.text(FormPhrase(key, arguments: arguments), builtIn: .terminal)
    }

    /// The question for a row: `Age (a number from 0 to 150) [0]: `, its
    /// title, whether it is required, the input it expects and its current
    /// value, which an empty answer keeps. A required row says so in words
    /// unless the form marks its title (``FormState/requiredMarker``).
    func question(_ row: FormRow) -> String {
        var prompt = row.displayTitle
        let required = row.isRequired && row.displayTitle == row.title ? text("terminal.lines.required") : nil
        let notes = [required, RowHint.expected(row, in: localization)].compactMap { $0 }
        if !notes.isEmpty {
            let joined = notes.joined(separator: text("terminal.lines.notes.separator"))
            prompt = localization.text(
                FormPhrase("terminal.lines.notes", ["prompt": prompt, "notes": joined]), builtIn: .terminal)
        }
        let value = currentValue(row)
        if !value.isEmpty {
            prompt = localization.text(
                FormPhrase("terminal.lines.current", ["prompt": prompt, "value": value]), builtIn: .terminal)
        }
        return localization.text(FormPhrase("terminal.lines.ask", ["prompt": prompt]), builtIn: .terminal)
    }

    /// The value as the prompt shows it: passwords masked, a file by its
    /// name, size and type, a switch by the words a question is answered in.
    func currentValue(_ row: FormRow) -> String {
        if case .file(let file) = row.value, file.url == nil { return TypedFile.summary(of: file, in: localization) }
        if case .bool(let on) = row.value { return text(on ? "value.on" : "value.off") }
        return row.displayText
    }

    /// Printed once a typed path is read: `Attached photo.png, 2.4 KB, image/png`.
    func attached(_ file: FormFile) -> String {
        localization.text(
            FormPhrase("terminal.lines.attached", ["file": TypedFile.summary(of: file, in: localization)]), builtIn: .terminal)
    }

    /// `Add an Emergency Contact? (yes/no) [no]: `, or `Add another …` once the group holds items.
    func addItem(noun: String, count: Int) -> String {
        // English chooses "a" or "an" by the noun's first letter; the other languages word both alike.
        let key =
            count > 0
            ? "terminal.lines.addAnother" : (Self.startsWithVowel(noun) ? "terminal.lines.addAn" : "terminal.lines.addA")
        return yesOrNo(localization.text(FormPhrase(key, ["noun": noun]), builtIn: .terminal), default: false)
    }

    /// `Keep Emergency Contact 2? (yes/no) [yes]: `, asked before an item's problems.
    func keepItem(title: String) -> String {
        let question =
            title.isEmpty
            ? text("terminal.lines.keepThis")
            : localization.text(FormPhrase("terminal.lines.keep", ["title": title]), builtIn: .terminal)
        return yesOrNo(question, default: true)
    }

    /// Printed when a yes-or-no question gets another answer.
    var pleaseAnswer: String { text("terminal.lines.yesOrNo") }

    /// The problems validation found: a count, then each beside its row's title.
    func problems(_ errors: [FormFieldError]) -> [String] {
        let count = localization.text(FormPhrase("terminal.lines.problems", count: errors.count), builtIn: .terminal)
        return [""] + [count]
            + errors.map { error in
                guard !error.title.isEmpty else { return error.message }
                return localization.text(
                    FormPhrase("terminal.lines.problem", ["title": error.title, "message": error.message]), builtIn: .terminal)
            }
    }

    /// `Emergency Contact 2, Phone`: a row's title beside its item's.
    func itemRow(item: String, title: String) -> String {
        localization.text(FormPhrase("terminal.lines.itemRow", ["item": item, "title": title]), builtIn: .terminal)
    }

    /// The noun of a group's items when it has none of its own.
    var itemNoun: String { text("terminal.lines.item") }

    /// Asked when no single question corrects what validation found.
    var again: String { yesOrNo(text("terminal.lines.again"), default: true) }

    /// `question (yes/no) [no]: `, with the words the answer is read in.
    private func yesOrNo(_ question: String, default: Bool) -> String {
        let words = YesNo(localization)
        return localization.text(
            FormPhrase(
                "terminal.lines.question",
                ["question": question, "yes": words.yes, "no": words.no, "default": `default` ? words.yes : words.no]),
            builtIn: .terminal)
    }

    private func text(_ key: String) -> String { localization.text(FormPhrase(key), builtIn: .terminal) }

    private static func startsWithVowel(_ noun: String) -> Bool {
        noun.first.map { "AEIOUaeiou".contains($0) } ?? false
    }
}
