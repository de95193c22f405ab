/// The results of a form's conditions, what they make visible, and how much
/// work they took.
struct ConditionState: Sendable {
    /// Each row's own `visibleWhen:`, counted so that a row's position among
    /// its section's visible rows is found without walking the section.
    var rowVisible: PrefixCounts
    var rowEnabled: [Bool]
    var sectionVisible: [Bool]
    var sectionEnabled: [Bool]
    /// Sections in the visible structure (shown, with a visible row or
    /// declaring none), counted so that a section's visible index is found
    /// without walking the form.
    var sectionPresent: PrefixCounts
    /// Conditions evaluated since the form was made; an edit adds only those
    /// that read the edited keys, plus closure conditions.
    var evaluations = 0
    /// Rows and sections whose state the latest change examined: the rows its
    /// flipped conditions decide, not the rows of the form.
    var examined = 0
    /// Why the last pass could not run some closure conditions, if it could not.
    var closureError: FormConditionError?
    /// Rows and sections a condition now hides or disables; while there are
    /// none, every row is shown and enabled without its section being read.
    private(set) var switchedOff = 0

    /// Every row and section visible and enabled.
    init(rowCount: Int, sectionCount: Int) {
        rowVisible = PrefixCounts(Array(repeating: true, count: rowCount))
        rowEnabled = Array(repeating: true, count: rowCount)
        sectionVisible = Array(repeating: true, count: sectionCount)
        sectionEnabled = sectionVisible
        sectionPresent = PrefixCounts(sectionVisible)
    }

    /// The state `target` is in.
    func state(of target: FormSchema.ConditionPlan.Target) -> Bool {
        switch target {
        case .rowVisible(let index): rowVisible[index]
        case .rowEnabled(let index): rowEnabled[index]
        case .sectionVisible(let index): sectionVisible[index]
        case .sectionEnabled(let index): sectionEnabled[index]
        }
    }

    /// Sets `target` to `result`; `true` when that changed it.
    mutating func set(_ target: FormSchema.ConditionPlan.Target, _ result: Bool) -> Bool {
        switch target {
        case .rowVisible(let index):
            guard rowVisible[index] != result else { return false }
            rowVisible.set(index, result)
        case .rowEnabled(let index):
            guard rowEnabled[index] != result else { return false }
            rowEnabled[index] = result
        case .sectionVisible(let index):
            guard sectionVisible[index] != result else { return false }
            sectionVisible[index] = result
        case .sectionEnabled(let index):
            guard sectionEnabled[index] != result else { return false }
            sectionEnabled[index] = result
        }
        switchedOff += result ? -1 : 1
        return true
    }
}
