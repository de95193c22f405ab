import Formwork

/// A generated model of the scale benchmark (see `Benchmarks/generate.py`):
/// number rows `n<i>` alternating with text rows `t<i+1>` shown while
/// `n<i> > 0`, in groups of 100 rows beyond 100.
protocol ScaleModel: FormModel {
    /// Rows of the form (all visible at first: every number starts at 1).
    static var rowCount: Int { get }
    /// Conditions of the form: one per text row.
    static var conditionCount: Int { get }
    /// The first number row, which exactly one condition reads (that of the row after it).
    static var conditionReadKey: String { get }
}

extension ScaleModel {
    /// The text row the first condition shows and hides.
    static var dependentKey: String {
        conditionReadKey.replacingOccurrences(of: "n0", with: "t1")
    }
}

/// One edit of a scale form that shows or hides one row, and what it cost
/// in conditions evaluated.
struct ToggleEdit<Model: ScaleModel> {
    var form: FormState<Model>
    private var hidden = false

    init(_ form: FormState<Model>) { self.form = form }

    /// Sets the first number row to 0 (hiding the row after it) or back to 1
    /// (showing it): each call changes one row's visibility.
    mutating func toggle() throws -> FormChange {
        hidden.toggle()
        return try form.setText(hidden ? "0" : "1", for: Model.conditionReadKey)
    }

    /// Conditions evaluated by one toggle, and whether its change lists
    /// exactly the one row that appeared or disappeared.
    mutating func countOne() throws -> (conditions: Int, exact: Bool) {
        let before = form.conditionEvaluationCount
        let change = try toggle()
        let expected = [Model.dependentKey]
        let exact =
            hidden
            ? change.disappearedKeys == expected && change.appearedKeys.isEmpty
            : change.appearedKeys == expected && change.disappearedKeys.isEmpty
        return (form.conditionEvaluationCount - before, exact)
    }
}
