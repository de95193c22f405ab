import Foundation

extension FormState {
    /// The items' identities, as the source holds them until an edit moves one.
    var itemState: ItemState {
        items ?? ItemState(shape: schema.shape, groups: schema.groups.count)
    }

    /// The stable identity of the section at `index`: an item's names its
    /// group and its item identity (`jobs#3`), any other is its declared id.
    func sectionID(_ index: Int) -> String {
        let declared = schema.sections[index]
        guard let place = declared.item else { return declared.id }
        let key = schema.groups[place.group].key
        let itemKey = "\(key)[\(place.index)]", identity = "\(key)#\(itemID(place))"
        // An item's sections are keyed, or for an untitled run `#`-prefixed, under the item's key.
        if declared.id.hasPrefix(itemKey) { return identity + declared.id.dropFirst(itemKey.count) }
        if declared.id.hasPrefix("#" + itemKey) { return "#" + identity + declared.id.dropFirst(itemKey.count + 1) }
        return declared.id
    }

    /// The stable identity of the row at `index`, or `nil` when it is its key.
    func rowIdentity(_ index: Int) -> String? {
        let row = schema.rows[index]
        guard let place = row.item else { return nil }
        let key = schema.groups[place.group].key
        let itemPrefix = "\(key)[\(place.index)]."
        return "\(key)#\(itemID(place))." + row.key.dropFirst(itemPrefix.count)
    }

    /// The identity of the section at `index` as a structural change compares it.
    func shapeIdentity(ofSection index: Int) -> VisibleShape.Identity {
        guard let place = schema.sections[index].item else { return .declared(schema.sections[index].id) }
        let first = schema.groups[place.group].itemSections[place.index]
        return .item(group: place.group, id: itemID(place), offset: index - first)
    }

    /// The identity of the row at `index` as a structural change compares it.
    func shapeIdentity(ofRow index: Int) -> VisibleShape.Identity {
        guard let place = schema.rows[index].item else { return .declared(schema.rows[index].key) }
        let first = schema.groups[place.group].itemRows[place.index].lowerBound
        return .item(group: place.group, id: itemID(place), offset: index - first)
    }

    private func itemID(_ place: FormSchema.ItemPlace) -> Int {
        guard let items else { return place.index }
        return items.ids[place.group][place.index]
    }

    /// The current key of the row or section whose ``FormRow/id`` or
    /// ``FormSection/id`` is `id`, or `nil` when none has it any more.
    ///
    /// Inside a repeating group, keys name positions (`jobs[2].title`) and
    /// shift when an earlier item is inserted, removed or moved; identities
    /// stay with their item (`jobs#5.title`). A caller that holds on to a
    /// row across structural edits keeps its id and asks for its key.
    public func key(forID id: String) -> String? {
        if let row = rowIndex(forID: id) { return schema.rows[row].key }
        return schema.sections.indices.first { sectionID($0) == id }.flatMap { schema.sections[$0].key }
    }

    /// The position of the row whose ``FormRow/id`` is `id`, or `nil` when
    /// none has it any more. A row outside repeating groups is its own key,
    /// found by the schema's key table; an item's row is found by its
    /// identity, which no key table holds.
    func rowIndex(forID id: String) -> Int? {
        if let keyed = schema.rowIndex[id], rowIdentity(keyed) == nil { return keyed }
        return schema.rows.indices.first { rowIdentity($0) == id }
    }

