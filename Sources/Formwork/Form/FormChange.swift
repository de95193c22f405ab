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
    /// Visible sections that disappeared, by their index before the edit, ascending.
    public var deletedSections: [Int] = []
    /// Sections that appeared, by their index after the edit, ascending.
    public var insertedSections: [Int] = []
    /// Rows that disappeared from sections that stay, by their index path before the edit.
    public var deletedRows: [FormIndexPath] = []
    /// Rows that appeared in sections that were already shown, by their index path after the edit.
    public var insertedRows: [FormIndexPath] = []
    /// Rows shown before and after whose enabled state flipped, by their index path after the edit.
    public var enabledChangedRows: [FormIndexPath] = []
    /// Keys of rows that became visible, in form order.
    public var appearedKeys: [String] = []
    /// Keys of rows that became hidden, in form order.
    public var disappearedKeys: [String] = []
    /// Items inserted, removed or moved in list rows.
    public var listChanges: [FormListChange] = []
    /// Closure conditions this edit could not evaluate, because the form's
    /// values do not make a model; their rows and sections kept their state.
    public var conditionError: FormConditionError?

    /// A change of the given keys and nothing else.
    public init(changedKeys: [String] = []) {
        self.changedKeys = changedKeys
    }

    /// `true` when nothing changed.
    public var isEmpty: Bool { self == FormChange() }
}
