import Formwork
import Foundation

/// One blank item of a repeating group as the page's script adds it: the
/// markup of its fieldset and the script's data for its rows and
/// sections, with placeholders the script replaces: `__i__` for the
/// item's index (`jobs[__i__][title]`, `formwork-jobs[__i__]-title`),
/// `__n__` for its number in a numbered title ("Job __n__", "包裹__n__") and `__id__`
/// for its identity (`jobs#__id__`).
///
/// It is made the way the server makes item n: a copy of the form gets
/// a blank item by ``Formwork/FormState/insertItem(at:intoGroup:)`` (the
/// item type's `Item()` values) and is rendered, then the item's index,
/// number and identity are replaced. So the template with `n` put back is
/// what the server writes for a blank item n.
struct FormHTMLItemTemplate {
    let markup: String
    let data: String
    /// The pattern of the group's numbered titles read off this item's
    /// title (see ``FormHTMLItemTitle``); nil when items are not numbered.
    let titlePattern: String?

    init?<Model: FormModel>(source: FormState<Model>, group: FormRepeatingGroupInfo, options: FormHTMLOptions, depth: Int) {
        guard let (form, index) = Self.formWithBlankItem(source, group: group),
            let info = form.repeatingGroups.first(where: { $0.key == group.key })
        else { return nil }
        var renderer = FormHTMLRenderer(
            source: form, shown: (form, FormHTMLGroupLayout.plain(form)), options: options, errors: [])
        let position = info.itemSections[index]
        renderer.writer = FormHTMLWriter(pretty: options.pretty, depth: depth)
        _ = renderer.section(at: position, inside: .init(isHidden: false, isLive: renderer.isLive(info.headerSection)))
        let id = renderer.sections[position].id
        let title = renderer.sections[position].title
        titlePattern = group.numbersItems ? FormHTMLItemTitle.pattern(of: title, number: index + 1) : nil
        var replacements = Self.placeholders(group: group, index: index, id: id, options: options)
        if let title, let titlePattern {
            replacements.html.append(
                (
                    "<legend>" + FormHTMLEscaping.text(title) + "</legend>",
                    "<legend>" + FormHTMLEscaping.text(titlePattern) + "</legend>"
                ))
        }
        markup = Self.replacing(replacements.html, in: renderer.writer.output)
        let members = renderer.conditions.sections.indices.filter {
            $0 == position || renderer.conditions.sections[$0].ancestors.contains(position)
        }
        data = Self.replacing(replacements.json, in: FormHTMLLiveData.itemJSON(renderer.conditions, sections: members))
    }

    /// `source` with a blank item inserted, and its index; at `maxItems`
    /// the last item makes way for it (only its index and values matter).
    private static func formWithBlankItem<Model: FormModel>(
        _ source: FormState<Model>, group: FormRepeatingGroupInfo
    ) -> (FormState<Model>, Int)? {
        var form = source
        let count = source.repeatingGroups.first { $0.key == group.key }?.itemSections.count ?? 0
        if (try? form.insertItem(at: count, intoGroup: group.key)) != nil { return (form, count) }
        guard count > 0, (try? form.removeItem(at: count - 1, fromGroup: group.key)) != nil,
            (try? form.insertItem(at: count - 1, intoGroup: group.key)) != nil
        else { return nil }
        return (form, count - 1)
    }

    /// What to replace in the markup and in the script data, in order.
    private static func placeholders(
        group: FormRepeatingGroupInfo, index: Int, id: String, options: FormHTMLOptions
    ) -> (html: [(String, String)], json: [(String, String)]) {
        let item = "[\(index)]"
        let starts = [group.parameterKey, group.key, options.idPrefix + group.key]
        var html: [(String, String)] = []
        var json: [(String, String)] = []
        for start in starts {
            let attribute = FormHTMLEscaping.attribute(start)
            html += [
                ("\"" + attribute + item, "\"" + attribute + "[__i__]"), (" " + attribute + item, " " + attribute + "[__i__]"),
            ]
            let quoted = FormHTMLLiveJSON.string(start).dropLast()
            json.append((quoted + item, quoted + "[__i__]"))
        }
        let idAttribute = "\"" + FormHTMLEscaping.attribute(id), idJSON = FormHTMLLiveJSON.string(id).dropLast()
        let newID = group.key + "#__id__"
        html += [(idAttribute + "\"", "\"" + newID + "\""), (idAttribute + ".", "\"" + newID + ".")]
        json += [(idJSON + "\"", "\"" + newID + "\""), (idJSON + ".", "\"" + newID + ".")]
        return (html, json)
    }

    private static func replacing(_ replacements: [(String, String)], in text: String) -> String {
        replacements.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }
}
