extension FormCatalogue {
    /// The native views' own texts in every built-in language: the submit
    /// button, a repeating group's add button and swipe actions, a menu's
    /// "none", and the buttons of photo, file and list rows. FormworkSwiftUI
    /// and FormworkUIKit word them through ``FormEditor``, so both say the same.
    ///
    /// ```swift
    /// FormCatalogue.native.entry("native.submit", for: .french)   // "Envoyer"
    /// ```
    ///
    /// An app's own catalogue words any key its way, as for every surface.
    /// Each built-in language words every key English does, with the same parameters.
    public static let native = FormCatalogue(nativeWordings)
}

extension FormEditor {
    /// The native views' text `key` (`native.submit`), in the form's
    /// language: the app's catalogue's wording first, then ``FormCatalogue/native``.
    ///
    /// ```swift
    /// editor.text("native.item.add", [.init("noun", "Job")])   // "Add Job"
    /// ```
    public func text(_ key: String, _ arguments: [FormPhrase.Argument] = []) -> String {
        form.localization.text(FormPhrase(key, arguments: arguments), builtIn: .native)
    }
}
