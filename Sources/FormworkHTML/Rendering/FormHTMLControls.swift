import Formwork

/// The label and controls of each kind of row.
///
/// Each kind gets the control the HTML standard gives its values (§4.10.5
/// "The input element" and its type states); the value written is the
/// text Formwork's readers read back (``FormValue/text``).
enum FormHTMLControls {
    static func write(_ context: FormHTMLRowContext, into writer: inout FormHTMLWriter) {
        let row = context.row
        switch row.kind {
        case .enumerated:
            FormHTMLChoices.write(context, into: &writer)
        case .list where !row.choices.isEmpty:
            FormHTMLChoices.write(context, into: &writer)
        case .list where !context.formIsEditable && (row.value.arrayValue ?? []).isEmpty:
            // A read-only empty list has no box for a `<label for>` to name.
            writer.element("span", [.init("class", "formwork-label")], text: row.displayTitle)
        case .list:
            label(context, into: &writer)
            textList(context, into: &writer)
        case .longText:
            label(context, into: &writer)
            writer.textarea(
                [.init("id", context.id), context.name.map { .init("name", $0) }, placeholder(row)]
                    + FormHTMLConstraints.length(context) + context.trailing(required: true),
                text: row.value.text)
        case .boolean:
            label(context, into: &writer)
            checkbox(context, into: &writer)
        case .image, .attachment:
            label(context, into: &writer)
            file(context, into: &writer)
        case .text, .number, .date, .heading:
            label(context, into: &writer)
            input(context, into: &writer)
        default:
            // A kind that draws its own control; else a text input showing its display text.
            if let kind = row.kind.type as? any FormHTMLRowControl.Type {
                let control = FormHTMLControlContext(context)
                writer.element("label", [.init("id", control.labelID), .init("for", context.id)], text: row.displayTitle)
                for element in kind.htmlControl(for: control) { writer.write(element) }
            } else {
                label(context, into: &writer)
                input(context, into: &writer)
            }
        }
    }

    static func label(_ context: FormHTMLRowContext, into writer: inout FormHTMLWriter) {
        writer.element("label", [.init("for", context.id)], text: context.row.displayTitle)
    }

    static func placeholder(_ row: FormRow) -> FormHTMLAttribute? {
        row.placeholder.map { .init("placeholder", $0) }
    }

    /// A one-line input: text kinds, numbers, dates, titles, and the
    /// fallback for a kind of the app's own.
    private static func input(_ context: FormHTMLRowContext, into writer: inout FormHTMLWriter) {
        let row = context.row
        var attributes: [FormHTMLAttribute?] = []
        // What the person typed and the row refused is shown again, so nothing
        // typed is lost. A number or date input would drop text that is no
        // number or date (HTML's value sanitization algorithms, §4.10.5.1),
        // so such a row is a text input until the text is corrected.
        let refused = row.inputError.map(\.input)
        switch row.kind {
        case .number where refused != nil, .date where refused != nil:
            attributes = [.init("type", "text"), .init("id", context.id), context.name.map { .init("name", $0) }]
            attributes += [.init("value", refused ?? ""), placeholder(row)]
        case .number:
            attributes = [.init("type", "number"), .init("id", context.id), context.name.map { .init("name", $0) }]
            attributes += [.init("value", row.value.text), placeholder(row)] + FormHTMLConstraints.number(context)
        case .date:
            let date = FormHTMLDates.value(row)
            attributes = [.init("type", date.type), .init("id", context.id), context.name.map { .init("name", $0) }]
            attributes += [.init("value", date.value), date.step.map { .init("step", $0) }]
        case .heading:
            // A heading shown as text: no name, so it submits nothing.
            attributes = [.init("type", "text"), .init("id", context.id), .init("value", row.value.text)]
        case .text:
            let isPassword = row.textKind == .password
            attributes = [.init("type", textType(row.textKind)), .init("id", context.id)]
            // A password is never written into the page, as careful frameworks do.
            attributes += [context.name.map { .init("name", $0) }, .init("value", isPassword ? "" : row.editingText)]
            attributes += [placeholder(row), autocomplete(row.textKind)]
            attributes += FormHTMLConstraints.length(context) + [FormHTMLConstraints.pattern(context)]
        default:
            // A kind of the app's own: a text input showing its display text,
            // which its kind reads back when the form is sent.
            attributes = [.init("type", "text"), .init("id", context.id), context.name.map { .init("name", $0) }]
            attributes += [.init("value", refused ?? row.displayText), placeholder(row)]
        }
        writer.void("input", attributes + context.trailing(required: true))
    }