    /// Replaces the form's schema, values and items by those of another
    /// shape, keeps refused edits with their rows, evaluates every
    /// condition for the new rows, and reports what changed on screen.
    mutating func reshape(
        to newSchema: FormSchema, values newValues: [FormValue], items newItems: ItemState?,
        listChanges: [FormChange.ListChange]
    ) -> FormChange {
        let before = VisibleShape(self)
        let (oldSchema, oldValues, oldItems) = (schema, values, itemState)
        let keptErrors = inputErrors.map { index, error in (shapeIdentity(ofRow: index), error) }
        schema = newSchema
        values = newValues
        items = newItems
        conditionState = newSchema.initialStore.conditionState
        inputErrors = [:]
        if !keptErrors.isEmpty {
            let errors = Dictionary(keptErrors, uniquingKeysWith: { first, _ in first })
            for index in newSchema.rows.indices {
                // The error names the row by its key, which moves with its item.
                if var error = errors[shapeIdentity(ofRow: index)] {
                    error.key = newSchema.rows[index].key
                    inputErrors[index] = error
                }
            }
        }
        if !newSchema.conditions.isEmpty { evaluateConditions(nil) }
        var parts = before.change(to: VisibleShape(self))
        parts.listChanges = listChanges
        parts.conditionError = conditionState.closureError
        let changed = Self.keysChanged(
            from: (oldSchema, oldValues, oldItems), to: (newSchema, newValues, itemState))
        return FormChange(changedKeys: changed, parts: parts)
    }

    /// The keys whose values differ between two states of the form, by
    /// key: each group whose items changed, then the rows in form order,
    /// then the keys that no longer exist.
    static func keysChanged(
        from old: (schema: FormSchema, values: [FormValue], items: ItemState),
        to new: (schema: FormSchema, values: [FormValue], items: ItemState)
    ) -> [String] {
        var changed: [String] = []
        for (group, expansion) in new.schema.groups.enumerated() where old.items.ids[group] != new.items.ids[group] {
            changed.append(expansion.key)
        }
        for (index, row) in new.schema.rows.enumerated() {
            let previous = old.schema.rowIndex[row.key].map { old.values[$0] }
            if previous != new.values[index] { changed.append(row.key) }
        }
        for row in old.schema.rows where new.schema.rowIndex[row.key] == nil { changed.append(row.key) }
        return changed
    }

    /// ``changedKeys`` when an edit changed the items of a repeating group.
    func changedKeysAcrossShapes() -> [String] {
        let initial = initialItems ?? ItemState(shape: initialSchema.shape, groups: initialSchema.groups.count)
        return Self.keysChanged(from: (initialSchema, initialValues, initial), to: (schema, values, itemState))
    }
}

extension FormState {
    /// Whether the section at `index` and every section enclosing it are enabled by their conditions.
    func isSectionEnabled(_ index: Int) -> Bool {
        guard conditionState.sectionEnabled(index) else { return false }
        return schema.sections[index].ancestors.allSatisfy { conditionState.sectionEnabled($0) }
    }

    /// The title of the section at `index`: an item titled by a field
    /// shows that field's text, or its noun and number while the text is
    /// blank, worded by the localization (`item.title`, "Referee 1").
    func sectionTitle(_ index: Int) -> String? {
        let declared = schema.sections[index]
        guard let place = schema.itemOfSection(index) else { return declared.title }
        let expansion = schema.groups[place.group]
        let options = expansion.member.options
        switch options.itemTitle {
        case .none: return nil
        case .field:
            let text = expansion.titleRows[place.index].flatMap { values[$0].stringValue }
            if let text, !text.allSatisfy(\.isWhitespace) { return text }
        case .numbered: break
        }
        let noun = itemNoun(ofGroup: place.group)
        return localization.text(FormPhrase("item.title", ["noun": noun, "number": String(place.index + 1)]))
    }

    /// The noun the items of `group` are numbered with ("Referee"), as the
    /// localization titles the key `<group key>.item`.
    func itemNoun(ofGroup group: Int) -> String {
        let expansion = schema.groups[group]
        let declared: String
        if case .numbered(let given?) = expansion.member.options.itemTitle {
            declared = given
        } else {
            declared = expansion.member.itemTypeTitle
        }
        return localization.title(for: expansion.key + ".item", default: declared)
    }

    /// The repeating group the section at `index` belongs to, and which of its items it shows.
    func repetition(ofSection index: Int) -> FormSection.Repetition? {
        let place = schema.itemOfSection(index)
        guard let group = place?.group ?? schema.groups.firstIndex(where: { $0.header == index }) else { return nil }
        return FormSection.Repetition(group: schema.groups[group].key, index: place?.index)
    }
}
