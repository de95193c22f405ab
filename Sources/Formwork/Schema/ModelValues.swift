/// The row values of one model as its type's ``ModelSchema`` orders them:
/// the rows of the type and its groups by flat position, and apart from
/// them, for each repeating group, each item's values as the item type's
/// own schema orders them.
///
/// A form lays these out in display order through its ``FormSchema``
/// (``FormSchema/values(of:)``), where an item's rows sit between the rows
/// declared before and after the group.
struct ModelValues: Sendable, Equatable {
    var fixed: [FormValue]
    /// By repeating group in declaration order, then by item.
    var items: [[[FormValue]]]

    init(fixed: [FormValue], items: [[[FormValue]]] = []) {
        self.fixed = fixed
        self.items = items
    }

    /// How many items each repeating group holds.
    var shape: FormShape { FormShape(counts: items.map(\.count)) }
}
