extension FormGroup {
    /// Declares a repeating group: a list of nested models, each item a
    /// section of its own.
    ///
    /// ```swift
    /// struct Job: FormModel {
    ///     @FormText var title = ""
    ///     @FormText var company = ""
    /// }
    ///
    /// struct Resume: FormModel {
    ///     @FormText var name = ""
    ///     @FormGroup(maxItems: 5) var jobs: [Job] = []   // sections "Job 1", "Job 2": jobs[0].title, …
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The items the model starts with.
    ///   - title: The group's section title; the property's name in title case by default.
    ///   - help: Help text shown with the group.
    ///   - param: The parameter name the items are submitted under; the property's name by default.
    ///   - itemTitle: The title of each item's section; "Job 1", "Job 2" by default.
    ///   - minItems: The fewest items the group may hold, at least 0.
    ///   - maxItems: The most items the group may hold, at most 1,000.
    ///   - editing: Whether the user may add, delete and move items.
    ///   - blankItems: How many blank items an HTML page without script offers after the real ones.
    ///   - visibleWhen: Shows the group and every item only while it holds.
    ///   - enabledWhen: Lets the group and every item be edited only while it holds.
    public init<Item: FormModel>(
        wrappedValue: [Item], title: String? = nil, help: String? = nil, param: String? = nil,
        itemTitle: ItemTitle = .numbered, minItems: Int? = nil, maxItems: Int? = nil, editing: ItemEditing = .all,
        blankItems: Int = 1, visibleWhen: FormCondition? = nil, enabledWhen: FormCondition? = nil
    ) where Value == [Item] {
        let repetition = RepeatingOptions(
            itemTitle: itemTitle.title, minItems: minItems, maxItems: maxItems, editing: editing.rawValue,
            blankItems: blankItems)
        self.init(
            wrappedValue: wrappedValue,
            descriptor: GroupDescriptor(
                title: title, help: help, parameterKey: param, visibleWhen: visibleWhen, enabledWhen: enabledWhen,
                repetition: repetition))
    }
}