    /// The `type` of each kind of text (§4.10.5.1).
    static func textType(_ kind: FormRow.TextKind) -> String {
        switch kind {
        case .plain, .name: return "text"
        case .email: return "email"
        case .phone: return "tel"
        case .url: return "url"
        case .password: return "password"
        }
    }

    private static func autocomplete(_ kind: FormRow.TextKind) -> FormHTMLAttribute? {
        switch kind {
        case .name: return .init("autocomplete", "name")
        case .email: return .init("autocomplete", "email")
        case .phone: return .init("autocomplete", "tel")
        case .url: return .init("autocomplete", "url")
        case .password: return .init("autocomplete", "current-password")
        case .plain: return nil
        }
    }

    /// A hidden `false` before the checkbox: a browser posts nothing for an
    /// unchecked box, and a body that names a row twice gives it the last
    /// value, so the body says `false` unchecked and `false`, `true` checked.
    /// A spare item's box has no hidden `false`, so the spare left alone
    /// posts only blanks and is dropped as a blank item.
    private static func checkbox(_ context: FormHTMLRowContext, into writer: inout FormHTMLWriter) {
        let name = context.name.map { FormHTMLAttribute("name", $0) }
        if !context.isSpare {
            writer.void(
                "input", [.init("type", "hidden"), name, .init("value", "false"), .flag("disabled", context.isDisabled)])
        }
        writer.void(
            "input",
            [
                .init("type", "checkbox"), .init("id", context.id), name, .init("value", "true"),
                .flag("checked", context.row.value == .bool(true)),
            ] + context.trailing(required: false))
    }

    /// One box per item named `tags[]`, then an empty box to add one,
    /// unless the form is read-only. The row's `<label>` names the first box
    /// only, so each box has a name of its own for assistive technology:
    /// "Tags, item 2", "Tags, new item".
    private static func textList(_ context: FormHTMLRowContext, into writer: inout FormHTMLWriter) {
        let items = context.row.value.arrayValue ?? []
        for (index, item) in (items + (context.formIsEditable ? [.string("")] : [])).enumerated() {
            let isNew = index == items.count
            writer.void(
                "input",
                [
                    .init("type", "text"), .init("id", index == 0 ? context.id : context.id + "-\(index + 1)"),
                    context.name.map { .init("name", $0) }, .init("value", item.text),
                    isNew ? placeholder(context.row) : nil,
                    .init("aria-label", boxName(context, index: isNew ? nil : index)),
                ] + context.trailing(required: false))
        }
    }

    /// The accessible name of a list's box: "Tags, item 2", or "Tags, new item" for the empty box.
    private static func boxName(_ context: FormHTMLRowContext, index: Int?) -> String {
        let title = context.row.title
        guard let index else {
            return context.localization.text(FormPhrase("html.list.newItem", ["title": title]), builtIn: .html)
        }
        return context.localization.text(
            FormPhrase("html.list.item", ["title": title, "number": String(index + 1)]), builtIn: .html)
    }

    /// A file chooser; the current file's name (or URL) is shown beside it,
    /// since a page cannot fill a file input.
    private static func file(_ context: FormHTMLRowContext, into writer: inout FormHTMLWriter) {
        let row = context.row
        writer.void(
            "input",
            [
                .init("type", "file"), .init("id", context.id), context.name.map { .init("name", $0) },
                // The row's `fileTypes:` as the browser's file picker filters them (a hint; the form checks).
                row.fileTypes.map { .init("accept", $0.joined(separator: ",")) }
                    ?? (row.kind == .image ? .init("accept", "image/*") : nil),
                // A row that has a file keeps it when none is chosen: not required again.
            ] + context.trailing(required: !context.hasCurrentFile))
        if context.hasCurrentFile {
            writer.element(
                "p", [.init("id", context.id + "-current"), .init("class", "formwork-current")], text: row.value.text)
        }
    }
}
