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
    var conditionEvaluationCount: Int { conditionState.evaluations }

    /// Re-evaluates the conditions that read `changedKeys` (every condition
    /// when `nil`) and every closure condition.
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
        var builtModel: Model??
        for index in planned {
            let plan = schema.conditions[index]
            let result: Bool
            switch plan.condition {
            case .predicate(let predicate):
                result = predicate.evaluate { key in schema.rowIndex[plan.keyPrefix + key].map { values[$0] } }
            case .model(let test):
                if builtModel == nil { builtModel = .some(try? model) }
                result = (builtModel ?? nil).flatMap { Self.nestedModel(in: $0, at: plan.modelPath) }.flatMap(test) ?? true
            }
            conditionState.evaluations += 1
            conditionState.set(plan.target, result)
        }
    }

    /// The model a closure condition was declared in: the root, or a group inside it.
    private static func nestedModel(in root: Model, at path: [String]) -> Any? {
        var current: Any = root
        for name in path {
            guard let child = Mirror(reflecting: current).children.first(where: { $0.label == "_" + name }),
                  let group = child.value as? any GroupWrapper else { return nil }
            current = group.nestedValue
        }
        return current
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
        if !changed.isEmpty { evaluateConditions(changed) }
        return before.map { change(from: $0, changedKeys: changed) } ?? FormChange(changedKeys: changed)
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
        change.appearedKeys = schema.rows.indices.filter { isShown.contains($0) && !wasShown.contains($0) }.map { schema.rows[$0].key }
        change.disappearedKeys = schema.rows.indices.filter { wasShown.contains($0) && !isShown.contains($0) }.map { schema.rows[$0].key }
        return change
    }
}
