import Formwork

/// JSON text that is safe inside a `<script>` element: every `<`, `>` and
/// `&` is escaped in strings, so no `</script`, `<!--` or `<script` can occur
/// (the HTML standard's script-data restrictions), and U+2028/U+2029 are
/// escaped for engines older than ES2019.
enum FormHTMLLiveJSON {
    /// `text` as a JSON string literal, with `<`, `>`, `&`, U+2028, U+2029
    /// and U+007F escaped as well.
    static func string(_ text: String) -> String {
        JSONStringLiteral.quoted(text, alsoEscaping: scriptUnsafe)
    }

    private static let scriptUnsafe: Set<Unicode.Scalar> = ["<", ">", "&", "\u{2028}", "\u{2029}", "\u{7F}"]

    /// `values` as a JSON array.
    static func array(_ values: [String]) -> String {
        "[" + values.joined(separator: ",") + "]"
    }
}
