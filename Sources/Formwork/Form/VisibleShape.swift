/// The visible sections and rows of a form by their stable identities:
/// compared before and after a change of shape, it tells a table view
/// which sections and rows to delete, insert and move.
struct VisibleShape {
    /// A section's or row's identity, compared without making its id's text.
    enum Identity: Hashable {
        /// A section or row outside repeating groups, by its declared id or key.
        case declared(String)
        /// The `offset`th section or row of the item with identity `id` of the `group`th group.
        case item(group: Int, id: Int, offset: Int)
    }

    struct Section {
        let id: Identity
        let rows: [Row]
    }

    struct Row {
        let id: Identity
        let key: String
        let isEnabled: Bool
    }

    let sections: [Section]

    init<Model: FormModel>(_ form: FormState<Model>) {
        sections = form.visibleStructure().map { section, rows in
            Section(
                id: form.shapeIdentity(ofSection: section),
                rows: rows.map {
                    Row(id: form.shapeIdentity(ofRow: $0), key: form.schema.rows[$0].key, isEnabled: form.isRowEnabled($0))
                })
        }
    }

    /// The change from this shape to `after`, as `UITableView.performBatchUpdates`
    /// takes it: deleted sections and rows at their old positions, inserted
    /// ones at their new positions, moved sections from old to new.
    func change(to after: VisibleShape) -> FormChange.Parts {
        var parts = FormChange.Parts()
        let oldIDs = sections.map(\.id), newIDs = after.sections.map(\.id)
        let oldPositions = Dictionary(oldIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let newPositions = Dictionary(newIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        parts.deletedSections = oldIDs.indices.filter { newPositions[oldIDs[$0]] == nil }
        parts.insertedSections = newIDs.indices.filter { oldPositions[newIDs[$0]] == nil }
        let keptOld = oldIDs.filter { newPositions[$0] != nil }, keptNew = newIDs.filter { oldPositions[$0] != nil }
        for change in keptNew.difference(from: keptOld).inferringMoves() {
            guard case .remove(_, let id, let moved?) = change, let from = oldPositions[id], moved >= 0,
                let to = newPositions[id]
            else { continue }
            parts.movedSections.append(FormChange.SectionMove(from: from, to: to))
        }
        for (newSection, section) in after.sections.enumerated() {
            guard let oldSection = oldPositions[section.id] else {
                parts.appearedKeys += section.rows.map(\.key)
                continue
            }
            rowChanges(from: sections[oldSection], at: oldSection, to: section, at: newSection, into: &parts)
        }
        for section in sections where newPositions[section.id] == nil { parts.disappearedKeys += section.rows.map(\.key) }
        return parts
    }

    private func rowChanges(
        from old: Section, at oldSection: Int, to new: Section, at newSection: Int, into parts: inout FormChange.Parts
    ) {
        let oldRows = Dictionary(old.rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newRows = Set(new.rows.map(\.id))
        for (position, row) in old.rows.enumerated() where !newRows.contains(row.id) {
            parts.deletedRows.append(FormRow.IndexPath(section: oldSection, row: position))
            parts.disappearedKeys.append(row.key)
        }
        for (position, row) in new.rows.enumerated() {
            guard let previous = oldRows[row.id] else {
                parts.insertedRows.append(FormRow.IndexPath(section: newSection, row: position))
                parts.appearedKeys.append(row.key)
                continue
            }
            if old.rows[previous].isEnabled != row.isEnabled {
                parts.enabledChangedRows.append(FormRow.IndexPath(section: newSection, row: position))
            }
        }
    }
}
