import Formwork

/// The sections and rows the screen shows, by identity, kept up to date
/// the way a table view is: each edit's `FormChange` is applied as a batch
/// update (deletions at their index paths before the edit, then moves and
/// insertions at theirs after it), never by reading the whole form again.
///
/// After every change the result equals the form's visible structure read
/// afresh; a difference would be a wrong `FormChange`, the bug a UIKit or
/// SwiftUI adapter would hit, so the tests compare the two after every key.
struct ScreenRows: Sendable, Hashable {
    struct Section: Sendable, Hashable {
        var id: String
        var rows: [String]
    }

    private(set) var sections: [Section]

    /// The visible sections of `sections`, each row by its identity.
    init(_ sections: [FormSection]) {
        self.sections = sections.map { Section(id: $0.id, rows: $0.rows.map(\.id)) }
    }

    /// Applies `change`, made by an edit that left the form with `visible`
    /// sections: deleted rows and sections by their index paths before the
    /// edit, then moved and inserted sections and inserted rows by theirs
    /// after it, with the inserted ones' content read from `visible`.
    mutating func apply(_ change: FormChange, visible: [FormSection]) {
        for path in change.deletedRows.sorted(by: { ($0.section, $0.row) > ($1.section, $1.row) })
        where sections.indices.contains(path.section) && sections[path.section].rows.indices.contains(path.row) {
            sections[path.section].rows.remove(at: path.row)
        }
        let removed = Set(change.deletedSections).union(change.movedSections.map(\.from))
        let moving = change.movedSections.compactMap { move in
            sections.indices.contains(move.from) ? (index: move.to, section: sections[move.from]) : nil
        }
        sections = sections.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
        let inserted = change.insertedSections.compactMap { index in
            visible.indices.contains(index) ? (index: index, section: Self.section(visible[index])) : nil
        }
        for (index, section) in (moving + inserted).sorted(by: { $0.index < $1.index }) {
            sections.insert(section, at: min(index, sections.count))
        }
        for path in change.insertedRows.sorted(by: { ($0.section, $0.row) < ($1.section, $1.row) })
        where sections.indices.contains(path.section) && visible.indices.contains(path.section)
            && visible[path.section].rows.indices.contains(path.row)
        {
            sections[path.section].rows.insert(
                visible[path.section].rows[path.row].id, at: min(path.row, sections[path.section].rows.count))
        }
    }

    private static func section(_ section: FormSection) -> Section {
        Section(id: section.id, rows: section.rows.map(\.id))
    }
}
