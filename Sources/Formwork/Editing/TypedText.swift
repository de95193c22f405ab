/// How text a person typed into one row reads in the form's language: the
/// option labels the form shows for the row, and the words for yes and no.
///
/// What a form shows, it takes back: a choice shown as "特快" is chosen by
/// typing "特快", a Boolean asked in German is answered "ja". The words for
/// yes and no are the catalogue's `input.yes` and `input.no`: alternatives
/// separated by `|`, the first the one a page shows (`"是|对|是的"`).
struct TypedText: Sendable {
    /// The row's key, by which its option labels are translated.
    let key: String
    /// The form's store, whose localization is read only by the rows that
    /// need it (choices, Booleans, dates): a copy of the localization made
    /// for every edit retained and released each of its parts.
    let store: FormStore

    var localization: FormLocalization { store.localization }

    /// The option whose value's text is `text`; else whose label, as the
    /// form shows it, is `text`, then is `text` in any letter case; else
    /// whose declared label is `text` in any letter case.
    func option(matching text: String, _ descriptor: FieldInput.Declared) -> FormValue? {
        let options = descriptor.options
        if let index = descriptor.optionTexts.firstIndex(of: text) { return options[index].value }
        let lowered = text.lowercased()
        if store.translatesOptions {
            let shown = options.map { localization.optionLabel(for: key, value: $0.value, default: $0.label) }
            if let index = shown.firstIndex(of: text) { return options[index].value }
            if let index = shown.firstIndex(where: { $0.lowercased() == lowered }) { return options[index].value }
        }
        return descriptor.lowercasedOptionLabels.firstIndex(of: lowered).map { options[$0].value }
    }

    /// `true` or `false` when `text` is one of the language's words for yes
    /// or no (``FormLocalization/yesOrNo(_:)``); `nil` otherwise, for the
    /// row's own reading.
    func answer(_ text: String) -> Bool? {
        store.translatesPhrases ? localization.yesOrNo(text) : nil
    }

    /// The items of a list typed as text: separated by commas as a keyboard
    /// in any language types them (`,` `，` `、` `،`), trimmed, blanks dropped.
    static func items(of text: String) -> [String] {
        // ASCII text, most of what is typed, is split at its comma bytes:
        // each byte is a character but CR before LF, neither a comma.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return bytes.split(separator: UInt8(ascii: ",")).map {
                String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self).trimmingSpaces
            }.filter { !$0.isEmpty }
        }
        if let ascii = ascii ?? nil { return ascii }
        return text.split(whereSeparator: separatesItems).map(\.trimmingSpaces).filter { !$0.isEmpty }
    }

    /// Whether `character` is one of the commas that separate list items.
    ///
    /// Each comma is a character of one scalar that no other text is
    /// canonically equivalent to, so comparing the scalar is comparing the
    /// character; asking a string of the four commas whether it contains
    /// the character broke that string into graphemes for every character
    /// typed.
    private static func separatesItems(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == 0x2C }
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
            return false
        }
        // FULLWIDTH COMMA, IDEOGRAPHIC COMMA, ARABIC COMMA.
        return scalar.value == 0xFF0C || scalar.value == 0x3001 || scalar.value == 0x060C
    }
}
