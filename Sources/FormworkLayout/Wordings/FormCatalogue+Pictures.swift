import Formwork

extension FormCatalogue {
    /// The pictures' own texts in every built-in language: a list's button,
    /// the tags of read-only and hidden rows, an attachment without a file.
    ///
    /// ```swift
    /// FormCatalogue.pictures.entry("picture.hidden", for: .japanese)   // "非表示"
    /// FormLocalization(language: .japanese).text(FormPhrase("picture.hidden"), builtIn: .pictures)   // "非表示"
    /// ```
    ///
    /// ``FormLayout/Wording`` words them with `FormLocalization.text(_:builtIn:)`
    /// and this catalogue, after the app's own catalogue. Each built-in
    /// language words every key English does, with the same parameters.
    public static let pictures = FormCatalogue(pictureWordings)
}
