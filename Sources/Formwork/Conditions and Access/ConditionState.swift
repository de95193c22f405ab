/// The results of a form's conditions, what they make visible, and how much
/// work they took.
struct ConditionState: Sendable {
    /// Each row's own `visibleWhen:`, counted so that a row's position among
    /// its section's visible rows is found without walking the section.
    var rowVisible: PrefixCounts
    /// Each row's own `enabledWhen:` (rows first), then each section's
    /// `visibleWhen:` and `enabledWhen:`, as bits in one array, so that every
    /// copy of a form retains and releases one buffer here, not three.
    private var flags: [UInt8]
    private var rowCount: Int
    /// Sections in the visible structure (shown, with a visible row or
    /// declaring none), counted so that a section's visible index is found
    /// without walking the form.
    var sectionPresent: PrefixCounts
    /// Why the last pass could not run some closure conditions, if it could not.
    var closureError: FormCondition.EvaluationError?
    /// Rows and sections a condition now hides or disables; while there are
    /// none, every row is shown and enabled without its section being read.
    private(set) var switchedOff = 0

    /// Every row and section visible and enabled.
    init(rowCount: Int, sectionCount: Int) {
        rowVisible = PrefixCounts(Array(repeating: true, count: rowCount))
        flags =
            Array(repeating: Self.enabled, count: rowCount)
            + Array(repeating: Self.visible | Self.enabled, count: sectionCount)
        self.rowCount = rowCount
        sectionPresent = PrefixCounts(Array(repeating: true, count: sectionCount))
    }

    private static let visible: UInt8 = 1
    private static let enabled: UInt8 = 2

    /// The row's own `enabledWhen:`.
    func rowEnabled(_ index: Int) -> Bool { flags[index] & Self.enabled != 0 }
    /// The section's own `visibleWhen:`.
    func sectionVisible(_ index: Int) -> Bool { flags[rowCount + index] & Self.visible != 0 }
    /// The section's own `enabledWhen:`.
    func sectionEnabled(_ index: Int) -> Bool { flags[rowCount + index] & Self.enabled != 0 }

    /// The state `target` is in.
    func state(of target: FormSchema.ConditionPlan.Target) -> Bool {
        switch target {
        case .rowVisible(let index): rowVisible[index]
        case .rowEnabled(let index): rowEnabled(index)
        case .sectionVisible(let index): sectionVisible(index)
        case .sectionEnabled(let index): sectionEnabled(index)
        }
    }

    /// Sets `target` to `result`; `true` when that changed it.
    mutating func set(_ target: FormSchema.ConditionPlan.Target, _ result: Bool) -> Bool {
        switch target {
        case .rowVisible(let index):
            guard rowVisible[index] != result else { return false }
            rowVisible.set(index, result)
        case .rowEnabled(let index):
            guard flip(Self.enabled, at: index, to: result) else { return false }
        case .sectionVisible(let index):
            guard flip(Self.visible, at: rowCount + index, to: result) else { return false }
        case .sectionEnabled(let index):
            guard flip(Self.enabled, at: rowCount + index, to: result) else { return false }
        }
        switchedOff += result ? -1 : 1
        return true
    }

    /// Adds `rows` rows at row position `row` and `sections` sections at
    /// section position `section`, every one visible and enabled, shifting
    /// the later ones: the state of a form that gained a repeating group
    /// item there, before the item's own conditions are evaluated.
    mutating func insert(rows: Int, at row: Int, sections: Int, at section: Int) {
        rowVisible.replaceSubrange(row..<row, with: Array(repeating: true, count: rows))
        sectionPresent.replaceSubrange(section..<section, with: Array(repeating: true, count: sections))
        flags.insert(contentsOf: repeatElement(Self.visible | Self.enabled, count: sections), at: rowCount + section)
        flags.insert(contentsOf: repeatElement(Self.enabled, count: rows), at: row)
        rowCount += rows
    }

    /// Removes the rows `rows` and the sections `sections`, shifting the
    /// later ones: the state of a form that lost the repeating group item
    /// they show.
    mutating func remove(rows: Range<Int>, sections: Range<Int>) {
        for row in rows {
            if !rowVisible[row] { switchedOff -= 1 }
            if !rowEnabled(row) { switchedOff -= 1 }
        }
        for section in sections {
            if !sectionVisible(section) { switchedOff -= 1 }
            if !sectionEnabled(section) { switchedOff -= 1 }
        }
        rowVisible.replaceSubrange(rows, with: [])
        sectionPresent.replaceSubrange(sections, with: [])
        flags.removeSubrange((rowCount + sections.lowerBound)..<(rowCount + sections.upperBound))
        flags.removeSubrange(rows)
        rowCount -= rows.count
    }

    /// Sets the bit `flag` of `flags[position]` to `value`; `true` when that changed it.
    private mutating func flip(_ flag: UInt8, at position: Int, to value: Bool) -> Bool {
        guard (flags[position] & flag != 0) != value else { return false }
        flags[position] ^= flag
        return true
    }
}

/// How much work a form's conditions took: kept in the form itself, not in
/// its shared store, so that counting a pass that changes nothing does not
/// give the form a store of its own.
struct ConditionCounts: Sendable {
    /// Conditions evaluated since the form was made; an edit adds only those
    /// that read the edited keys, plus closure conditions.
    var evaluations = 0
    /// Rows and sections whose state the latest change examined: the rows its
    /// flipped conditions decide, not the rows of the form.
    var examined = 0
}
