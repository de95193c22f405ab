import Formwork

/// Where a page's repeating groups are: each group's own section, its
/// items' sections, and the spare blank items offered to a page without
/// script.
///
/// A page without script cannot add an item, so after a group's items it
/// offers `blankItems` spare items (no more than `maxItems` allows), made
/// by ``Formwork/FormState/insertItem(at:intoGroup:)`` on a copy of the form.
/// A spare is written blank: its controls hold no value (a menu starts on
/// an empty entry, no box or button is ticked, a checkbox has no hidden
/// `false`) and are not `required`, so a spare left alone posts only blank
/// values, which a body read with `blankListItemsAreAbsent` drops.
struct FormHTMLGroupLayout {
    /// An item's section: its group, its index, and whether it is a spare.
    struct Item: Hashable {
        var group: Int
        var index: Int
        var isSpare: Bool
    }

    /// The groups of the form written, spare items included in `itemSections`.
    let infos: [FormRepeatingGroupInfo]
    /// How many items each group holds without its spares.
    let counts: [Int]
    /// The group whose own section is at a position.
    let groupOfHeader: [Int: Int]
    /// The item an item's section (by position) shows.
    let itemOfSection: [Int: Item]
    /// The keys of the rows of spare items.
    let spareRows: Set<String>

    init<Model: FormModel>(_ form: FormState<Model>, counts: [Int]) {
        infos = form.repeatingGroups
        self.counts = counts
        var headers: [Int: Int] = [:]
        var items: [Int: Item] = [:]
        var spareItems: [String] = []
        for (group, info) in infos.enumerated() {
            headers[info.headerSection] = group
            for (index, position) in info.itemSections.enumerated() {
                let isSpare = index >= counts[group]
                items[position] = Item(group: group, index: index, isSpare: isSpare)
                if isSpare { spareItems.append("\(info.key)[\(index)].") }
            }
        }
        groupOfHeader = headers
        itemOfSection = items
        spareRows = Set(form.allRows.map(\.key).filter { key in spareItems.contains { key.hasPrefix($0) } })
    }

    /// The layout of `form` as it is, with no spares.
    static func plain<Model: FormModel>(_ form: FormState<Model>) -> FormHTMLGroupLayout {
        FormHTMLGroupLayout(form, counts: form.repeatingGroups.map(\.itemSections.count))
    }

    /// `form` with its groups' spare items, and its layout.
    static func withSpares<Model: FormModel>(
        _ form: FormState<Model>
    ) -> (form: FormState<Model>, groups: FormHTMLGroupLayout) {
        let groups = form.repeatingGroups
        guard !groups.isEmpty else { return (form, plain(form)) }
        var shown = form
        for group in groups where group.mayAdd {
            let count = group.itemSections.count
            for index in count..<max(count, min(count + group.blankItems, group.maxItems)) {
                guard (try? shown.insertItem(at: index, intoGroup: group.key)) != nil else { break }
            }
        }
        return (shown, FormHTMLGroupLayout(shown, counts: groups.map(\.itemSections.count)))
    }
}
