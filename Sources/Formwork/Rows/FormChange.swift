/// What an edit changed: values, and the visible structure a table view shows.
///
/// ```swift
/// let change = try form.setText("42", for: "age")
/// change.changedKeys        // ["age"]
/// change.insertedRows       // [[0, 4]]: "bio" appeared after "age"
/// tableView.performBatchUpdates {
///     tableView.deleteRows(at: change.deletedRows.map(IndexPath.init), with: .fade)
///     tableView.deleteSections(IndexSet(change.deletedSections), with: .fade)
///     tableView.insertSections(IndexSet(change.insertedSections), with: .fade)
///     tableView.insertRows(at: change.insertedRows.map(IndexPath.init), with: .fade)
/// }
/// ```
///
/// The structure follows a table view's batch update: deleted rows and
/// sections are index paths *before* the edit, inserted ones *after* it; the
/// rows of a deleted or inserted section are not listed again. Applying the
/// deletions to the old visible list, then the insertions, gives the new one.
public struct FormChange: Sendable, Hashable {
    /// Keys whose values changed, in form order.
    public var changedKeys: [String] = []
    /// Everything else, held by reference and `nil` when empty: most edits
    /// change one value and nothing a table view shows, and a change is
    /// returned, and so copied and destroyed, on every edit: held inline,
    /// ten arrays would be copied and destroyed with it each time.
    private var structure: Structure?

    /// Visible sections that disappeared, by their index before the edit, ascending.
    public var deletedSections: [Int] {
        get { structure?.parts.deletedSections ?? [] }
        set { update { $0.deletedSections = newValue } }
    }
    /// Sections that appeared, by their index after the edit, ascending.
    public var insertedSections: [Int] {
        get { structure?.parts.insertedSections ?? [] }
        set { update { $0.insertedSections = newValue } }
    }
    /// Rows that disappeared from sections that stay, by their index path before the edit.
    /// Sections that moved, from their position before the change to their
    /// position after it, as `UITableView.moveSection(_:toSection:)` takes
    /// them: a repeating group's item moved by ``FormState/moveItem(from:to:inGroup:)``
    /// or by a typed edit that reorders the items.
    public var movedSections: [FormChange.SectionMove] {
        get { structure?.parts.movedSections ?? [] }
        set { update { $0.movedSections = newValue } }
    }
    public var deletedRows: [FormRow.IndexPath] {
        get { structure?.parts.deletedRows ?? [] }
        set { update { $0.deletedRows = newValue } }
    }
    /// Rows that appeared in sections that were already shown, by their index path after the edit.
    public var insertedRows: [FormRow.IndexPath] {
        get { structure?.parts.insertedRows ?? [] }
        set { update { $0.insertedRows = newValue } }
    }
    /// Rows shown before and after whose enabled state flipped, by their index path after the edit.
    public var enabledChangedRows: [FormRow.IndexPath] {
        get { structure?.parts.enabledChangedRows ?? [] }
        set { update { $0.enabledChangedRows = newValue } }
    }
    /// Keys of rows that became visible, in form order.
    public var appearedKeys: [String] {
        get { structure?.parts.appearedKeys ?? [] }
        set { update { $0.appearedKeys = newValue } }
    }
    /// Keys of rows that became hidden, in form order.
    public var disappearedKeys: [String] {
        get { structure?.parts.disappearedKeys ?? [] }
        set { update { $0.disappearedKeys = newValue } }
    }
    /// Items inserted, removed or moved in list rows.
    public var listChanges: [FormChange.ListChange] {
        get { structure?.parts.listChanges ?? [] }
        set { update { $0.listChanges = newValue } }
    }
    /// Closure conditions this edit could not evaluate, because the form's
    /// values do not make a model; their rows and sections kept their state.
    public var conditionError: FormCondition.EvaluationError? {
        get { structure?.parts.conditionError }
        set { update { $0.conditionError = newValue } }
    }

    /// A change of the given keys and nothing else.
    public init(changedKeys: [String] = []) {
        self.changedKeys = changedKeys
    }

    /// A change of `changedKeys` with the other `parts`.
    init(changedKeys: [String], parts: Parts) {
        self.changedKeys = changedKeys
        self.structure = parts == Parts() ? nil : Structure(parts)
    }

    /// `true` when nothing changed.
    public var isEmpty: Bool { changedKeys.isEmpty && structure == nil }

    public static func == (lhs: FormChange, rhs: FormChange) -> Bool {
        lhs.changedKeys == rhs.changedKeys && lhs.structure?.parts == rhs.structure?.parts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(changedKeys)
        hasher.combine(structure?.parts)
    }

    /// Changes one of the parts; a new box, so copies made before keep theirs.
    private mutating func update(_ change: (inout Parts) -> Void) {
        var parts = structure?.parts ?? Parts()
        change(&parts)
        structure = parts == Parts() ? nil : Structure(parts)
    }

    /// Everything a change holds besides its keys.
    struct Parts: Sendable, Hashable {
        var deletedSections: [Int] = []
        var insertedSections: [Int] = []
        var movedSections: [FormChange.SectionMove] = []
        var deletedRows: [FormRow.IndexPath] = []
        var insertedRows: [FormRow.IndexPath] = []
        var enabledChangedRows: [FormRow.IndexPath] = []
        var appearedKeys: [String] = []
        var disappearedKeys: [String] = []
        var listChanges: [FormChange.ListChange] = []
        var conditionError: FormCondition.EvaluationError?
    }

    /// The parts, shared by the copies of one change; never changed in place.
    private final class Structure: Sendable {
        let parts: Parts
        init(_ parts: Parts) { self.parts = parts }
    }
}
