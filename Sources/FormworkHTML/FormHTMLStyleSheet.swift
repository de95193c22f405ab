/// Formwork's own small stylesheet, written when
/// ``FormHTMLOptions/includesStyleSheet`` is on.
///
/// Every selector names a Formwork class (`formwork-row`, `formwork-error`,
/// …) or attribute (`data-formwork-section`), so the rules style the form
/// and nothing else on the page. Colours meet WCAG AA contrast on white:
/// text 4.5:1 or more, borders of controls 3:1 or more. Sides are named
/// by CSS logical properties (`margin-inline-end`, `padding-inline`), so a
/// right-to-left form (`dir="rtl"`) is laid out as its mirror. No rule touches
/// `display` of a hidden row: hidden rows are kept out of the page (see
/// ``FormHTMLLiveScript``), so no stylesheet can show them.
enum FormHTMLStyleSheet {
    /// The rules, one per line when `pretty`; the red `*` after a required
    /// row's title only when `marksRequiredRows` (a form whose
    /// `requiredMarker` already writes one into the title has no need of it).
    static func text(marksRequiredRows: Bool, pretty: Bool) -> String {
        let rules = marksRequiredRows ? common + requiredMarker : common
        return pretty ? "\n" + rules.joined(separator: "\n") + "\n" : rules.joined()
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
