import Foundation

extension FormState {
    /// Conditions evaluated since the form was made (for tests of the
    /// dependency index and the benchmark).
    package var conditionEvaluationCount: Int { conditionCounts.evaluations }

    /// Rows and sections whose state the latest change examined: an edit
    /// examines the rows its flipped conditions decide, however long the form.
    package var examinedByLastChange: Int { conditionCounts.examined }

    /// Closure conditions the latest edit could not evaluate, because the
    /// form's values do not make a model; `nil` when every one ran (see
    /// ``FormCondition/EvaluationError``).
    ///
    /// ```swift
    /// try form.setText("0", for: "nights")
    /// form.conditionError?.keys      // ["late_checkout"]
    /// ```
    public var conditionError: FormCondition.EvaluationError? { conditionState.closureError }

    /// Re-evaluates the conditions that read `changedKeys` (every condition
    /// when `nil`) and every closure condition, and returns what the flipped
    /// ones changed in the visible structure.
    ///
    /// Closure conditions share one build of the model per pass, made only
    /// when the pass has one; a group's closure gets the group's model from
    /// that same build. When the build fails, a closure that cannot run keeps
    /// its target's state and the failure is kept as a ``FormCondition/EvaluationError``.
    @discardableResult
    mutating func evaluateConditions(_ changedKeys: [String]?) -> StructureChange {
        var planned: [Int]
        if let changedKeys {
            planned = schema.closureConditions
            for key in changedKeys { planned += schema.conditionsReading[key] ?? [] }
            planned = Array(Set(planned)).sorted()
        } else {
            planned = Array(schema.conditions.indices)
        }
        guard !planned.isEmpty else { return StructureChange() }
        let flips = flips(of: planned)
        guard changedKeys == nil else { return settle(flips) }
        conditionCounts.examined = schema.rows.count + schema.sections.count
        // Every condition ran: the counts are rebuilt once rather than moved flip by flip.
        guard !flips.isEmpty else { return StructureChange() }
        for flip in flips { _ = conditionState.set(flip.target, flip.state) }
        conditionState.sectionPresent = PrefixCounts(schema.sections.indices.map(isSectionPresent))
        return StructureChange()
    }

    /// Evaluates the conditions at `planned`, in order, and returns those
    /// whose result differs from their target's state, which is left as it is.
    mutating func flips(of planned: some Sequence<Int>) -> [(target: FormSchema.ConditionPlan.Target, state: Bool)] {
        var flips: [(target: FormSchema.ConditionPlan.Target, state: Bool)] = []
        var built: (models: [[String]: Any], error: (any Error)?)?
        var unevaluated: [String] = []
        for index in planned {
            let plan = schema.conditions[index]
            conditionCounts.evaluations += 1
            let result: Bool
            switch plan.condition {
            case .predicate(let predicate):
                result = predicate.evaluate { key in
                    schema.rowIndex[plan.keyPrefix + key].map { values[$0] } ?? groupValue(plan.keyPrefix + key)
                }
            case .model(let test):
                if built == nil { built = buildModels() }
                guard let declaring = built?.models[plan.modelPath], let tested = test(declaring) else {
                    unevaluated.append(key(of: plan.target))
                    continue
                }
                result = tested
            }
            if conditionState.state(of: plan.target) != result { flips.append((plan.target, result)) }
        }
        if let built {
            let error = built.error.map {
                FormCondition.EvaluationError(
                    typeName: schema.model.typeName, keys: unevaluated, reason: FormCondition.EvaluationError.reason(of: $0))
            }
            // Written only when it changes: a form whose conditions change
            // nothing keeps sharing its store.
            if error != conditionState.closureError { conditionState.closureError = error }
        }
        return flips
    }

    /// The root model and every group's, built once from the form's values;
    /// on failure, those built before it failed, and the error.
    /// What a predicate reads for a repeating group's key: a list of its
    /// items' length, whose `count` and `isEmpty` are the group's.
    private func groupValue(_ key: String) -> FormValue? {
        guard !schema.groups.isEmpty, let group = schema.groups.first(where: { $0.key == key }) else { return nil }
        return .array(Array(repeating: .null, count: group.itemRows.count))
    }

    private func buildModels() -> (models: [[String]: Any], error: (any Error)?) {
        let assembled = AssembledModels()
        do {
            _ = try assembly(keeping: assembled).decode(Model.self, from: source)
            return (assembled.models, nil)
        } catch {
            return (assembled.models, error)
        }
    }

    /// The key of the row or section a condition decides.
    private func key(of target: FormSchema.ConditionPlan.Target) -> String {
        switch target {
        case .rowVisible(let index), .rowEnabled(let index): return schema.rows[index].key
        case .sectionVisible(let index), .sectionEnabled(let index):
            return schema.sections[index].key ?? schema.sections[index].id
        }
    }

