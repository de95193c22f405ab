import Foundation

/// The results of a form's conditions, and how many were evaluated.
struct ConditionState: Sendable {
    var rowVisible: [Bool]
    var rowEnabled: [Bool]
    var sectionVisible: [Bool]
    var sectionEnabled: [Bool]
    /// Conditions evaluated since the form was made; an edit adds only those
    /// that read the edited keys, plus closure conditions.
    var evaluations = 0
    /// Why the last pass could not run some closure conditions, if it could not.
    var closureError: FormConditionError?

    init(_ schema: FormSchema) {
        rowVisible = Array(repeating: true, count: schema.rows.count)
        rowEnabled = rowVisible
        sectionVisible = Array(repeating: true, count: schema.sections.count)
        sectionEnabled = sectionVisible
    }

    mutating func set(_ target: FormSchema.ConditionPlan.Target, _ result: Bool) {
        switch target {
        case .rowVisible(let index): rowVisible[index] = result
        case .rowEnabled(let index): rowEnabled[index] = result
        case .sectionVisible(let index): sectionVisible[index] = result
        case .sectionEnabled(let index): sectionEnabled[index] = result
        }
    }
}

extension ModelForm {
    /// Conditions evaluated since the form was made (for tests of the dependency index).
    package var conditionEvaluationCount: Int { conditionState.evaluations }

    /// Closure conditions the latest edit could not evaluate, because the
    /// form's values do not make a model; `nil` when every one ran (see
    /// ``FormConditionError``).
    ///
    /// ```swift
    /// try form.setText("0", for: "nights")
    /// form.conditionError?.keys      // ["late_checkout"]
    /// ```
    public var conditionError: FormConditionError? { conditionState.closureError }

    /// Re-evaluates the conditions that read `changedKeys` (every condition
    /// when `nil`) and every closure condition.
    ///
    /// Closure conditions share one build of the model per pass, made only
    /// when the pass has one; a group's closure gets the group's model from
    /// that same build. When the build fails, a closure that cannot run keeps
    /// its target's state and the failure is kept as a ``FormConditionError``.
    mutating func evaluateConditions(_ changedKeys: [String]?) {
        var planned: [Int]
        if let changedKeys {
            planned = schema.closureConditions
            for key in changedKeys { planned += schema.conditionsReading[key] ?? [] }
            planned = Array(Set(planned)).sorted()
        } else {
            planned = Array(schema.conditions.indices)
        }
        guard !planned.isEmpty else { return }
        var built: (models: [[String]: Any], error: (any Error)?)?
        var unevaluated: [String] = []
        for index in planned {
            let plan = schema.conditions[index]
            conditionState.evaluations += 1
            switch plan.condition {
            case .predicate(let predicate):
                conditionState.set(
                    plan.target,
                    predicate.evaluate { key in
                        schema.rowIndex[plan.keyPrefix + key].map { values[$0] }
                    })
            case .model(let test):
                if built == nil { built = buildModels() }
                if let declaring = built?.models[plan.modelPath], let result = test(declaring) {
                    conditionState.set(plan.target, result)
                } else {
                    unevaluated.append(key(of: plan.target))
                }
            }
        }
        guard let built else { return }
        conditionState.closureError = built.error.map {
            FormConditionError(typeName: schema.model.typeName, keys: unevaluated, reason: FormConditionError.reason(of: $0))
        }
    }

