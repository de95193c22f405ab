import Formwork

/// What the controls of one row are written from: the row, its id and
/// name, whether it can be edited, and what describes it.
struct FormHTMLRowContext {
    let row: FormRow
    let options: FormHTMLOptions
    let errors: [String]
    /// Disabled by a condition, the access policy, a read-only form, or a
    /// hidden wrapper (a browser posts no disabled control).
    let isDisabled: Bool
    let wholeNumbers: Bool
    let rules: [FormRule]
    /// A row of a spare blank item offered to a page without script: it
    /// is written with no value and is not `required`, so a spare left
    /// blank posts only blanks and does not stop the post.
    var isSpare: Bool
    /// The form can be edited at all (`FormState.isEditable`): a
    /// read-only form offers no empty box for a new list entry.
    var formIsEditable = true
    /// The form's localization, which words the texts the page adds.
    var localization = FormLocalization.none

    var id: String { FormHTMLNames.id(of: row.key, prefix: options.idPrefix) }
    var name: String? { FormHTMLNames.name(of: row) }

    func errorID(_ index: Int) -> String {
        index == 0 ? id + "-error" : id + "-error-\(index + 1)"
    }

    /// The ids of the help text, the current file and the errors, space separated.
    var describedBy: String? {
        var ids: [String] = []
        if row.help != nil { ids.append(id + "-help") }
        if hasCurrentFile { ids.append(id + "-current") }
        ids += errors.indices.map(errorID)
        return ids.isEmpty ? nil : ids.joined(separator: " ")
    }

    var hasCurrentFile: Bool { row.holdsFile && !row.value.isNull }

    /// The attributes every control of the row ends with, in this order.
    /// `required` is written on disabled controls too: a browser checks no
    /// disabled control (§4.10.20.1, "barred from constraint validation"),
    /// and a control the page's script enables or brings into the page
    /// must be checked as one written enabled is.
    func trailing(required: Bool) -> [FormHTMLAttribute?] {
        [
            .flag("required", required && row.isRequired && !isSpare), .flag("readonly", row.isReadOnly),
            .flag("disabled", isDisabled), errors.isEmpty ? nil : .init("aria-invalid", "true"),
            describedBy.map { .init("aria-describedby", $0) },
        ]
    }
}
