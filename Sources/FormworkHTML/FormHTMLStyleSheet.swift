/// FormworkHTML's own small stylesheet, for the page's `<head>` or as a
/// file the page links to.
///
/// ```swift
/// // In the page's head:
/// let head = "<head><title>Sign up</title>\n" + FormHTMLStyleSheet.styleElement() + "</head>"
/// // Or served as a file (GET /formwork.css answers FormHTMLStyleSheet.text(), text/css) and linked:
/// let linked = "<head><title>Sign up</title>\n" + FormHTMLStyleSheet.linkElement(href: "/formwork.css") + "</head>"
/// ```
///
/// Labels above their controls, errors in red under their rows, a red `*`
/// after the title of a required row, sections separated by a rule. Every
/// selector names a Formwork class (`formwork-row`, `formwork-error`, …) or
/// attribute (`data-formwork-section`), so the rules style the form and
/// nothing else on the page. Colours meet WCAG AA contrast on white: text
/// 4.5:1 or more, borders of controls 3:1 or more. Sides are named by CSS
/// logical properties (`margin-inline-end`, `padding-inline`), so a
/// right-to-left form (`dir="rtl"`) is laid out as its mirror. No rule
/// touches `display` of a hidden row: hidden rows are kept out of the page,
/// so no stylesheet can show them.
///
/// A `<style>` element belongs in the page's head (HTML allows none in the
/// body), and a page whose Content-Security-Policy restricts styles refuses
/// it unless it carries the policy's nonce (`styleElement(nonce:)`); a
/// linked file is allowed by `style-src 'self'` with no nonce. A form with a
/// `FormState.requiredMarker` of its own writes its marker into
/// the titles: give it the stylesheet without the red `*`
/// (`marksRequiredRows: false`).
public enum FormHTMLStyleSheet {
    /// The stylesheet's CSS, one rule per line: the text of a file to serve
    /// as `text/css`.
    ///
    /// ```swift
    /// router.get("/formwork.css") { _, _ in cssResponse(FormHTMLStyleSheet.text()) }
    /// FormHTMLStyleSheet.text().hasPrefix("fieldset[data-formwork-section]{")   // true
    /// ```
    ///
    /// - Parameter marksRequiredRows: Whether a red `*` follows the title of
    ///   a required row; `false` for a form whose `requiredMarker` writes
    ///   one into the title.
    /// - Returns: The rules, each on a line of its own, ending with a line feed.
    public static func text(marksRequiredRows: Bool = true) -> String {
        (marksRequiredRows ? common + requiredMarker : common).joined(separator: "\n") + "\n"
    }

    /// A `<style>` element holding the stylesheet, for the page's `<head>`.
    ///
    /// ```swift
    /// FormHTMLStyleSheet.styleElement(nonce: "r4nd0m")
    /// // <style nonce="r4nd0m">
    /// // fieldset[data-formwork-section]{border:0;…}
    /// // …
    /// // </style>
    /// ```
    ///
    /// - Parameters:
    ///   - nonce: The page's Content-Security-Policy nonce, written as
    ///     `nonce="…"`; `nil` writes none.
    ///   - marksRequiredRows: As for ``text(marksRequiredRows:)``.
    /// - Returns: The element and a line feed after it.
    public static func styleElement(nonce: String? = nil, marksRequiredRows: Bool = true) -> String {
        var writer = FormHTMLWriter(pretty: true)
        writer.rawText(
            "style", [nonce.map { .init("nonce", $0) }], text: "\n" + text(marksRequiredRows: marksRequiredRows))
        return writer.output
    }

    /// A `<link>` element to the stylesheet served at `href`, for the page's `<head>`.
    ///
    /// ```swift
    /// FormHTMLStyleSheet.linkElement(href: "/formwork.css")   // <link rel="stylesheet" href="/formwork.css">
    /// ```
    ///
    /// - Parameter href: Where the server answers ``text(marksRequiredRows:)``
    ///   as `text/css`; written escaped.
    /// - Returns: The element and a line feed after it.
    public static func linkElement(href: String) -> String {
        var writer = FormHTMLWriter(pretty: true)
        writer.void("link", [.init("rel", "stylesheet"), .init("href", href)])
        return writer.output
    }

    /// The boxed controls, each with `state` (`:disabled`, `[aria-invalid=true]`) appended.
    private static func control(_ state: String = "") -> String {
        ".formwork-row input\(state):not([type=checkbox]):not([type=radio]):not([type=file]),"
            + ".formwork-row select\(state),.formwork-row textarea\(state)"
    }

    private static let common = [
        "fieldset[data-formwork-section]{border:0;border-top:1px solid #c6c6cc;margin:16px 0 0;padding:12px 0 0;min-width:0}",
        "fieldset[data-formwork-section]>legend{font-weight:600;padding-block:0;padding-inline:0 8px}",
        ".formwork-row{display:flex;flex-direction:column;align-items:stretch;gap:4px;margin:0 0 14px}",
        ".formwork-row>label,.formwork-label{font-weight:500}",
        control() + "{font:inherit;color:inherit;background:#fff;padding:6px 8px;border:1px solid #7c7c84;border-radius:6px}",
        control(":disabled") + "{background:#f2f2f4}",
        control("[aria-invalid=true]") + "{border-color:#b3261e}",
        ".formwork-row input[type=file]{font:inherit}",
        ".formwork-row textarea{min-height:4.5em}",
        ".formwork-row select[multiple]{min-height:7.5em}",
        ".formwork-row input[type=checkbox]{align-self:flex-start}",
        ".formwork-choices{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px}",
        ".formwork-choices label{margin-inline-end:8px}",
        ".formwork-help,.formwork-current,.formwork-footer{color:#5c5c63;margin:0;font-size:.9em}",
        ".formwork-error{color:#b3261e;margin:0}",
        ".formwork-errors{border:1px solid #b3261e;border-radius:6px;padding:4px 12px;margin:0 0 14px}",
        "fieldset[data-formwork-section]~button[type=submit]{font:inherit;margin-top:12px;padding:8px 20px;"
            + "border:0;border-radius:8px;background:#0a5cc2;color:#fff}",
    ]

    private static let requiredMarker = [
        ".formwork-required>label:first-child::after,.formwork-required>.formwork-label::after"
            + "{content:\" *\";color:#b3261e}"
    ]
}
