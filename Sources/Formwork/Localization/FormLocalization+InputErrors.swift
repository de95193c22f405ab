extension FormLocalization {
    /// The refusal of `input` for the row `key`, titled `title`, worded
    /// from `phrase` with the title as its first parameter and offered as
    /// ``Request/phrase(_:default:)`` then ``Request/error(_:)``.
    func inputError(
        key: String, title: String, reason: FormInputError.Reason, input: String, phrase: FormPhrase
    ) -> FormInputError {
        let error = fieldError(key: key, title: title, phrase: phrase)
        return FormInputError(key: key, title: title, reason: reason, input: input, message: error.message, phrase: error.phrase)
    }

    /// The error of invalid input for the field `key`, titled `title`,
    /// worded from `phrase` with `subject` (else the title) as its first parameter.
    func fieldError(
        key: String, title: String, kind: FormFieldError.Kind = .invalidInput, phrase: FormPhrase, subject: String? = nil
    ) -> FormFieldError {
        let titled = phrase.titled(subject ?? title)
        return error(FormFieldError(key: key, title: title, kind: kind, message: text(titled), phrase: titled))
    }

    /// The text naming the list item `item` of the row titled `title`:
    /// "Scores item 3 ("x")".
    func itemTitle(_ item: (position: Int, text: String), of title: String) -> String {
        text(FormPhrase("input.item", ["title": title, "number": String(item.position), "text": item.text]))
    }

    /// `names` as one text: "Age", "Age and Email", "Age, Email and Phone".
    func joined(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return text(FormPhrase("input.and", arguments: [.init("list", items: names.dropLast()), .init("last", last)]))
    }
}
