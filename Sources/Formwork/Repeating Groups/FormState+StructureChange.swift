/// What flipped conditions changed in a form's visible structure, by schema
/// position; ``FormChange`` turns it into keys and index paths in form order.
struct StructureChange: Sendable {
    var deletedSections: [(section: Int, position: Int)] = []
    var insertedSections: [(section: Int, position: Int)] = []
    var deletedRows: [(row: Int, path: FormRow.IndexPath)] = []
    var insertedRows: [(row: Int, path: FormRow.IndexPath)] = []
    var enabledChangedRows: [(row: Int, path: FormRow.IndexPath)] = []
    var appearedRows: [Int] = []
    var disappearedRows: [Int] = []

    /// `true` when no section or row appeared, disappeared or flipped its enabled state.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
            && enabledChangedRows.isEmpty && appearedRows.isEmpty && disappearedRows.isEmpty
    }
}

extension FormChange {
    /// The change of `changedKeys` whose conditions made `structure`, and
    /// left the closure conditions in `conditionError` unevaluated.
    init(
        changedKeys: [String], _ structure: StructureChange, schema: FormSchema,
        conditionError: FormCondition.EvaluationError? = nil
    ) {
        var parts = Parts(conditionError: conditionError)
        // Most edits flip nothing: nothing to sort or map.
        if !structure.isEmpty {
            // Schema order is form order: sections and their rows are declared in the order they are shown.
            parts.deletedSections = structure.deletedSections.sorted { $0.section < $1.section }.map(\.position)
            parts.insertedSections = structure.insertedSections.sorted { $0.section < $1.section }.map(\.position)
            parts.deletedRows = structure.deletedRows.sorted { $0.row < $1.row }.map(\.path)
            parts.insertedRows = structure.insertedRows.sorted { $0.row < $1.row }.map(\.path)
            parts.enabledChangedRows = structure.enabledChangedRows.sorted { $0.row < $1.row }.map(\.path)
            parts.appearedKeys = structure.appearedRows.sorted().map { schema.rows[$0].key }
            parts.disappearedKeys = structure.disappearedRows.sorted().map { schema.rows[$0].key }
        }
        self.init(changedKeys: changedKeys, parts: parts)
    }
}

extension FormState {
    /// Applies flipped conditions and returns what they changed.
    ///
    /// Only the rows and sections a flip decides are looked at: the rows of
    /// a flipped `visibleWhen:` or `enabledWhen:`, and every row of a section
    /// (and the sections nested in it) whose own condition flipped. Their
    /// state is sampled before and after the flips are applied; index paths
    /// come from the counts of visible rows and sections in O(log n), so an
    /// edit costs what it shows, hides, enables or disables.
    mutating func settle(_ flips: [(target: FormSchema.ConditionPlan.Target, state: Bool)]) -> StructureChange {
        let affected = affectedByFlips(flips)
        conditionCounts.examined = affected.sections.count + affected.visibilityRows.count + affected.enabledRows.count
        guard !flips.isEmpty else { return StructureChange() }
        let before = sample(affected)
        for flip in flips { _ = conditionState.set(flip.target, flip.state) }
        for section in affected.sections { conditionState.sectionPresent.set(section, isSectionPresent(section)) }
        let after = sample(affected)
        return before.change(to: after, in: schema)
    }

    /// The state of the `affected` rows and sections now.
    ///
    /// Plain loops over `self`: a closure such as `map(visibleIndexPath(ofRow:))`
    /// captures a copy of the form, whose model retains every row's field,
    /// which would make a one-row flip cost as much as the form is long.
    private func sample(_ affected: AffectedStructure) -> StructureSample {
        var sections: [Int: Int] = [:]
        for section in affected.sections where conditionState.sectionPresent[section] {
            sections[section] = conditionState.sectionPresent.count(before: section)
        }
        var visibilityRows: [FormRow.IndexPath?] = []
        visibilityRows.reserveCapacity(affected.visibilityRows.count)
        for row in affected.visibilityRows { visibilityRows.append(visibleIndexPath(ofRow: row)) }
        var enabledRows: [(path: FormRow.IndexPath?, isEnabled: Bool)] = []
        enabledRows.reserveCapacity(affected.enabledRows.count)
        for row in affected.enabledRows { enabledRows.append((visibleIndexPath(ofRow: row), isRowEnabled(row))) }
        return StructureSample(
            affected: affected, sections: sections, visibilityRows: visibilityRows, enabledRows: enabledRows)
    }

    /// The sections whose presence, and the rows whose visibility or enabled
    /// state, `flips` may change: each once, in schema order.
    private func affectedByFlips(
        _ flips: [(target: FormSchema.ConditionPlan.Target, state: Bool)]
    ) -> AffectedStructure {
        var sections = Set<Int>(), visibilityRows = Set<Int>(), enabledRows = Set<Int>()
        for flip in flips {
            switch flip.target {
            case .rowVisible(let index):
                visibilityRows.insert(index)
                sections.insert(schema.rows[index].section)
            case .rowEnabled(let index):
                enabledRows.insert(index)
            case .sectionVisible(let index):
                // A group's visibility decides the sections nested in it.
                for nested in schema.sectionsNested(in: index) {
                    sections.insert(nested)
                    visibilityRows.formUnion(schema.sections[nested].rows)
                }
            case .sectionEnabled(let index):
                for nested in schema.sectionsNested(in: index) { enabledRows.formUnion(schema.sections[nested].rows) }
            }
        }
        return AffectedStructure(
            sections: sections.sorted(), visibilityRows: visibilityRows.sorted(), enabledRows: enabledRows.sorted())
    }
}

/// The rows and sections an edit's flipped conditions decide.
struct AffectedStructure {
    let sections: [Int]
    let visibilityRows: [Int]
    let enabledRows: [Int]
}

/// The state of the affected rows and sections at one moment, with the
/// index paths a table view knows them by then.
struct StructureSample {
    let affected: AffectedStructure
    /// The visible index of each affected section, or `nil` when it is not shown.
    let sections: [Int: Int]
    let visibilityRows: [FormRow.IndexPath?]
    let enabledRows: [(path: FormRow.IndexPath?, isEnabled: Bool)]

    /// What a table view must do to go from this sample to `after`.
    func change(to after: StructureSample, in schema: FormSchema) -> StructureChange {
        var change = StructureChange()
        // A row of a section that appears or disappears goes with it and is not listed again.
        func staying(_ row: Int) -> Bool {
            let section = schema.rows[row].section
            return sections[section] != nil && after.sections[section] != nil
        }
        for section in affected.sections {
            switch (sections[section], after.sections[section]) {
            case (let old?, nil): change.deletedSections.append((section, old))
            case (nil, let new?): change.insertedSections.append((section, new))
            default: break
            }
        }
        for (position, row) in affected.visibilityRows.enumerated() {
            switch (visibilityRows[position], after.visibilityRows[position]) {
            case (let old?, nil):
                change.disappearedRows.append(row)
                if staying(row) { change.deletedRows.append((row, old)) }
            case (nil, let new?):
                change.appearedRows.append(row)
                if staying(row) { change.insertedRows.append((row, new)) }
            default: break
            }
        }
        for (position, row) in affected.enabledRows.enumerated() {
            let old = enabledRows[position], new = after.enabledRows[position]
            if old.path != nil, let path = new.path, old.isEnabled != new.isEnabled {
                change.enabledChangedRows.append((row, path))
            }
        }
        return change
    }
}
