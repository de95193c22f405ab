import Formwork

/// An enumerated row, or a list of options: a menu or buttons.
///
/// A row with several choices is preceded by a hidden empty entry named
/// like its options (`genders[]=`): a browser posts nothing for a menu with
/// nothing chosen or for unticked boxes, and that empty entry, which
/// Formwork's body readers skip for a list of options, makes "nothing
/// chosen" reach the form as an empty list.
enum FormHTMLChoices {
    static func write(_ context: FormHTMLRowContext, into writer: inout FormHTMLWriter) {
        let row = context.row
        let several = row.holdsSeveralValues
        if usesButtons(row, context.options.choiceStyle) {
            writer.element(
                "span", [.init("id", context.id + "-label"), .init("class", "formwork-label")], text: row.displayTitle)
            if several { emptyEntry(context, into: &writer) }
            buttons(context, several: several, into: &writer)
        } else {
            FormHTMLControls.label(context, into: &writer)
            if several { emptyEntry(context, into: &writer) }
            menu(context, several: several, into: &writer)
        }
    }

    /// Whether the row's options are buttons rather than a menu: the row's
    /// own `style:` when it declares one, else the form's.
    static func usesButtons(_ row: FormRow, _ style: FormHTMLOptions.ChoiceStyle) -> Bool {
        // A page draws segmented options as the buttons they are.
        if row.choiceStyle == .buttons || row.choiceStyle == .segmented { return true }
        if row.choiceStyle == .menu { return false }
        switch style {
        case .select: return false
        case .radio: return true
        case .automatic:
            // A single choice that may be left with none needs a menu's
            // empty entry to go back to it; a required one starts with no
            // button checked, and posting none is refused as required.
            return row.choices.count <= 4 && (row.holdsSeveralValues || !row.offersNoChoice)
        }
    }

    private static func emptyEntry(_ context: FormHTMLRowContext, into writer: inout FormHTMLWriter) {
        writer.void(
            "input",
            [
                .init("type", "hidden"), context.name.map { .init("name", $0) }, .init("value", ""),
                .flag("disabled", context.isDisabled),
            ])
    }

    /// The text of a menu's empty entry, the same in every language.
    static let noChoice = "—"

    private static func menu(_ context: FormHTMLRowContext, several: Bool, into writer: inout FormHTMLWriter) {
        let row = context.row
        writer.open(
            "select",
            [.init("id", context.id), context.name.map { .init("name", $0) }, .flag("multiple", several)]
                + context.trailing(required: true))
        if !several && (row.isOptional || context.isSpare) {
            // An optional row's empty entry, which reads back as `nil`; a spare item's, which posts a blank.
            // Its text is a dash: HTML allows no option without text or a label (§4.10.10).
            writer.element("option", [.init("value", ""), .flag("selected", row.value.isNull)], text: Self.noChoice)
        }
        for option in row.choices {
            writer.element(
                "option", [.init("value", option.value.text), .flag("selected", row.holds(option))],
                text: option.label)
        }
        writer.close("select")
    }

    /// Radio buttons or checkboxes in a group labelled by the row's title:
    /// a `<label for>` would tick the first option when the title is clicked.
    private static func buttons(_ context: FormHTMLRowContext, several: Bool, into writer: inout FormHTMLWriter) {
        let row = context.row
        writer.open(
            "div",
            [
                .init("id", context.id), .init("class", "formwork-choices"),
                .init("role", several ? "group" : "radiogroup"), .init("aria-labelledby", context.id + "-label"),
            ])
        for (index, option) in row.choices.enumerated() {
            let optionID = context.id + "-\(index + 1)"
            writer.void(
                "input",
                [
                    .init("type", several ? "checkbox" : "radio"), .init("id", optionID),
                    context.name.map { .init("name", $0) }, .init("value", option.value.text),
                    .flag("checked", row.holds(option)),
                ] + context.trailing(required: !several))
            writer.element("label", [.init("for", optionID)], text: option.label)
        }
        writer.close("div")
    }
}
