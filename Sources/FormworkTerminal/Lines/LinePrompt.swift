import Formwork

/// The text line mode prints: plain lines with no escape sequences, the
/// same on every machine, for screen readers and pipes alike.
enum LinePrompt {
    /// Printed once, before the first question.
    static let introduction = """
        Answer each question and press Return. Return alone keeps the value in brackets; \
        a single - clears it. End the input (Control-D) to cancel.
        """

    /// Printed when every answer is valid.
    static let completion = "All answers are valid."

    /// A section's start: a blank line, then its title, footer and help, each when it has one.
    static func header(_ section: FormSection, help: String?) -> [String] {
        [""] + [section.title, section.footer, help].compactMap { $0 }.filter { !$0.isEmpty }
    }

    /// A title row: its text, or its title when the text is empty.
    static func title(_ row: FormRow) -> String {
        row.displayText.isEmpty ? row.title : row.displayText
    }

    /// A row that may not be edited: `Email: ada@example.com (disabled: Verified)`.
    static func disabled(_ row: FormRow) -> String {
        let value = currentValue(row)
        let reason = row.disabledReason.map { "(disabled: \($0))" } ?? "(disabled)"
        return value.isEmpty ? "\(row.title) \(reason)" : "\(row.title): \(value) \(reason)"
    }

    /// The question for a row: `Age (a number from 0 to 150) [0]: `, its
    /// title, whether it is required, the input it expects and its current
    /// value, which an empty answer keeps. A required row says so in words
    /// unless the form marks its title (``ModelForm/requiredMarker``).
    static func question(_ row: FormRow, _ localization: FormLocalization = .none) -> String {
        var prompt = row.displayTitle
        let required = row.isRequired && row.displayTitle == row.title ? "required" : nil
        let notes = [required, RowHint.expected(row, localization)].compactMap { $0 }
        if !notes.isEmpty { prompt += " (" + notes.joined(separator: "; ") + ")" }
        let value = currentValue(row)
        if !value.isEmpty { prompt += " [\(value)]" }
        return prompt + ": "
    }

    /// The value as the prompt shows it: passwords masked, a file by its
    /// name, size and type.
    static func currentValue(_ row: FormRow) -> String {
        if case .file(let file) = row.value, file.url == nil { return TypedFile.summary(of: file) }
        return row.displayText
    }

    /// Printed once a typed path is read: `Attached photo.png, 2.4 KB, image/png`.
    static func attached(_ file: FormFile) -> String {
        "Attached " + TypedFile.summary(of: file)
    }

    /// `Add an Emergency Contact? (yes/no) [no]: `, or `Add another …` once the group holds items.
    static func addItem(noun: String, count: Int) -> String {
        let article = count > 0 ? "another" : (startsWithVowel(noun) ? "an" : "a")
        return "Add \(article) \(noun)? (yes/no) [no]: "
    }

    /// `Keep Emergency Contact 2? (yes/no) [yes]: `, asked before an item's problems.
    static func keepItem(title: String) -> String {
        "Keep \(title.isEmpty ? "this item" : title)? (yes/no) [yes]: "
    }

    /// Printed when a yes-or-no question gets another answer.
    static let yesOrNo = "Please answer yes or no."

    /// The problems validation found: a count, then each beside its row's title.
    static func problems(_ errors: [FormFieldError]) -> [String] {
        let count = errors.count == 1 ? "1 answer needs" : "\(errors.count) answers need"
        return ["", "\(count) correcting:"] + errors.map { $0.title.isEmpty ? $0.message : "\($0.title): \($0.message)" }
    }

    /// Asked when no single question corrects what validation found.
    static let again = "Answer every question again? (yes/no) [yes]: "

    private static func startsWithVowel(_ noun: String) -> Bool {
        noun.first.map { "AEIOUaeiou".contains($0) } ?? false
    }
}
