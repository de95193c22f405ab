#if os(iOS)
    import Formwork
    import UIKit

    extension FormTableDataSource {
        /// The kinds of cell the form shows, one reuse identifier each, so
        /// that a cell is always given back for a row drawn with the same control.
        enum CellKind: String, CaseIterable {
            case textField, textView, toggle, segmented, menu, checklist, datePicker, file, heading, rating, add, blank

            var reuseIdentifier: String { "Formwork.\(rawValue)" }

            /// The cell of a control. A text field shows text, password, number
            /// and list rows, rows of the app's own kinds that it gives no cell
            /// for, and any style a later Formwork adds.
            init(_ style: FormControl.Style) {
                switch style {
                case .textEditor: self = .textView
                case .toggle: self = .toggle
                case .segmented: self = .segmented
                case .menu, .inline: self = .menu
                case .checklist: self = .checklist
                case .datePicker: self = .datePicker
                case .photo, .file: self = .file
                case .heading: self = .heading
                case .rating: self = .rating
                default: self = .textField
                }
            }
        }

        /// The cell of `row`: its control's, or for a row of a kind that is
        /// never edited, other than a heading, its title and its value as text.
        static func cellKind(of row: FormRow, control: FormControl) -> CellKind {
            row.isReadOnly && control.style != .heading ? .heading : CellKind(control.style)
        }

        static func registerCells(in tableView: UITableView) {
            for kind in CellKind.allCases {
                let type: UITableViewCell.Type
                switch kind {
                case .textField: type = FormTextFieldCell.self
                case .textView: type = FormTextViewCell.self
                case .blank: type = UITableViewCell.self
                default: type = FormRowCell.self
                }
                tableView.register(type, forCellReuseIdentifier: kind.reuseIdentifier)
            }
        }

        /// The key under which the add row of the section `id` is remembered
        /// in ``rendered``, apart from any row's id.
        private static func addRowKey(_ sectionID: String) -> String { "\u{0}add\u{0}\(sectionID)" }

        /// What the cell at `path` shows, and the key it is remembered under:
        /// its row's id, or its section's for an add row.
        func renderState(at path: IndexPath) -> (key: String, state: Rendered)? {
            if layout.isAddRow(path) {
                guard let id = layout.sections[path.section].id else { return nil }
                let group = group(forAddRowAt: path)
                let title = group.map { editor.text("native.item.add", [.init("noun", $0.itemNoun)]) } ?? ""
                return (Self.addRowKey(id), .add(title, enabled: group?.canAdd ?? false))
            }
            guard let id = layout.rowID(at: path), let row = shownRows[id] else { return nil }
            return (id, .row(row, message: editor.message(for: row)))
        }

        /// The cell of the row at `path`.
        func cell(in tableView: UITableView, at path: IndexPath) -> UITableViewCell {
            let kind: CellKind
            if layout.isAddRow(path) {
                kind = .add
            } else if let id = layout.rowID(at: path), let row = shownRows[id] {
                let control = editor.control(for: row)
                if control.style == .custom, let provider = customCellProvider, let cell = provider(tableView, path, row) {
                    rendered[id] = .row(row, message: editor.message(for: row))
                    return cell
                }
                kind = Self.cellKind(of: row, control: control)
            } else {
                // A row a later change of the edit being shown removes.
                return tableView.dequeueReusableCell(withIdentifier: CellKind.blank.reuseIdentifier, for: path)
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: kind.reuseIdentifier, for: path)
            configure(cell, at: path)
            return cell
        }

        /// Makes `cell` show the row at `path` as the editor has it, and remembers what it shows.
        func configure(_ cell: UITableViewCell, at path: IndexPath) {
            guard let (key, state) = renderState(at: path) else { return }
            rendered[key] = state
            guard let cell = cell as? FormRowCell else { return }
            switch state {
            case .add(let title, let enabled): configureAddRow(cell, title: title, enabled: enabled)
            case .row(let row, let message): configure(cell, row: row, message: message)
            }
            cell.setSemanticContent(semanticContentAttribute)
        }

        private func configureAddRow(_ cell: FormRowCell, title: String, enabled: Bool) {
            cell.setControl(nil, placement: .trailing)
            cell.apply(FormRowContent(title: title, emphasis: .action, isDimmed: !enabled))
            cell.selectionStyle = enabled ? .default : .none
            cell.setTitleSpeaks(false)
            cell.isAccessibilityElement = true
            cell.accessibilityLabel = title
            let traits = FormAccessibility.button
            cell.accessibilityTraits = enabled ? traits : traits.union(FormAccessibility.notEnabled)
        }

        private func configure(_ cell: FormRowCell, row: FormRow, message: String?) {
            let control = editor.control(for: row)
            let editable = row.isEnabled && !row.isReadOnly
            var notes = [row.help].compactMap { $0 }
            if !row.isEnabled, let reason = row.disabledReason { notes.append(reason) }
            var content = FormRowContent(title: row.displayTitle, message: message, notes: notes, isDimmed: !row.isEnabled)
            cell.selectionStyle = .none
            switch Self.cellKind(of: row, control: control) {
            case .textField:
                guard let cell = cell as? FormTextFieldCell else { break }
                configureTextField(cell, row: row, control: control, editable: editable, content: &content)
            case .textView:
                guard let cell = cell as? FormTextViewCell else { break }
                configureTextView(cell, row: row, control: control, editable: editable, content: &content)
            case .toggle: configureToggle(cell, row: row, editable: editable)
            case .segmented: configureSegments(cell, row: row, editable: editable)
            case .menu, .checklist: configureMenu(cell, row: row, control: control, editable: editable)
            case .datePicker: configureDatePicker(cell, row: row, editable: editable)
            case .file: configureFile(cell, row: row, control: control, editable: editable)
            case .rating: configureRating(cell, row: row, editable: editable)
            case .heading, .add, .blank:
                cell.setControl(nil, placement: .trailing)
                cell.setTitleSpeaks(true)
                if control.style == .heading {
                    // A heading's value is its text.
                    content.title = row.displayText.isEmpty ? row.displayTitle : row.displayText
                    content.emphasis = .heading
                    cell.titleView.accessibilityLabel = content.title
                    cell.titleView.accessibilityValue = nil
                    cell.titleView.accessibilityHint = row.help
                    cell.titleView.accessibilityTraits = FormAccessibility.header
                } else {
                    content.value = row.displayText
                    describe(cell.titleView, row: row, value: row.displayText)
                }
            }
            cell.apply(content)
        }

        // MARK: Controls

        private func configureTextField(
            _ cell: FormTextFieldCell, row: FormRow, control: FormControl, editable: Bool, content: inout FormRowContent
        ) {
            let field = cell.textField
            let secure = control.style == .secureField
            field.placeholder = row.placeholder
            field.keyboardType = Self.keyboardType(control.keyboard)
            field.textContentType = Self.textContentType(control.textContent)
            field.autocapitalizationType = Self.autocapitalization(control.capitalization)
            field.autocorrectionType = control.autocorrects ? .yes : .no
            field.spellCheckingType = control.autocorrects ? .default : .no
            // Changed only when it differs: setting it clears a field being typed into.
            if field.isSecureTextEntry != secure { field.isSecureTextEntry = secure }
            field.returnKeyType = Self.returnKeyType(editor.returnKey(forRow: row.id))
            if !field.isFirstResponder { cell.setReturnBar(title: returnBarTitle(for: field, row: row.id)) }
            field.isEnabled = editable
            cell.show(editor.text(for: row))
            if let count = editor.characterCount(for: row) { content.notes.append(count) }
            cell.setTitleSpeaks(false)
            let value: String
            if secure {
                value = row.displayText
            } else if control.style == .itemList {
                value = editor.items(for: row).joined(separator: "\n")
            } else {
                value = editor.text(for: row)
            }
            describe(field, row: row, value: value)

            let id = row.id
            cell.onChange = { [weak self, weak field] text in
                self?.typed(text, intoRow: id) { field?.text = $0 }
            }
            cell.onShouldBegin = { [weak self, weak cell] in
                guard let self, let row = editor.row(id: id), row.isEnabled, !row.isReadOnly else { return false }
                // Where Return goes may have changed since the cell was shown.
                if let cell {
                    cell.textField.returnKeyType = Self.returnKeyType(editor.returnKey(forRow: id))
                    cell.setReturnBar(title: returnBarTitle(for: cell.textField, row: id))
                }
                return true
            }
            cell.onBegin = { [weak self] in self?.editingRowID = id }
            cell.onEnd = { [weak self] in self?.endedTyping(inRow: id) }
            cell.onReturn = { [weak self] in self?.pressedReturn(inRow: id) }
        }

        private func configureTextView(
            _ cell: FormTextViewCell, row: FormRow, control: FormControl, editable: Bool, content: inout FormRowContent
        ) {
            let view = cell.textView
            view.keyboardType = Self.keyboardType(control.keyboard)
            view.autocapitalizationType = Self.autocapitalization(control.capitalization)
            view.autocorrectionType = control.autocorrects ? .yes : .no
            view.spellCheckingType = control.autocorrects ? .default : .no
            view.isEditable = editable
            view.textColor = row.isEnabled ? .label : .secondaryLabel
            cell.show(editor.text(for: row))
            if let count = editor.characterCount(for: row) { content.notes.append(count) }
            cell.setTitleSpeaks(false)
            describe(view, row: row, value: editor.text(for: row))

            let id = row.id
            cell.onChange = { [weak self, weak view] text in
                self?.typed(text, intoRow: id) { view?.text = $0 }
            }
            cell.onShouldBegin = { [weak self] in
                guard let row = self?.editor.row(id: id) else { return false }
                return row.isEnabled && !row.isReadOnly
            }
            cell.onBegin = { [weak self] in self?.editingRowID = id }
            cell.onEnd = { [weak self] in self?.endedTyping(inRow: id) }
        }

        private func configureToggle(_ cell: FormRowCell, row: FormRow, editable: Bool) {
            let toggle = (cell.accessoryView as? UISwitch) ?? UISwitch()
            toggle.isOn = row.value.boolValue ?? false
            toggle.isEnabled = editable
            let id = row.id
            Self.setAction(on: toggle, for: .valueChanged) { [weak self] action in
                guard let toggle = action.sender as? UISwitch else { return }
                self?.edit { $0.setValue(.bool(toggle.isOn), forRow: id) }
            }
            cell.setControl(nil, placement: .trailing)
            cell.accessoryView = toggle
            cell.setTitleSpeaks(false)
            describe(toggle, row: row, value: row.displayText)
        }

        private func configureSegments(_ cell: FormRowCell, row: FormRow, editable: Bool) {
            let segments = (cell.control as? UISegmentedControl) ?? UISegmentedControl()
            let choices = editor.choices(for: row)
            let id = row.id
            // Made again only when the options change: a segment's own action
            // shows its row again, while the control is still handling the tap.
            let titles = (0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0) }
            if titles != choices.map(\.label) {
                segments.removeAllSegments()
                for (index, choice) in choices.enumerated() {
                    let action = UIAction(title: choice.label) { [weak self] _ in
                        self?.edit { $0.choose(choice, forRow: id) }
                    }
                    segments.insertSegment(action: action, at: index, animated: false)
                }
            }
            segments.selectedSegmentIndex =
                choices.firstIndex { editor.isChosen($0, in: row) } ?? UISegmentedControl.noSegment
            segments.isEnabled = editable
            FormRowCell.setFont(of: segments)
            cell.setControl(segments, placement: .below)
            cell.setTitleSpeaks(true)
            describe(cell.titleView, row: row, value: nil)
        }

        /// A menu of the row's choices, on a button that shows what is chosen:
        /// one choice (a menu or inline row), or each option turned on and off
        /// (a checklist).
        private func configureMenu(_ cell: FormRowCell, row: FormRow, control: FormControl, editable: Bool) {
            let button = (cell.control as? UIButton) ?? UIButton(configuration: .plain())
            let choices = editor.choices(for: row)
            let several = control.style == .checklist
            let id = row.id
            let title: String
            if several {
                title = row.displayText.isEmpty ? row.placeholder ?? "" : row.displayText
            } else {
                title = choices.first { editor.isChosen($0, in: row) }?.label ?? row.placeholder ?? ""
            }
            var configuration = button.configuration ?? .plain()
            configuration.title = title
            configuration.image = UIImage(systemName: "chevron.up.chevron.down")
            configuration.imagePlacement = .trailing
            configuration.imagePadding = 4
            configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(textStyle: .footnote)
            button.configuration = configuration
            button.menu = UIMenu(
                children: choices.map { choice in
                    let chosen = editor.isChosen(choice, in: row)
                    return UIAction(title: choice.label, state: chosen ? .on : .off) { [weak self] _ in
                        self?.edit { $0.choose(choice, several ? !chosen : true, forRow: id) }
                    }
                })
            button.showsMenuAsPrimaryAction = true
            button.isEnabled = editable
            cell.setControl(button, placement: .trailing)
            cell.setTitleSpeaks(false)
            describe(button, row: row, value: title)
        }

        /// A compact date picker in the form's time zone and language; a row
        /// that may hold no date offers to clear it, and while it holds none,
        /// to set one.
        private func configureDatePicker(_ cell: FormRowCell, row: FormRow, editable: Bool) {
            let control = (cell.control as? FormDateControl) ?? FormDateControl()
            let mode: UIDatePicker.Mode
            switch row.dateKind {
            case .date: mode = .date
            case .time: mode = .time
            case .dateTime: mode = .dateAndTime
            }
            let id = row.id
            control.configure(
                date: editor.date(for: row), mode: mode, timeZone: editor.timeZone, locale: editor.locale,
                isEnabled: editable, setTitle: editor.text("native.date.add"),
                clearTitle: row.isOptional ? editor.text("native.date.clear") : nil
            ) { [weak self] date in
                self?.edit { $0.setDate(date, forRow: id) }
            }
            cell.setControl(control, placement: .trailing)
            // The picker says its date itself; the title says the row and its message.
            cell.setTitleSpeaks(true)
            describe(cell.titleView, row: row, value: nil)
        }

        /// A button that opens the photo library or the files, and once the
        /// row holds a file, offers to choose another or remove it.
        private func configureFile(_ cell: FormRowCell, row: FormRow, control: FormControl, editable: Bool) {
            let button = (cell.control as? UIButton) ?? UIButton(configuration: .plain())
            let photo = control.style == .photo
            let id = row.id
            let chooseTitle = editor.text(photo ? "native.photo.choose" : "native.file.choose")
            let name = editor.fileName(for: row)
            var configuration = button.configuration ?? .plain()
            configuration.title = name ?? chooseTitle
            configuration.image = nil
            button.configuration = configuration
            let identifier = UIAction.Identifier("formwork.file.choose")
            button.removeAction(identifiedBy: identifier, for: .primaryActionTriggered)
            if name != nil {
                let choose = UIAction(title: chooseTitle) { [weak self] _ in self?.pickFile(photo: photo, forRow: id) }
                let remove = UIAction(title: editor.text("native.file.remove"), attributes: .destructive) { [weak self] _ in
                    self?.edit { $0.setFile(nil, forRow: id) }
                }
                button.menu = UIMenu(children: [choose, remove])
                button.showsMenuAsPrimaryAction = true
            } else {
                button.menu = nil
                button.showsMenuAsPrimaryAction = false
                let choose = UIAction(identifier: identifier) { [weak self] _ in self?.pickFile(photo: photo, forRow: id) }
                button.addAction(choose, for: .primaryActionTriggered)
            }
            button.isEnabled = editable
            cell.setControl(button, placement: .trailing)
            cell.setTitleSpeaks(false)
            describe(button, row: row, value: name ?? chooseTitle)
        }

        private func configureRating(_ cell: FormRowCell, row: FormRow, editable: Bool) {
            let stars = (cell.control as? FormRatingControl) ?? FormRatingControl()
            let (chosen, most) = editor.stars(for: row)
            let id = row.id
            let labels = (0...max(most, 0)).map { editor.starsText($0) }
            stars.configure(chosen: chosen, most: most, isEnabled: editable, labels: labels) { [weak self] count in
                self?.edit { $0.setValue(.integer(Int64(count)), forRow: id) }
            }
            cell.setControl(stars, placement: .trailing)
            cell.setTitleSpeaks(true)
            describe(cell.titleView, row: row, value: editor.starsText(chosen))
        }

        /// The title of the bar above a keyboard without a Return key, which
        /// says what Return says; `nil` for a keyboard with one.
        private func returnBarTitle(for field: UITextField, row id: String) -> String? {
            guard [.numberPad, .decimalPad, .phonePad].contains(field.keyboardType) else { return nil }
            switch editor.returnKey(forRow: id) {
            case .next: return editor.text("native.keyboard.next")
            case .done: return editor.text("native.keyboard.done")
            }
        }

        // MARK: What the controls do

        /// Sets `text`, typed into the row `id`, cut to the row's character
        /// limit; the cut text is shown back in the field through `showFitted`.
        private func typed(_ text: String, intoRow id: String, showFitted: (String) -> Void) {
            guard let row = editor.row(id: id) else { return }
            let fitted = editor.fitted(text, to: row)
            if fitted != text { showFitted(fitted) }
            edit { $0.setText(fitted, forRow: id) }
        }

        /// Return moves to the next row in the focus order, or from the last ends typing.
        private func pressedReturn(inRow id: String) {
            if let next = editor.nextFocus(after: id), focus(rowID: next) { return }
            tableView?.endEditing(true)
        }

        /// Once typing into the row `id` ends, its cell is shown again, with
        /// its text as the form now has it. A field can end typing in the
        /// middle of a batch update that removes it, so this waits for the update.
        private func endedTyping(inRow id: String) {
            if editingRowID == id { editingRowID = nil }
            Task { @MainActor [weak self] in
                guard let self, let tableView, editingRowID != id, let path = indexPath(ofRow: id) else { return }
                tableView.reconfigureRows(at: [path])
            }
        }

        /// Opens the photo library or the files for the row `id`, and sets
        /// the file picked, or says it could not be read.
        private func pickFile(photo: Bool, forRow id: String) {
            let picker = FormFilePicker { [weak self] picked in
                guard let self else { return }
                activePicker = nil
                switch picked {
                case .photo(let data, let contentType, let pathExtension):
                    guard let row = editor.row(id: id) else { return }
                    let name = editor.photoFileName(for: row, extension: pathExtension)
                    edit { $0.setFile(FormFile(filename: name, contentType: contentType, data: data), forRow: id) }
                case .file(let file): edit { $0.setFile(file, forRow: id) }
                case .unreadable: edit { $0.fileCouldNotBeRead(forRow: id) }
                case .cancelled: break
                }
            }
            activePicker = picker
            present(photo ? picker.photoPicker() : picker.documentPicker())
        }

        /// Presents `controller` through ``presenter``, else from the view
        /// controller nearest the table view.
        private func present(_ controller: UIViewController) {
            if let presenter { return presenter(controller) }
            var responder: UIResponder? = tableView
            while let next = responder {
                if let viewController = next as? UIViewController {
                    viewController.present(controller, animated: true)
                    return
                }
                responder = next.next
            }
        }

        // MARK: Mapping the editor's decisions

        /// Names `view` to assistive technology as the row: its title, its
        /// value with its message, its help and why it is disabled.
        private func describe(_ view: UIView, row: FormRow, value: String?) {
            view.accessibilityLabel = row.title
            let spoken = [value, editor.message(for: row)].compactMap { $0 }.filter { !$0.isEmpty }
            view.accessibilityValue = spoken.isEmpty ? nil : spoken.joined(separator: "\n")
            let hints = [row.help, row.isEnabled ? nil : row.disabledReason].compactMap { $0 }
            view.accessibilityHint = hints.isEmpty ? nil : hints.joined(separator: "\n")
            if row.isEnabled {
                view.accessibilityTraits.remove(FormAccessibility.notEnabled)
            } else {
                view.accessibilityTraits.insert(FormAccessibility.notEnabled)
            }
        }

        /// Gives `control` `handler` for `event`, in place of the one given before.
        private static func setAction(
            on control: UIControl, for event: UIControl.Event, _ handler: @escaping UIActionHandler
        ) {
            let identifier = UIAction.Identifier("formwork.\(event.rawValue)")
            control.removeAction(identifiedBy: identifier, for: event)
            control.addAction(UIAction(identifier: identifier, handler: handler), for: event)
        }

        static func keyboardType(_ keyboard: FormControl.Keyboard) -> UIKeyboardType {
            switch keyboard {
            case .email: return .emailAddress
            case .phone: return .phonePad
            case .url: return .URL
            case .wholeNumber: return .numberPad
            case .decimal: return .decimalPad
            case .signedNumber: return .numbersAndPunctuation
            default: return .default
            }
        }

        static func textContentType(_ content: FormControl.TextContent?) -> UITextContentType? {
            switch content {
            case .name?: return .name
            case .email?: return .emailAddress
            case .phone?: return .telephoneNumber
            case .url?: return .URL
            case .password?: return .password
            default: return nil
            }
        }

        static func autocapitalization(_ capitalization: FormControl.Capitalization) -> UITextAutocapitalizationType {
            switch capitalization {
            case .words: return .words
            case .never: return UITextAutocapitalizationType.none
            default: return .sentences
            }
        }

        static func returnKeyType(_ key: FormEditor<Model>.ReturnKey) -> UIReturnKeyType {
            switch key {
            case .next: return .next
            case .done: return .done
            }
        }
    }
#endif
