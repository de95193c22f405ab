import Formwork

extension FormCatalogue {
    /// The web page's own texts in every built-in language: its buttons, the
    /// names it gives a list's boxes, the notice of a file a refused post
    /// did not keep.
    ///
    /// ```swift
    /// FormCatalogue.html.entry("html.submit", for: .french)   // "Envoyer"
    /// FormLocalization(language: .french).text(FormPhrase("html.submit"), builtIn: .html)   // "Envoyer"
    /// ```
    ///
    /// The page words its texts with `FormLocalization.text(_:builtIn:)` and
    /// this catalogue, so the texts every surface shares (a rule's message,
    /// a refusal) come from `FormCatalogue.formwork`, and an app's own
    /// catalogue words any key of either its way. Each built-in language
    /// words every key English does, with the same parameters.
    public static let html = FormCatalogue(htmlWordings)
}
