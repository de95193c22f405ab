import Formwork

/// A repeating group's markup: its own section is a fieldset carrying
/// the group's key and bounds, with the item fieldsets, a `<template>` of
/// one new item, and an "Add" button; each item's fieldset carries the
/// item's identity and its "Remove", "Move up" and "Move down" buttons.
/// The buttons are `hidden` until the page's script shows them: without
/// script they could do nothing, and the spare items stand in for "Add".
extension FormHTMLRenderer {
    func groupAttributes(group: Int?, item: FormHTMLGroupLayout.Item?) -> [FormHTMLAttribute?] {
        if let group {
            let info = groups.infos[group]
            return [
                .init("data-formwork-group", info.key), .init("data-formwork-min", String(info.minItems)),
                .init("data-formwork-max", String(info.maxItems)),
            ]
        }
        guard let item else { return [] }
        let id = sections[groups.infos[item.group].itemSections[item.index]].id
        return [.init("data-formwork-item", id), .flag("data-formwork-spare", item.isSpare)]
    }

    mutating func writeGroupHelp(_ group: Int) {
        guard let help = groups.infos[group].help else { return }
        writer.element("p", [.init("class", "formwork-help")], text: help)
    }

    /// The item's buttons as the group allows them, disabled where the
    /// item's place or the group's bounds refuse them now.
    mutating func writeItemButtons(_ item: FormHTMLGroupLayout.Item) {
        let info = groups.infos[item.group]
        let count = groups.counts[item.group]
        guard !item.isSpare, info.allowsDeleting || info.allowsMoving else { return }
        writer.open("div", [.init("class", "formwork-item-actions"), .flag("hidden", true)])
        if info.allowsDeleting {
            writer.element(
                "button",
                [
                    .init("type", "button"), .init("data-formwork-action", "remove"),
                    .flag("disabled", count <= info.minItems),
                ], text: word("html.item.remove"))
        }
        if info.allowsMoving {
            writer.element(
                "button",
                [.init("type", "button"), .init("data-formwork-action", "up"), .flag("disabled", item.index == 0)],
                text: word("html.item.moveUp"))
            writer.element(
                "button",
                [
                    .init("type", "button"), .init("data-formwork-action", "down"),
                    .flag("disabled", item.index + 1 >= count),
                ], text: word("html.item.moveDown"))
        }
        writer.close("div")
    }

    /// The new item's template, the marker of an empty group, and "Add".
    mutating func writeGroupEnd(_ group: Int) {
        let info = groups.infos[group]
        let shown = info.itemSections.count
        if shown == 0 && (info.allowsAdding || info.allowsDeleting) {
            // Posts `jobs=`: a group with no item to post still says it has none.
            writer.void(
                "input",
                [
                    .init("type", "hidden"), .init("name", info.parameterKey), .init("value", ""),
                    .flag("data-formwork-empty", true),
                ])
        }
        guard info.allowsAdding, let template = itemTemplate(group) else { return }
        itemTemplates[group] = template
        writer.open("template", [.init("data-formwork-item-template", info.key)])
        writer.lines(template.markup)
        writer.close("template")
        writer.element(
            "button",
            [
                .init("type", "button"), .init("data-formwork-action", "add"), .flag("hidden", true),
                .flag("disabled", groups.counts[group] >= info.maxItems),
            ], text: form.localization.text(FormPhrase("html.item.add", ["noun": info.itemNoun]), builtIn: .html))
    }

    /// The page's text `key` in the form's language.
    func word(_ key: String) -> String { form.localization.text(FormPhrase(key), builtIn: .html) }

    /// Whether a predicate decides the section at `position` or one enclosing it.
    func isLive(_ position: Int) -> Bool {
        let decided = conditions.sections[position]
        return ([position] + decided.ancestors).contains {
            conditions.sections[$0].visible.isPredicate || conditions.sections[$0].enabled.isPredicate
        }
    }

    /// The script's data for each group.
    func liveGroups() -> [FormHTMLLiveGroup] {
        groups.infos.indices.map { group in
            let info = groups.infos[group]
            let template = info.allowsAdding ? itemTemplates[group] ?? itemTemplate(group) : nil
            return FormHTMLLiveGroup(
                info: info, idPrefix: options.idPrefix, template: template?.data,
                titlePattern: template?.titlePattern ?? titlePattern(group))
        }
    }

    /// The pattern of a group's numbered titles read off the first item
    /// titled with its number, for a group whose items cannot be added.
    private func titlePattern(_ group: Int) -> String? {
        let info = groups.infos[group]
        guard info.numbersItems else { return nil }
        return info.itemSections.enumerated().lazy.compactMap { index, position in
            FormHTMLItemTitle.pattern(of: self.sections[position].title, number: index + 1)
        }.first
    }

    /// A blank item's markup and script data, with `__i__` for its index,
    /// `__n__` for its number and `__id__` for its identity.
    func itemTemplate(_ group: Int) -> FormHTMLItemTemplate? {
        FormHTMLItemTemplate(source: source, group: groups.infos[group], options: options, depth: writer.depth + 1)
    }
}
