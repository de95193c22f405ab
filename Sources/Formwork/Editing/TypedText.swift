/// How text a person typed into one row reads in the form's language: the
/// option labels the form shows for the row, and the words for yes and no.
///
/// What a form shows, it takes back: a choice shown as "特快" is chosen by
/// typing "特快", a Boolean asked in German is answered "ja". The words for
/// yes and no are the catalogue's `input.yes` and `input.no`: alternatives
/// separated by `|`, the first the one a page shows (`"是|对|是的"`).
struct TypedText {
    /// The row's key, by which its option labels are translated.
    let key: String
    let localization: FormLocalization

    /// The option whose value's text is `text`; else whose label, as the
    /// form shows it, is `text`, then is `text` in any letter case; else
    /// whose declared label is `text` in any letter case.
    func option(matching text: String, _ descriptor: FieldInput.Declared) -> FormValue? {
        let options = descriptor.options
        if let option = options.first(where: { $0.value.text == text }) { return option.value }
        let lowered = text.lowercased()
        if localization.translatesOptions {
            let shown = options.map { localization.optionLabel(for: key, value: $0.value, default: $0.label) }
            if let index = shown.firstIndex(of: text) { return options[index].value }
            if let index = shown.firstIndex(where: { $0.lowercased() == lowered }) { return options[index].value }
        }
        return options.first { $0.label.lowercased() == lowered }?.value
    }

    /// `true` or `false` when `text` is one of the language's words for yes
    /// or no (``FormLocalization/yesOrNo(_:)``); `nil` otherwise, for the
    /// row's own reading.
    func answer(_ text: String) -> Bool? {
        localization.translatesPhrases ? localization.yesOrNo(text) : nil
    }

    /// The items of a list typed as text: separated by commas as a keyboard
    /// in any language types them (`,` `，` `、` `،`), trimmed, blanks dropped.
    static func items(of text: String) -> [String] {
        text.split { ",，、،".contains($0) }.map(\.trimmingSpaces).filter { !$0.isEmpty }
    }
}
