#if os(iOS)
    import Formwork
    import UIKit

    /// A table view controller that shows a form, in an inset grouped table,
    /// with a submit button in its navigation item.
    ///
    /// ```swift
    /// import Formwork
    /// import FormworkUIKit
    /// import UIKit
    ///
    /// func feedbackScreen() throws -> UIViewController {
    ///     let form = FormViewController(editor: try FormEditor(Feedback())) { feedback in
    ///         send(feedback)
    ///     }
    ///     return UINavigationController(rootViewController: form)
    /// }
    /// ```
    ///
    /// Submitting gives the model to `onSubmit` when nothing is wrong;
    /// otherwise every error shows under its row, the table scrolls to the
    /// first row in error, focuses it when it takes typing, and the messages
    /// are announced. The rows of a repeating group's items swipe to delete
    /// and to move, when the group allows it; the group's add row adds an
    /// item and moves focus into it. Every text is the form's, in its language.
    @MainActor
    open class FormViewController<Model: FormModel>: UITableViewController {
        /// The data source showing the form.
        public let dataSource: FormTableDataSource<Model>
        /// Called with the model when submitting finds nothing wrong.
        public var onSubmit: (Model) -> Void

        /// The form being filled in.
        public var editor: FormEditor<Model> { dataSource.editor }

        /// A controller showing `editor`, which calls `onSubmit` with the model submitted.
        public init(editor: FormEditor<Model>, onSubmit: @escaping (Model) -> Void) {
            self.dataSource = FormTableDataSource(editor: editor)
            self.onSubmit = onSubmit
            super.init(style: .insetGrouped)
        }

        /// A form is given in code: a controller is not made from a storyboard.
        public required init?(coder: NSCoder) {
            nil
        }

        open override func viewDidLoad() {
            super.viewDidLoad()
            dataSource.presenter = { [weak self] controller in self?.present(controller, animated: true) }
            dataSource.tableView = tableView
            tableView.keyboardDismissMode = .interactive
            let submit = UIAction(title: editor.text("native.submit")) { [weak self] _ in self?.submit() }
            navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: submit)
        }

        /// Submits the form: gives the model to ``onSubmit``, or shows what is
        /// wrong, moves to the first row in error and announces the messages.
        open func submit() {
            switch dataSource.submit() {
            case .submitted(let model):
                onSubmit(model)
            case .refused(let first, let messages):
                if let first { show(rowInError: first) }
                dataSource.announce(messages)
            }
        }

        /// Scrolls to the row with id `id`, and focuses it when it takes
        /// typing; otherwise moves assistive technology to it.
        private func show(rowInError id: String) {
            guard let key = editor.form.key(forID: id), let path = editor.form.indexPath(of: key) else { return }
            let indexPath = IndexPath(row: path.row, section: path.section)
            guard indexPath.section < tableView.numberOfSections,
                indexPath.row < tableView.numberOfRows(inSection: indexPath.section)
            else { return }
            if let row = editor.form.row(key), editor.control(for: row).takesTyping, dataSource.focus(rowID: id) { return }
            tableView.scrollToRow(at: indexPath, at: .middle, animated: true)
            FormAccessibility.moveFocus(to: tableView.cellForRow(at: indexPath))
        }

        // MARK: UITableViewDelegate

        open override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            if let group = dataSource.group(forAddRowAt: indexPath) { return group.canAdd }
            return dataSource.row(at: indexPath).map { editor.control(for: $0).takesTyping && $0.isEnabled } ?? false
        }

        /// The add row adds an item; a row that takes typing takes focus.
        open override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            if let group = dataSource.group(forAddRowAt: indexPath) {
                if group.canAdd { dataSource.addItem(toGroup: group.key) }
            } else if let row = dataSource.row(at: indexPath) {
                dataSource.focus(rowID: row.id)
            }
        }

        /// "Delete" on an item's rows, when the group may lose an item.
        open override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            guard let (group, index) = dataSource.item(at: indexPath), group.canDelete else {
                return UISwipeActionsConfiguration(actions: [])
            }
            let delete = UIContextualAction(style: .destructive, title: editor.text("native.item.delete")) {
                [weak self] _, _, done in
                self?.dataSource.edit { $0.deleteItems(at: [index], fromGroup: group.key) }
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }

        /// "Move Up" and "Move Down" on an item's rows, when the group's items
        /// move and the item is not already first or last.
        open override func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            guard let (group, index) = dataSource.item(at: indexPath), group.canMove else {
                return UISwipeActionsConfiguration(actions: [])
            }
            var actions: [UIContextualAction] = []
            if index > 0 {
                actions.append(
                    UIContextualAction(style: .normal, title: editor.text("native.item.moveUp")) { [weak self] _, _, done in
                        self?.dataSource.edit { $0.moveItems(fromOffsets: [index], toOffset: index - 1, inGroup: group.key) }
                        done(true)
                    })
            }
            if index < group.count - 1 {
                // Before the item now after the next one: the destination counts the items before the move.
                actions.append(
                    UIContextualAction(style: .normal, title: editor.text("native.item.moveDown")) {
                        [weak self] _, _, done in
                        self?.dataSource.edit { $0.moveItems(fromOffsets: [index], toOffset: index + 2, inGroup: group.key) }
                        done(true)
                    })
            }
            let configuration = UISwipeActionsConfiguration(actions: actions)
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }

        open override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            view.setSemanticContent(dataSource.semanticContentAttribute)
        }

        open override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
            view.setSemanticContent(dataSource.semanticContentAttribute)
        }
    }
#endif
