#if os(iOS)
    import Formwork
    import Foundation

    /// The sections and rows a table view shows, by id: the form's sections,
    /// with one trailing "add" row in each repeating group's own section.
    ///
    /// A table view checks the counts its data source gives against every
    /// batch update, so while the changes of one edit are applied in turn the
    /// data source answers from this layout, stepped change by change, and
    /// not from the form, which already holds the result of the whole edit.
    struct FormTableLayout: Equatable {
        /// A shown section.
        struct Section: Equatable {
            /// The section's ``FormSection/id``; `nil` for a section a change
            /// inserted, whose id and rows are known only from the form.
            var id: String?
            /// The ids of its rows; `nil` for a row a change inserted.
            var rows: [String?]
            /// Whether the section is a repeating group's own, which ends in the add row.
            var addsItems: Bool

            /// The rows the table shows: the form's, and the add row.
            var rowCount: Int { rows.count + (addsItems ? 1 : 0) }
        }

        var sections: [Section]

        /// The layout of `sections`, as the form shows them now.
        init(_ sections: [FormSection]) {
            self.sections = sections.map { section in
                let addsItems = section.repetition.map { $0.index == nil } ?? false
                return Section(id: section.id, rows: section.rows.map(\.id), addsItems: addsItems)
            }
        }

        private init(steps sections: [Section]) {
            self.sections = sections
        }

        /// The id of the row at `indexPath`; `nil` for the add row, a row
        /// inserted and not yet known, or a path outside the layout.
        func rowID(at indexPath: IndexPath) -> String? {
            guard sections.indices.contains(indexPath.section) else { return nil }
            let rows = sections[indexPath.section].rows
            return rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
        }

        /// Whether `indexPath` is the add row of a repeating group's own section.
        func isAddRow(_ indexPath: IndexPath) -> Bool {
            guard sections.indices.contains(indexPath.section) else { return false }
            let section = sections[indexPath.section]
            return section.addsItems && indexPath.row == section.rows.count
        }

        /// Where each known row is, by id.
        func indexPaths() -> [String: IndexPath] {
            var paths: [String: IndexPath] = [:]
            for (sectionIndex, section) in sections.enumerated() {
                for (rowIndex, id) in section.rows.enumerated() {
                    if let id { paths[id] = IndexPath(row: rowIndex, section: sectionIndex) }
                }
            }
            return paths
        }

        /// Whether a change inserted rows or sections whose ids are not known yet.
        var hasUnknownParts: Bool {
            sections.contains { $0.id == nil || $0.rows.contains(nil) }
        }

        /// Whether this layout, stepped through an edit's changes, agrees with
        /// `final`, the form's own after the edit: the same counts, and the same
        /// ids wherever this one knows them.
        func agrees(with final: FormTableLayout) -> Bool {
            guard sections.count == final.sections.count else { return false }
            return zip(sections, final.sections).allSatisfy { stepped, real in
                guard stepped.id != nil else { return true }
                guard stepped.id == real.id, stepped.addsItems == real.addsItems, stepped.rows.count == real.rows.count
                else { return false }
                return zip(stepped.rows, real.rows).allSatisfy { $0 == nil || $0 == $1 }
            }
        }

        /// The layout after `change`, applied as a table view applies a batch
        /// update: rows and sections deleted by their place before it, moved
        /// sections from their place before to their place after, inserted ones
        /// by their place after. `nil` when the change does not fit this layout.
        func applying(_ change: FormChange) -> FormTableLayout? {
            var old = sections
            let deletedSections = Set(change.deletedSections)
            guard deletedSections.allSatisfy(old.indices.contains) else { return nil }

            let deletedRows = Dictionary(grouping: change.deletedRows, by: \.section)
            for (section, paths) in deletedRows {
                guard old.indices.contains(section), !deletedSections.contains(section) else { return nil }
                for row in Set(paths.map(\.row)).sorted(by: >) {
                    guard old[section].rows.indices.contains(row) else { return nil }
                    old[section].rows.remove(at: row)
                }
            }

            let movedFrom = Set(change.movedSections.map(\.from))
            guard movedFrom.count == change.movedSections.count,
                movedFrom.allSatisfy({ old.indices.contains($0) && !deletedSections.contains($0) })
            else { return nil }

            let inserted = Set(change.insertedSections)
            let count = old.count - deletedSections.count + inserted.count
            var new = [Section?](repeating: nil, count: count)
            for move in change.movedSections {
                guard new.indices.contains(move.to), new[move.to] == nil else { return nil }
                new[move.to] = old[move.from]
            }
            for index in inserted {
                guard new.indices.contains(index), new[index] == nil else { return nil }
                new[index] = Section(id: nil, rows: [], addsItems: false)
            }
            var staying = old.indices.filter { !deletedSections.contains($0) && !movedFrom.contains($0) }.map { old[$0] }[...]
            for index in new.indices where new[index] == nil {
                guard let next = staying.popFirst() else { return nil }
                new[index] = next
            }
            guard staying.isEmpty else { return nil }
            var result = new.compactMap { $0 }
            guard result.count == count else { return nil }

            // Inserted in ascending order, each row lands at its place after the change.
            for path in change.insertedRows.sorted() {
                guard result.indices.contains(path.section), !inserted.contains(path.section),
                    path.row >= 0, path.row <= result[path.section].rows.count
                else { return nil }
                result[path.section].rows.insert(nil, at: path.row)
            }
            return FormTableLayout(steps: result)
        }
    }
#endif
