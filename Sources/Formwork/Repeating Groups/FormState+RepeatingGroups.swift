extension FormState {
    // MARK: Repeating groups

    /// Inserts a new item, `Item()`, at `index` of the repeating group `key`.
    ///
    /// ```swift
    /// let change = try form.insertItem(at: 0, intoGroup: "jobs")
    /// change.insertedSections    // the new item's section
    /// form.value(for: "jobs[0].title")    // .string(""): Job()'s title
    /// ```
    ///
    /// Keys of later items shift by one (`jobs[0].title` becomes
    /// `jobs[1].title`); rows' and sections' ids stay with their item.
    ///
    /// - Throws: ``FormInputError`` keyed by the group when there is no such
    ///   group or position, the group is hidden, disabled or does not allow
    ///   adding, or it holds its `maxItems` already.
    @discardableResult
    public mutating func insertItem(at index: Int, intoGroup key: String) throws(FormInputError) -> FormChange {
        let group = try editableGroup(key, .add, input: String(index))
        return try insert(.blank, values: blankItemValues(group, key: key), at: index, group: group, key: key)
    }

    /// Inserts `item` at `index` of the repeating group `key`: its rows and
    /// its other properties, which the model keeps.
    ///
    /// ```swift
    /// try form.insertItem(Job(title: "Engineer"), at: 1, intoGroup: "jobs")
    /// ```
    @discardableResult
    public mutating func insertItem<Item: FormModel>(
        _ item: Item, at index: Int, intoGroup key: String
    ) throws(FormInputError) -> FormChange {
        let group = try editableGroup(key, .add, input: String(index))
        let member = schema.groups[group].member
        guard Item.self == member.itemType else {
            throw groupError(
                key, .invalidValue(expected: .groupItem),
                FormPhrase("group.itemType", ["itemType": "\(member.itemType)", "given": "\(Item.self)"]), String(index))
        }
        let values: [FormValue]
        do {
            values = try member.itemSchema.read(item).fixed
        } catch {
            throw groupError(
                key, .invalidValue(expected: .groupItem), FormPhrase("group.unreadableItem", ["problem": "\(error)"]),
                String(index))
        }
        return try insert(.given(ItemBox(item)), values: values, at: index, group: group, key: key)
    }

    /// Removes the item at `index` of the repeating group `key`.
    ///
    /// - Throws: ``FormInputError`` keyed by the group when there is no such
    ///   item, the group cannot be edited or does not allow deleting, or it
    ///   holds only its `minItems`.
    @discardableResult
    public mutating func removeItem(at index: Int, fromGroup key: String) throws(FormInputError) -> FormChange {
        let group = try editableGroup(key, .delete, input: String(index))
        let count = schema.groups[group].itemRows.count
        guard index >= 0, index < count else { throw noSuchItem(key, index) }
        if let minimum = schema.groups[group].member.options.minItems, count <= minimum {
            throw groupError(key, .tooFewItems(limit: minimum), FormPhrase("group.tooFew", count: minimum), String(index))
        }
        let listChange = FormChange.ListChange.removed(key: key, index: index)
        if let reshaped = splicingSchema(group, count: count - 1) {
            return splice(removingAt: index, group: group, reshaped: reshaped, listChange)
        }
        var state = itemState
        state.remove(at: index, group: group)
        return restructure(group, state, listChange) { $0.remove(at: index) }
    }

    /// Moves the item at `source` of the repeating group `key` to `destination`.
    ///
    /// ```swift
    /// let change = try form.moveItem(from: 0, to: 1, inGroup: "jobs")
    /// change.movedSections    // [SectionMove(from: 2, to: 3)]
    /// ```
    @discardableResult
    public mutating func moveItem(from source: Int, to destination: Int, inGroup key: String) throws(FormInputError) -> FormChange
    {
        let group = try editableGroup(key, .move, input: "\(source)→\(destination)")
        let count = schema.groups[group].itemRows.count
        guard source >= 0, source < count else { throw noSuchItem(key, source) }
        guard destination >= 0, destination < count else { throw noSuchItem(key, destination) }
        guard source != destination else { return FormChange() }
        var state = itemState
        state.move(from: source, to: destination, group: group)
        return restructure(group, state, .moved(key: key, from: source, to: destination)) {
            $0.insert($0.remove(at: source), at: destination)
        }
    }

    private mutating func insert(
        _ origin: ItemOrigin, values itemValues: [FormValue], at index: Int, group: Int, key: String
    ) throws(FormInputError) -> FormChange {
        let count = schema.groups[group].itemRows.count
        guard index >= 0, index <= count else { throw noSuchItem(key, index) }
        let limit = schema.groups[group].member.options.itemLimit
        guard count < limit else {
            throw groupError(key, .tooManyItems(limit: limit), FormPhrase("group.tooMany", count: limit), String(index))
        }
        let listChange = FormChange.ListChange.inserted(key: key, index: index)
        if let reshaped = splicingSchema(group, count: count + 1),
            itemValues.count == reshaped.groups[group].itemRows[index].count
        {
            return splice(inserting: itemValues, origin, at: index, group: group, reshaped: reshaped, listChange)
        }
        var state = itemState
        state.insert(origin, at: index, group: group)
        return restructure(group, state, listChange) { $0.insert(itemValues, at: index) }
    }

    /// The schema of this form with `count` items in `group`, when an item
    /// inserted or removed there can be spliced in place.
    private func splicingSchema(_ group: Int, count: Int) -> FormSchema? {
        let shape = schema.shape.setting(count: count, ofGroup: group)
        // The registry builds the other shape from this type's own schema, which is cached: it cannot fail here.
        guard let reshaped = try? SchemaRegistry.shared.schema(for: Model.self, shape: shape),
            canSplice(group, into: reshaped)
        else { return nil }
        return reshaped
    }

    /// Applies `edit` to the items' values of `group` and swaps in the
    /// schema of the new shape.
    private mutating func restructure(
        _ group: Int, _ state: ItemState, _ listChange: FormChange.ListChange, _ edit: (inout [[FormValue]]) -> Void
    ) -> FormChange {
        var model = schema.modelValues(values)
        edit(&model.items[group])
        // The registry builds the other shape from this type's own schema, which is cached: it cannot fail here.
        guard let reshaped = try? SchemaRegistry.shared.schema(for: Model.self, shape: model.shape) else {
            return FormChange()
        }
        return reshape(to: reshaped, values: reshaped.values(of: model), items: state, listChanges: [listChange])
    }

    /// The position of the repeating group `key`, when its items may be edited by `action`.
    private func editableGroup(_ key: String, _ action: FormGroup<[Model]>.ItemEditing, input: String) throws(FormInputError)
        -> Int
    {
        guard let group = schema.groups.firstIndex(where: { $0.key == key }) else {
            let suggestion = FormEditDistance.closestKey(to: key, among: schema.groups.map(\.key))
            throw FormInputError(
                key: key, title: nil, reason: .unknownField(suggestion: suggestion), input: input,
                message: "Unknown repeating group '\(key)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""))
        }
        if let refusal = groupRefusal(group, action) { throw groupError(key, refusal.reason, refusal.phrase, input) }
        return group
    }

    /// Why the items of `group` cannot be edited by `action` now, if they cannot.
    func groupRefusal(
        _ group: Int, _ action: FormGroup<[Model]>.ItemEditing
    ) -> (reason: FormInputError.Reason, phrase: FormPhrase)? {
        let expansion = schema.groups[group]
        guard isSectionShown(expansion.header) else { return (.hidden, FormPhrase("group.hidden")) }
        let decision = store.access.decide(expansion.key) { schema.sectionKeys(ofSection: expansion.header) }
        if case .disabled(let reason) = decision { return (.disabled(reason: reason), Self.disabledPhrase(reason)) }
        guard store.isEditable, isSectionEnabled(expansion.header) else {
            return (.disabled(reason: nil), Self.disabledPhrase(nil))
        }
        let allowed = FormGroup<[Model]>.ItemEditing(rawValue: expansion.member.options.editing)
        guard allowed.contains(action) else {
            let key = action == .add ? "group.noAdding" : action == .delete ? "group.noDeleting" : "group.noMoving"
            return (.readOnly, FormPhrase(key))
        }
        return nil
    }

    private func blankItemValues(_ group: Int, key: String) throws(FormInputError) -> [FormValue] {
        let member = schema.groups[group].member
        func read<Item: FormModel>(_ type: Item.Type) throws -> [FormValue] { try member.itemSchema.read(Item()).fixed }
        do {
            return try read(member.itemType)
        } catch {
            throw groupError(key, .invalidValue(expected: .groupItem), FormPhrase("group.newItem", ["problem": "\(error)"]), "")
        }
    }

    private func noSuchItem(_ key: String, _ index: Int) -> FormInputError {
        groupError(key, .noSuchItem(index: index), FormPhrase("edit.noSuchItem", ["index": String(index)]), String(index))
    }

    private func groupError(_ key: String, _ reason: FormInputError.Reason, _ phrase: FormPhrase, _ input: String)
        -> FormInputError
    {
        let title = schema.groups.first { $0.key == key }.map { localization.title(for: key, default: $0.member.title) } ?? key
        return localization.inputError(key: key, title: title, reason: reason, input: input, phrase: phrase)
    }
}
