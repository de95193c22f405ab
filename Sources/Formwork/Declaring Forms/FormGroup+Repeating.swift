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
    ///   - itemTitle: The title of each item's section; "Job 1", "Job 2" by default.
    ///   - minItems: The fewest items the group may hold, at least 0.
    ///   - maxItems: The most items the group may hold, at most 1,000.
    ///   - editing: Whether the user may add, delete and move items.
    ///   - blankItems: How many blank items an HTML page without script offers after the real ones.
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
