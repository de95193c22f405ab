#if os(iOS)
    import Formwork
    import UIKit

    extension FormTableDataSource {
        /// Makes an edit of the form and shows what it changed.
        ///
        /// ```swift
        /// dataSource.edit { $0.setValue(.bool(true), forRow: "subscribe") }
        /// ```
        ///
        /// Each `FormChange` of the edit is applied in turn as a batch
        /// update of the table view: its deleted rows and sections, its
        /// inserted sections and rows, its moved sections. Then the cells of
        /// the rows whose value, enabled state or message changed are shown
        /// again in place (the row being typed into is updated without being
        /// reloaded, so that it keeps focus), section titles and footers that
        /// changed are shown again, and the messages that appeared are
        /// announced to assistive technology.
        @discardableResult
        public func edit(_ change: (inout FormEditor<Model>) -> Edit) -> Edit {
            let edit = change(&editor)
            show(edit)
            onEdit?(edit)
            return edit
        }

        /// Adds an item to the repeating group `key` and moves focus to its
        /// first row that takes typing (`FormEditor.firstFocus(inItem:ofGroup:)`).
        @discardableResult
        public func addItem(toGroup key: String) -> Edit {
            let index = editor.form.repeatingGroup(key)?.count ?? 0
            let edit = self.edit { $0.addItem(toGroup: key) }
            if edit.isTaken, let first = editor.firstFocus(inItem: index, ofGroup: key) {
                focus(rowID: first)
            }
            return edit
        }

        /// Submits the form (`FormEditor.submit()`) and shows every message
        /// it made appear. The caller moves to the first row in error.
        public func submit() -> FormEditor<Model>.Submission {
            let submission = editor.submit()
            showAll()
            return submission
        }

        /// Puts an error the app found on the row `key`
        /// (`FormEditor.addError(_:for:)`), shows it and announces it.
        public func addError(_ message: FormMessage, for key: String) {
            editor.addError(message, for: key)
            showAll()
            announce(editor.form.addedErrors.last { $0.key == key }.map { [$0.message] } ?? [])
        }

        /// Shows the form anew: every section and row, as the editor has them.
        public func reloadData() {
            cacheShownForm()
            layout = FormTableLayout(editor.sections)
            rendered = [:]
            tableView?.reloadData()
        }

        /// Moves focus into the row with id `id` when its cell takes typing,
        /// scrolling to it first. `false` when the row is not shown or its
        /// cell does not take typing.
        @discardableResult
        public func focus(rowID id: String) -> Bool {
            guard let tableView, let path = indexPath(ofRow: id) else { return false }
            if tableView.cellForRow(at: path) == nil {
                tableView.scrollToRow(at: path, at: .middle, animated: false)
                tableView.layoutIfNeeded()
            }
            guard let cell = tableView.cellForRow(at: path) as? FormTypingCell, cell.beginTyping() else { return false }
            tableView.scrollToRow(at: path, at: .none, animated: true)
            return true
        }

        /// Posts each of `messages` as an announcement; each waits for the
        /// one before it rather than cutting it off.
        public func announce(_ messages: [String]) {
            for message in messages where !message.isEmpty { FormAccessibility.announce(message) }
        }

        // MARK: Showing an edit

        /// Applies each change of `edit` to the table, shows again the cells
        /// whose rows changed, and announces the messages that appeared.
        func show(_ edit: Edit) {
            cacheShownForm()
            let final = FormTableLayout(editor.sections)
            guard let tableView else {
                layout = final
                return
            }
            // The layout after each change but the last, which is the form's own.
            var steps: [FormTableLayout] = []
            var stepped: FormTableLayout? = layout
            for (offset, change) in edit.changes.enumerated() {
                // Rows and sections inserted before the last change are not
                // known by id until the form is reached: such an edit is shown anew.
                guard let next = stepped?.applying(change), offset == edit.changes.count - 1 || !next.hasUnknownParts
                else {
                    stepped = nil
                    break
                }
                steps.append(next)
                stepped = next
            }
            guard let stepped, stepped.agrees(with: final) else {
                // A change that does not fit what the table shows is shown as
                // a reload rather than as an update the table would refuse.
                layout = final
                rendered = [:]
                tableView.reloadData()
                refreshHeadersAndFooters(in: tableView)
                announce(edit.announcements)
                return
            }
            var changedIDs: Set<String> = []
            for (offset, change) in edit.changes.enumerated() {
                let after = offset == edit.changes.count - 1 ? final : steps[offset]
                apply(change, reaching: after, in: tableView)
                for path in change.enabledChangedRows {
                    if let id = after.rowID(at: IndexPath(row: path.row, section: path.section)) { changedIDs.insert(id) }
                }
                changedIDs.formUnion(change.changedKeys.compactMap { editor.form.row($0)?.id })
            }
            layout = final
            showAgain(changedIDs, in: tableView)
            refreshHeadersAndFooters(in: tableView)
            announce(edit.announcements)
        }

        /// Applies one change as a batch update, after which the table shows `after`.
        private func apply(_ change: FormChange, reaching after: FormTableLayout, in tableView: UITableView) {
            let moves = change.movedSections
            guard
                !(change.deletedRows.isEmpty && change.deletedSections.isEmpty && change.insertedSections.isEmpty
                    && change.insertedRows.isEmpty && moves.isEmpty)
            else {
                layout = after
                return
            }
            tableView.performBatchUpdates {
                layout = after
                tableView.deleteRows(at: change.deletedRows.map(Self.tableIndexPath), with: .fade)
                tableView.deleteSections(IndexSet(change.deletedSections), with: .fade)
                tableView.insertSections(IndexSet(change.insertedSections), with: .fade)
                tableView.insertRows(at: change.insertedRows.map(Self.tableIndexPath), with: .fade)
                for move in moves { tableView.moveSection(move.from, toSection: move.to) }
            }
        }

        /// A form's index path as a table view's.
        static func tableIndexPath(_ path: FormRow.IndexPath) -> IndexPath {
            IndexPath(row: path.row, section: path.section)
        }

        /// Shows again, in place, the cells of the rows `ids` and of every row
        /// whose state differs from what its cell shows. The row being typed
        /// into is updated without a reload, and the table sizes its rows anew
        /// when its height changed.
        func showAgain(_ ids: Set<String>, everything: Bool = false, in tableView: UITableView) {
            var reconfigure: [IndexPath] = []
            var resize = false
            for (sectionIndex, section) in layout.sections.enumerated() {
                for rowIndex in 0..<section.rowCount {
                    let path = IndexPath(row: rowIndex, section: sectionIndex)
                    guard let (key, now) = renderState(at: path) else { continue }
                    // A row never drawn has nothing to show again: it is drawn when it scrolls in.
                    guard let shown = rendered[key] else { continue }
                    guard everything || ids.contains(key) || shown != now else { continue }
                    if key == editingRowID {
                        guard let cell = tableView.cellForRow(at: path) else { continue }
                        let height = cell.contentView.bounds.height
                        configure(cell, at: path)
                        resize = resize || Self.needsNewHeight(cell, than: height)
                    } else {
                        reconfigure.append(path)
                    }
                }
            }
            if !reconfigure.isEmpty { tableView.reconfigureRows(at: reconfigure) }
            if resize { tableView.performBatchUpdates(nil) }
        }

        /// Shows the form after an edit made outside ``edit(_:)`` (a submit,
        /// errors shown): every cell again, and the titles.
        private func showAll() {
            cacheShownForm()
            let final = FormTableLayout(editor.sections)
            guard let tableView, final == layout else { return reloadData() }
            showAgain([], everything: true, in: tableView)
            refreshHeadersAndFooters(in: tableView)
        }

        /// Whether `cell`'s content, laid out anew, is no longer `height` high.
        private static func needsNewHeight(_ cell: UITableViewCell, than height: CGFloat) -> Bool {
            let width = cell.contentView.bounds.width
            guard width > 0 else { return false }
            let fitting = cell.contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            return abs(fitting.height - height) > 0.5
        }

        /// Shows the section titles and footers that changed (an item's title
        /// follows its number and its titling row) in the header and footer
        /// views shown, which a batch update does not make again.
        func refreshHeadersAndFooters(in tableView: UITableView) {
            var resize = false
            for index in layout.sections.indices {
                if let header = tableView.headerView(forSection: index) {
                    resize = Self.setText(headerTitle(ofSection: index), of: header) || resize
                }
                if let footer = tableView.footerView(forSection: index) {
                    resize = Self.setText(footerTitle(ofSection: index), of: footer) || resize
                }
            }
            if resize { tableView.performBatchUpdates(nil) }
        }

        /// Sets the text of a header or footer view the table made from a
        /// title; `true` when it changed. A header drawn in capitals keeps them.
        private static func setText(_ text: String?, of view: UITableViewHeaderFooterView) -> Bool {
            func same(_ shown: String?) -> Bool {
                guard let shown, let text else { return shown == text }
                return shown.caseInsensitiveCompare(text) == .orderedSame
            }
            if var content = view.contentConfiguration as? UIListContentConfiguration {
                guard !same(content.text) else { return false }
                content.text = text
                view.contentConfiguration = content
                return true
            }
            guard let label = view.textLabel, !same(label.text) else { return false }
            label.text = text
            view.setNeedsLayout()
            return true
        }
    }
#endif