    // The state queries below run on every edit. They read the schema in
    // place with plain loops: copying a row or section out of the schema,
    // or a closure over `self`, costs more than the answer.

    func isSectionShown(_ index: Int) -> Bool {
        guard conditionState.sectionVisible(index) else { return false }
        for ancestor in schema.sections[index].ancestors where !conditionState.sectionVisible(ancestor) { return false }
        return true
    }

    func isRowVisible(_ index: Int) -> Bool {
        conditionState.switchedOff == 0 || conditionState.rowVisible[index] && isSectionShown(schema.rowSections[index])
    }

    /// Whether the row at `index` takes edits: shown, enabled and no title.
    func isRowEditable(_ index: Int) -> Bool {
        isRowVisible(index) && isRowEnabled(index)
    }

    func accessDecision(for index: Int) -> FormAccess.Decision {
        // Told without reading the policy, which copied it out of the store.
        if store.accessAllowsEverything { return .editable }
        let schema = schema
        return store.access.decide(schema.rows[index].key) { schema.sectionKeys(enclosingRow: index) }
    }

    /// Whether every row but titles is shown and enabled: nothing hidden or
    /// disabled by a condition, the form editable, access to everything.
    /// While it holds, no row's state needs asking.
    var isEveryRowOpen: Bool {
        conditionState.switchedOff == 0 && store.isEditable && store.accessAllowsEverything
    }

    /// Runs `body`, which changes the values of the rows `changed`,
    /// re-evaluates the conditions that read them, and reports the change.
    ///
    /// The change is built from the conditions that flipped, so an edit costs
    /// what it shows and hides, not what the form holds.
    /// Conditions already evaluated on the values `body` writes, from this
    /// form's state (`settled`), are taken rather than evaluated again.
    mutating func recordingChange(
        of changed: [String], settled: SettledConditions? = nil, _ body: (inout Self) -> Void
    ) -> FormChange {
        body(&self)
        guard !changed.isEmpty else { return FormChange() }
        let structure: StructureChange
        if let settled {
            if let state = settled.state { conditionState = state }
            conditionCounts = settled.counts
            structure = settled.structure
        } else {
            structure = evaluateConditions(changed)
        }
        return FormChange(changedKeys: changed, structure, schema: schema, conditionError: conditionState.closureError)
    }

    /// Runs `body`, which may change whether rows can be edited (read-only
    /// mode, the access policy) but not what is visible, and reports the
    /// visible rows whose enabled state flipped.
    mutating func recordingEnabledChange(_ body: (inout Self) -> Void) -> FormChange {
        let shown = schema.rows.indices.filter { isRowVisible($0) }
        let before = shown.map { isRowEnabled($0) }
        body(&self)
        var flipped: [FormRow.IndexPath] = []
        for (position, index) in shown.enumerated() where isRowEnabled(index) != before[position] {
            if let path = visibleIndexPath(ofRow: index) { flipped.append(path) }
        }
        conditionCounts.examined = schema.rows.count
        return FormChange(changedKeys: [], parts: FormChange.Parts(enabledChangedRows: flipped))
    }

    func isRowEnabled(_ index: Int) -> Bool {
        store.isEditable && !schema.isTitleRow[index] && conditionsEnableRow(index) && accessDecision(for: index) == .editable
    }

    /// Whether the row's own `enabledWhen:` and its sections' hold; read
    /// only while some condition hides or disables something.
    private func conditionsEnableRow(_ index: Int) -> Bool {
        guard conditionState.switchedOff > 0 else { return true }
        guard conditionState.rowEnabled(index) else { return false }
        let section = schema.rowSections[index]
        guard conditionState.sectionEnabled(section) else { return false }
        for ancestor in schema.sections[section].ancestors where !conditionState.sectionEnabled(ancestor) { return false }
        return true
    }

    /// The visible sections with their visible rows, by schema position.
    func visibleStructure() -> [(section: Int, rows: [Int])] {
        schema.sections.indices.compactMap { index in
            guard conditionState.sectionPresent[index] else { return nil }
            return (index, schema.sections[index].rows.filter { conditionState.rowVisible[$0] })
        }
    }

    /// Whether the section at `index` is in the visible structure: shown,
    /// and showing a row or declaring none.
    func isSectionPresent(_ index: Int) -> Bool {
        let rows = schema.sections[index].rows
        return isSectionShown(index) && (rows.isEmpty || conditionState.rowVisible.count(in: rows) > 0)
    }

    /// Where the row at `index` is shown, or `nil` when it is hidden; found in
    /// O(log n) from the counts of visible rows and sections.
    func visibleIndexPath(ofRow index: Int) -> FormRow.IndexPath? {
        guard isRowVisible(index) else { return nil }
        let section = schema.rows[index].section
        return FormRow.IndexPath(
            section: conditionState.sectionPresent.count(before: section),
            row: conditionState.rowVisible.count(in: schema.sections[section].rows.lowerBound..<index))
    }
}
