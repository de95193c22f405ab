import Formwork

/// A rating on the page: a radio button per number of stars, in a group
/// the row's label names, each named for assistive technology by its
/// number of stars ("3 stars") and shown as that many `★`. An optional
/// rating can be left with none chosen; a required one is `required`.
extension _FormFieldKind.Rating: FormHTMLRowControl {
    public static func htmlControl(for row: FormHTMLControlContext) -> [FormHTMLElement] {
        let buttons = (1...Self.mostStars(row.row.maximum)).map { stars -> FormHTMLElement.Content in
            let name = row.localization.text(FormPhrase("rating.stars", count: stars))
            let id = stars == 1 ? row.id : row.id + "-\(stars)"
            return .element(
                FormHTMLElement(
                    "label", [.init("class", "formwork-star")],
                    [
                        .element(
                            FormHTMLElement(
                                "input",
                                [
                                    .init("type", "radio"), .init("id", id), row.name.map { .init("name", $0) },
                                    .init("value", String(stars)), .init("aria-label", name),
                                    .flag("checked", row.value == String(stars)),
                                ] + row.controlAttributes(required: true))),
                        .text(String(repeating: "★", count: stars)),
                    ]))
        }
        return [
            FormHTMLElement(
                "span", [.init("class", "formwork-rating"), .init("role", "radiogroup"), .init("aria-labelledby", row.labelID)],
                buttons)
        ]
    }
}
