import Formwork

/// A row kind that draws its own control on the page, from elements
/// Formwork writes and escapes.
///
/// ```swift
/// extension StarRating: FormHTMLRowControl {
///     static func htmlControl(for row: FormHTMLControlContext) -> [FormHTMLElement] {
///         [FormHTMLElement("span", [.init("role", "radiogroup"), .init("aria-labelledby", row.labelID)],
///             (1...5).map { stars in
///                 .element(FormHTMLElement("input", [
///                     .init("type", "radio"), row.name.map { .init("name", $0) }, .init("value", String(stars)),
///                     .init("aria-label", String(repeating: "★", count: stars)),
///                     .flag("checked", row.value == String(stars)),
///                 ] + row.controlAttributes(required: true)))
///             })]
///     }
/// }
/// ```
///
/// FormworkHTML writes the row's wrapper, its `<label>` (with the id
/// ``FormHTMLControlContext/labelID``, for a group of controls to name as
/// its label), then these elements, then the row's help and errors. A kind
/// that does not adopt this protocol is drawn as a text input showing its
/// display text.
///
/// The page's live script reads the controls named
/// ``FormHTMLControlContext/name`` as a browser posts them (a checked
/// radio button or box, a chosen option, any other control's value) and
/// reads that text with the kind's `FormRowKind.liveReading(for:)`, so
/// conditions on the row follow the control as the person uses it.
public protocol FormHTMLRowControl: FormRowKind {
    /// The elements of the row's control, written after its label.
    static func htmlControl(for row: FormHTMLControlContext) -> [FormHTMLElement]
}