    /// The root model and every group's, built once from the form's values;
    /// on failure, those built before it failed, and the error.
    private func buildModels() -> (models: [[String]: Any], error: (any Error)?) {
        let assembled = AssembledModels()
        do {
            _ = try ModelAssembly(schema: schema.model, values: values, assembled: assembled).decode(Model.self, from: source)
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

    func isSectionShown(_ index: Int) -> Bool {
        let section = schema.sections[index]
        return conditionState.sectionVisible[index] && section.ancestors.allSatisfy { conditionState.sectionVisible[$0] }
    }

    func isRowVisible(_ index: Int) -> Bool {
        conditionState.rowVisible[index] && isSectionShown(schema.rows[index].section)
    }

    func accessDecision(for index: Int) -> FormAccessDecision {
        let row = schema.rows[index]
        let section = schema.sections[row.section]
        return access.decide(row.key) {
            (section.ancestors.map { schema.sections[$0].key } + [section.key]).compactMap { $0 }
        }
    }

    /// Runs `body`, re-evaluates the conditions that read `changed`, and
    /// reports the change. When only values change (`valuesOnly`) on a form
    /// without conditions, the structure cannot change and is not compared.
    mutating func recordingChange(
        of changed: [String], valuesOnly: Bool = true, _ body: (inout Self) -> Void
    ) -> FormChange {
        let before = valuesOnly && schema.conditions.isEmpty ? nil : snapshot()
        body(&self)
        guard !changed.isEmpty else { return before.map { change(from: $0, changedKeys: changed) } ?? FormChange() }
        evaluateConditions(changed)
        var reported = before.map { change(from: $0, changedKeys: changed) } ?? FormChange(changedKeys: changed)
        reported.conditionError = conditionState.closureError
        return reported
    }

    func isRowEnabled(_ index: Int) -> Bool {
        let row = schema.rows[index]
        let section = schema.sections[row.section]
        return isEditable && row.descriptor.kind != .title && conditionState.rowEnabled[index]
            && conditionState.sectionEnabled[row.section]
            && section.ancestors.allSatisfy { conditionState.sectionEnabled[$0] }
            && accessDecision(for: index) == .editable
    }

    /// The visible sections with their visible rows, by schema position.
    func visibleStructure() -> [(section: Int, rows: [Int])] {
        schema.sections.indices.compactMap { index in
            guard isSectionShown(index) else { return nil }
            let declared = schema.sections[index].rows
            let shown = declared.filter { conditionState.rowVisible[$0] }
            return declared.isEmpty || !shown.isEmpty ? (index, shown) : nil
        }
    }

    /// The visible structure and enabled rows, to compare before and after an edit.
    struct Snapshot {
        let structure: [(section: Int, rows: [Int])]
        let enabled: [Bool]
    }

    func snapshot() -> Snapshot {
        Snapshot(structure: visibleStructure(), enabled: schema.rows.indices.map(isRowEnabled))
    }

    /// The table-view change from `before` to the form's current state.
    func change(from before: Snapshot, changedKeys: [String]) -> FormChange {
        let after = snapshot()
        var change = FormChange(changedKeys: changedKeys)
        let oldSections = before.structure.map(\.section), newSections = after.structure.map(\.section)
        change.deletedSections = oldSections.indices.filter { !newSections.contains(oldSections[$0]) }
        change.insertedSections = newSections.indices.filter { !oldSections.contains(newSections[$0]) }
        for (newPosition, section) in after.structure.enumerated() {
            guard let oldPosition = oldSections.firstIndex(of: section.section) else { continue }
            let oldRows = before.structure[oldPosition].rows
            change.deletedRows += oldRows.indices.filter { !section.rows.contains(oldRows[$0]) }
                .map { FormIndexPath(section: oldPosition, row: $0) }
            change.insertedRows += section.rows.indices.filter { !oldRows.contains(section.rows[$0]) }
                .map { FormIndexPath(section: newPosition, row: $0) }
            change.enabledChangedRows += section.rows.indices.filter {
                oldRows.contains(section.rows[$0]) && before.enabled[section.rows[$0]] != after.enabled[section.rows[$0]]
            }.map { FormIndexPath(section: newPosition, row: $0) }
        }
        let wasShown = Set(before.structure.flatMap(\.rows)), isShown = Set(after.structure.flatMap(\.rows))
        change.appearedKeys = schema.rows.indices.filter { isShown.contains($0) && !wasShown.contains($0) }.map {
            schema.rows[$0].key
        }
        change.disappearedKeys = schema.rows.indices.filter { wasShown.contains($0) && !isShown.contains($0) }.map {
            schema.rows[$0].key
        }
        return change
    }
}
