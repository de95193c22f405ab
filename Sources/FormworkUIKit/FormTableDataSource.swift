#if os(iOS)
    import Formwork
    import UIKit

    /// A table view's data source that shows a ``Formwork/FormEditor``: one
    /// table section for each of the form's sections, in order, its rows as
    /// cells, and at the end of each repeating group's own section a row
    /// that adds an item.
    ///
    /// ```swift
    /// import Formwork
    /// import FormworkUIKit
    /// import UIKit
    ///
    /// final class FeedbackViewController: UITableViewController {
    ///     private var dataSource: FormTableDataSource<Feedback>?
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         guard let editor = try? FormEditor(Feedback()) else { return }
    ///         let dataSource = FormTableDataSource(editor: editor)
    ///         dataSource.tableView = tableView
    ///         self.dataSource = dataSource
    ///     }
    /// }
    /// ```
    ///
    /// Every edit, from a cell's control or from the app, goes through
    /// ``edit(_:)``, which hands it to the editor and applies each
    /// `FormChange` it made to the table as a batch update, so rows and
    /// sections that conditions show or hide, and items added, deleted and
    /// moved, animate in and out while the field being typed into keeps focus.
    ///
    /// The cells only show what the editor decides: the control of each row
    /// (`FormEditor.control(for:)`), its keyboard, the message under it, the
    /// focus order, what Return does, and every text the form shows.
    /// ``FormViewController`` puts a data source in a table view controller,
    /// with the submit button and the swipe actions of repeating groups.
    @MainActor
    public final class FormTableDataSource<Model: FormModel>: NSObject, UITableViewDataSource {
        /// What an edit did.
        public typealias Edit = FormEditor<Model>.Edit

        /// The form being filled in. Change it through ``edit(_:)``, which shows what changed.
        public internal(set) var editor: FormEditor<Model>

        /// The table view that shows the form. Setting it registers the
        /// form's cells, makes this object its data source, lays it out in
        /// the form's direction and shows the form.
        public weak var tableView: UITableView? {
            didSet {
                guard let tableView, tableView !== oldValue else { return }
                attach(to: tableView)
            }
        }

        /// The cell of a row whose control is `FormControl.Style.custom` (a
        /// row kind of the app's own), made by the app; returning `nil`, or
        /// leaving this `nil`, shows the row as a text field. A cell of the
        /// app's sends its edits through ``edit(_:)``.
        public var customCellProvider: ((UITableView, IndexPath, FormRow) -> UITableViewCell?)?

        /// Presents the photo and file pickers of photo and file rows. When
        /// `nil`, the view controller nearest the table view presents them.
        public var presenter: ((UIViewController) -> Void)?

        /// Called after every edit has been shown, with what it did.
        public var onEdit: ((Edit) -> Void)?

        /// What the table view shows now, stepped change by change while an edit is applied.
        var layout: FormTableLayout
        /// The shown rows and sections, by id, as the editor has them.
        var shownRows: [String: FormRow] = [:]
        var shownSections: [String: FormSection] = [:]
        /// What each cell was last made to show, by the key ``renderState(at:)`` gives: a row
        /// whose state differs after an edit has its cell shown again.
        var rendered: [String: Rendered] = [:]
        /// The row being typed into, whose cell is updated in place so that it keeps focus.
        var editingRowID: String?
        /// The picker a photo or file row opened, kept until it is done.
        var activePicker: FormFilePicker?

        /// What a cell shows.
        enum Rendered: Equatable {
            /// A row, and the message under it.
            case row(FormRow, message: String?)
            /// An add row: its title, and whether an item may be added.
            case add(String, enabled: Bool)
        }

        /// A data source showing `editor`, in `tableView` when it is given.
        public init(editor: FormEditor<Model>, tableView: UITableView? = nil) {
            self.editor = editor
            self.layout = FormTableLayout(editor.sections)
            super.init()
            cacheShownForm()
            if let tableView {
                // An initializer's own assignment runs no observer: the table is attached here.
                self.tableView = tableView
                attach(to: tableView)
            }
        }

        /// Registers the form's cells in `tableView`, makes this object its
        /// data source, lays it out in the form's direction and shows the form.
        private func attach(to tableView: UITableView) {
            Self.registerCells(in: tableView)
            tableView.dataSource = self
            tableView.semanticContentAttribute = semanticContentAttribute
            reloadData()
        }

        /// The direction the form's language is written in, as a view's
        /// `semanticContentAttribute`: a right-to-left language lays the table
        /// and its cells out right to left, whatever the device's language.
        public var semanticContentAttribute: UISemanticContentAttribute {
            editor.direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        }

        // MARK: Looking rows up

        /// The row shown at `indexPath`; `nil` for an add row.
        public func row(at indexPath: IndexPath) -> FormRow? {
            layout.rowID(at: indexPath).flatMap { shownRows[$0] }
        }

        /// Where the row with id `id` is shown, or `nil` when it is not.
        public func indexPath(ofRow id: String) -> IndexPath? {
            layout.indexPaths()[id]
        }

        /// The repeating group whose add row is at `indexPath`, or `nil` when
        /// `indexPath` is not an add row.
        public func group(forAddRowAt indexPath: IndexPath) -> FormRepeatingGroup? {
            guard layout.isAddRow(indexPath) else { return nil }
            return section(at: indexPath.section)?.repetition.flatMap { editor.form.repeatingGroup($0.group) }
        }

        /// The repeating group and the item within it that the row at
        /// `indexPath` belongs to, or `nil` for a row outside any item.
        public func item(at indexPath: IndexPath) -> (group: FormRepeatingGroup, index: Int)? {
            guard let repetition = section(at: indexPath.section)?.repetition, let index = repetition.index,
                let group = editor.form.repeatingGroup(repetition.group)
            else { return nil }
            return (group, index)
        }

        /// The form's section shown at `section`.
        func section(at section: Int) -> FormSection? {
            guard layout.sections.indices.contains(section), let id = layout.sections[section].id else { return nil }
            return shownSections[id]
        }

        /// Keeps the editor's shown rows and sections by id, for the cells to read.
        func cacheShownForm() {
            let sections = editor.sections
            shownSections = Dictionary(sections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            shownRows = Dictionary(
                sections.flatMap(\.rows).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }

        // MARK: UITableViewDataSource

        public func numberOfSections(in tableView: UITableView) -> Int {
            layout.sections.count
        }

        public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            layout.sections.indices.contains(section) ? layout.sections[section].rowCount : 0
        }

        public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cell(in: tableView, at: indexPath)
        }

        /// The section's title; a repeating group's own section is titled as the group.
        public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            headerTitle(ofSection: section)
        }

        /// The section's footer; under a repeating group's own section, the
        /// group's help too; under the last section, the messages of errors
        /// the app showed that name no shown row.
        public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            footerTitle(ofSection: section)
        }

        /// Only the rows of a repeating group's items are edited, by their swipe actions.
        public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            !layout.isAddRow(indexPath) && item(at: indexPath) != nil
        }

        func headerTitle(ofSection index: Int) -> String? {
            guard let section = section(at: index) else { return nil }
            if let repetition = section.repetition, repetition.index == nil,
                let title = editor.form.repeatingGroup(repetition.group)?.title
            {
                return title
            }
            return section.title
        }

        func footerTitle(ofSection index: Int) -> String? {
            var lines: [String] = []
            if let section = section(at: index) {
                if let footer = section.footer { lines.append(footer) }
                if let repetition = section.repetition, repetition.index == nil,
                    let help = editor.form.repeatingGroup(repetition.group)?.help, !lines.contains(help)
                {
                    lines.append(help)
                }
            }
            if index == layout.sections.count - 1 { lines += editor.otherMessages }
            let text = lines.filter { !$0.isEmpty }.joined(separator: "\n")
            return text.isEmpty ? nil : text
        }
    }
#endif
