import Formwork

/// What the live script knows of a repeating group, written into the data
/// object as `g`: `[key, parameterKey, idStart, headerSection, minItems,
/// maxItems, allowsAdding, allowsDeleting, allowsMoving, title, template, titleField]`, where `idStart`
/// is the ids' prefix and the key (`formwork-jobs`), `title` is the pattern
/// of a numbered item title with `__n__` for the number, as the server
/// titles items in the form's language (`"Job __n__"`, `"包裹__n__"`, see
/// ``FormHTMLItemTitle``), `null` when item titles are not numbered, and `template` (`null` when items cannot
/// be added) is the data of a new item, `{"s":…,"r":…,"v":…}` as
/// ``FormHTMLLiveData/itemJSON(_:sections:)`` writes it, with the
/// placeholders of ``FormHTMLItemTemplate``, and `titleField` (`null`
/// unless items are titled by a field) names the row whose text titles an item.
struct FormHTMLLiveGroup: Sendable {
    let info: FormRepeatingGroup
    let idPrefix: String
    let template: String?
    let titlePattern: String?

    /// Whether the user may change the group's items at all, so the page needs the script.
    var isEditable: Bool { info.allowsAdding || info.allowsDeleting || info.allowsMoving }

    var json: String {
        FormHTMLLiveJSON.array([
            FormHTMLLiveJSON.string(info.key), FormHTMLLiveJSON.string(info.parameterKey),
            FormHTMLLiveJSON.string(idPrefix + info.key), FormHTMLLiveJSON.string(info.key),
            String(info.minItems), String(info.maxItems), String(info.allowsAdding), String(info.allowsDeleting),
            String(info.allowsMoving), titlePattern.map(FormHTMLLiveJSON.string) ?? "null",
            template ?? "null", info.titleField.map(FormHTMLLiveJSON.string) ?? "null",
        ])
    }
}
