import Formwork

/// One walk through a form's visible rows, in order, that says what to do
/// next from the form as it is now.
///
/// Each call to ``next(in:)`` looks at the form afresh, so a row that an
/// answer shows is reached, earlier rows included, and a row that an
/// answer hides is not. Rows are remembered by their ``FormRow/id``, which
/// stays with a repeating group's item when items are added before it.
struct LinePass {
    /// Which rows and groups a pass asks about.
    enum Scope: Sendable, Hashable {
        /// Every row of the form and every group that may take an item.
        case everything
        /// The rows (by id) and groups (by key) validation found wrong, and
        /// the rows that answers made appear.
        case only(rows: Set<String>, groups: Set<String>)
    }

    private(set) var scope: Scope
    /// The steps already taken, as `kind:id`.
    private var taken: Set<String> = []
    /// The groups whose "add an item?" was answered no.
    private var declined: Set<String> = []

    init(_ scope: Scope) {
        self.scope = scope
    }

    /// Asks about rows that appeared, when only some rows are asked.
    mutating func include(rows ids: some Sequence<String>) {
        if case .only(let rows, let groups) = scope { scope = .only(rows: rows.union(ids), groups: groups) }
    }

    /// Stops asking to add items to `group` in this pass.
    mutating func decline(group: String) {
        declined.insert(group)
    }

    /// What to do next in `sections` (the visible ones) of a form with
    /// `groups`, or `nil` when the pass is over.
    mutating func next(in sections: [FormSection], groups: [FormRepeatingGroup]) -> LineStep? {
        let adding = groupsTakingItems(sections, groups)
        for (position, section) in sections.enumerated() {
            let pending = firstStep(in: section) ?? addStep(after: position, in: sections, adding)
            let startsSection = pending != nil || (scope == .everything && section.rows.isEmpty)
            if startsSection, taken.insert(Self.name(of: .header(section))).inserted { return .header(section) }
            guard let pending else { continue }
            if let keep = keepStep(section, before: pending, groups) { return keep }
            // "Add an item?" is asked again after each item added, until declined.
            if case .addItem = pending {} else { taken.insert(Self.name(of: pending)) }
            return pending
        }
        return nil
    }

    /// When problems are asked again, an item that may be removed is
    /// offered for removal before its first question: an item added by
    /// mistake need not be filled in.
    private mutating func keepStep(
        _ section: FormSection, before step: LineStep, _ groups: [FormRepeatingGroup]
    ) -> LineStep? {
        guard scope != .everything, case .question = step, let repetition = section.repetition,
            repetition.index != nil, groups.first(where: { $0.key == repetition.group })?.canDelete == true,
            taken.insert(Self.name(of: .keepItem(section))).inserted
        else { return nil }
        return .keepItem(section)
    }

    private func firstStep(in section: FormSection) -> LineStep? {
        for row in section.rows {
            if let step = step(for: row) { return step }
        }
        return nil
    }

    /// "Add an item?" after the last section of a repeating group that may take one.
    private func addStep(after position: Int, in sections: [FormSection], _ adding: [String: Int]) -> LineStep? {
        guard let group = sections[position].repetition?.group, let count = adding[group], isAsked(group: group)
        else { return nil }
        let isLast = position + 1 == sections.count || sections[position + 1].repetition?.group != group
        return isLast ? .addItem(group: group, count: count) : nil
    }

    /// The step a row still needs in this pass, if any.
    private func step(for row: FormRow) -> LineStep? {
        let step: LineStep
        if row.kind == .heading {
            guard scope == .everything else { return nil }
            step = .title(row)
        } else if !row.isEnabled || row.isReadOnly {
            guard scope == .everything else { return nil }
            step = .disabled(row)
        } else {
            if case .only(let rows, _) = scope, !rows.contains(row.id) { return nil }
            step = .question(row)
        }
        return taken.contains(Self.name(of: step)) ? nil : step
    }

    private func isAsked(group: String) -> Bool {
        if declined.contains(group) { return false }
        if case .only(_, let groups) = scope { return groups.contains(group) }
        return true
    }

    /// The groups that may take an item now, with how many they hold.
    private func groupsTakingItems(_ sections: [FormSection], _ groups: [FormRepeatingGroup]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for case let repetition? in sections.map(\.repetition) where repetition.index == nil {
            if let group = groups.first(where: { $0.key == repetition.group }), group.canAdd {
                counts[group.key] = group.count
            }
        }
        return counts
    }

    private static func name(of step: LineStep) -> String {
        switch step {
        case .header(let section): return "section:" + section.id
        case .title(let row), .question(let row): return "row:" + row.id
        case .disabled(let row): return "disabled:" + row.id
        case .keepItem(let section): return "keep:" + section.id
        case .addItem(let group, _): return "add:" + group
        }
    }
}
