import Formwork

/// A Formwork form as layout input.
extension FormState {
    /// The form's visible sections and rows as layout input, with the
    /// model's own layouts when it adopts ``FormLayoutCustomizing``: the same
    /// as ``layoutInput(errors:showingHiddenRows:)`` with no errors.
    ///
    /// ```swift
    /// let form = try FormState(SignUp())
    /// form.layoutInput.sections[1].title                 // "Contact"
    /// form.layoutInput.sections[0].items[1].text         // "Your name" (a placeholder)
    /// ```
    public var layoutInput: FormLayoutInput { layoutInput() }

    /// The form's sections and rows as layout input, with each row's
    /// control, state, help and errors for a picture to draw.
    ///
    /// ```swift
    /// let input = form.layoutInput(errors: form.validate())
    /// input.sections[0].items[1].details.errors   // ["User Name is required."]
    /// ```
    ///
    /// Each section keeps its title, and a section of a repeating group's
    /// item its key (`jobs[0]`, `jobs[0].dates`). Each row becomes an item
    /// with its key, kind and title, and its display text, or its
    /// placeholder when the display text is empty; a list shows one entry
    /// per line (its preferred height grows by 44 per entry, up to the
    /// 10 000 000 points a layout holds: 227 271 entries). Its
    /// ``FormLayoutInput/Item/details`` say:
    ///
    /// - the control: a field of the row's text kind, a stepper when the
    ///   number has a `step:`, a switch and its position, a picker for one
    ///   choice and chips for several, a list's entries (with "Add" while
    ///   the row is enabled), an image's or file's name, the date kind;
    /// - the state: required, disabled (an editable form's row a person may
    ///   not edit), read-only (every row but titles of a read-only form),
    ///   hidden;
    /// - the help, the errors (the row's refused edit first, then those of
    ///   `errors` with its key, each message once; an error whose key names
    ///   no laid-out row is not drawn), and, on a section's last row, the
    ///   section's footer. Each note adds 18 points to the row's height.
    ///
    /// Hidden rows take no space, and a custom line naming one is left
    /// out, unless `showingHiddenRows` lays them out where they are
    /// declared, marked hidden, for reviewing conditions.
    ///
    /// The input's ``FormLayoutInput/wording`` is the form's
    /// `FormState.localization`'s: the language of the pictures,
    /// and their own words ("+ Add", the tags) in it. A right-to-left
    /// language lays the form out mirrored.
    public func layoutInput(errors: [FormFieldError] = [], showingHiddenRows: Bool = false) -> FormLayoutInput {
        var messages: [String: [String]] = [:]
        // Only a form holding a refused edit pays for making every row to find it.
        for row in refusedEdits.isEmpty ? [] : allRows {
            if let refused = row.inputError { messages[row.key] = [refused.message] }
        }
        // The app's errors (addError(_:for:)) first, then those given here.
        for error in addedErrors + errors where messages[error.key]?.contains(error.message) != true {
            messages[error.key, default: []].append(error.message)
        }
        let shown = showingHiddenRows ? allSections : sections
        return FormLayoutInput(
            sections: shown.map { section in
                FormLayoutInput.Section(
                    title: section.title,
                    items: section.rows.enumerated().map { index, row in
                        let footer = index == section.rows.count - 1 ? section.footer : nil
                        return layoutItem(row, errors: messages[row.key] ?? [], footer: footer)
                    },
                    repeatingItem: Self.itemKey(of: section))
            },
            customLayouts: Self.customLayouts,
            hiddenNames: showingHiddenRows ? [] : hiddenRowKeys,
            wording: FormLayout.Wording(localization))
    }

    /// The key of a section inside a repeating group's item: its own key,
    /// or for an untitled run of rows the item's (`jobs[0]`); `nil` for a
    /// section outside any item. Only keys inside items hold a `[`, since
    /// property names cannot.
    static func itemKey(of section: FormSection) -> String? {
        if let key = section.key { return key.contains("[") ? key : nil }
        guard let row = section.rows.first?.key, let close = row.firstIndex(of: "]") else { return nil }
        return String(row[...close])
    }

    func layoutItem(_ row: FormRow, errors: [String], footer: String?) -> FormLayoutInput.Item {
        var text = row.displayText
        if row.kind == .list, case .array(let entries) = row.value {
            text = entries.map(row.label(for:)).joined(separator: "\n")
        } else if let kind = row.kind.type as? any FormLayoutRowGlyph.Type {
            text = kind.layoutGlyph(for: row)
        }
        let details = FormLayout.RowDetails(
            control: Self.control(of: row), state: state(of: row), help: row.help, errors: errors, footer: footer)
        if text.isEmpty, let placeholder = row.placeholder, !placeholder.isEmpty {
            return FormLayoutInput.Item(
                name: row.key, kind: row.kind, title: row.title, text: placeholder, isPlaceholder: true, details: details)
        }
        return FormLayoutInput.Item(name: row.key, kind: row.kind, title: row.title, text: text, details: details)
    }

    func state(of row: FormRow) -> FormLayout.RowState {
        var state: FormLayout.RowState = []
        if row.isRequired { state.insert(.required) }
        if !row.isReadOnly {
            if !isEditable {
                state.insert(.readOnly)
            } else if !row.isEnabled {
                state.insert(.disabled)
            }
        }
        if row.isHidden { state.insert(.hidden) }
        return state
    }

    static func control(of row: FormRow) -> FormLayout.Control {
        switch row.kind {
        case .text: return .field(row.textKind)
        case .longText: return .textArea
        case .heading: return .heading
        case .number: return .number(hasStepper: row.step != nil)
        case .boolean: return .toggle(isOn: row.value == .bool(true))
        case .enumerated:
            guard row.allowsMultipleSelection else { return .picker }
            return .chips((row.value.arrayValue ?? []).map(row.label(for:)))
        case .list:
            let entries = (row.value.arrayValue ?? []).map(row.label(for:))
            return row.choices.isEmpty ? .list(entries, canAdd: row.isEnabled) : .chips(entries)
        case .image: return .imageWell(fileName: fileName(of: row.value))
        case .date: return .date(row.dateKind)
        case .attachment: return .attachment(fileName: fileName(of: row.value))
        default: return .field(.plain)  // A kind of the app's own: a text box showing its display text.
        }
    }

    /// A file's name, or the last path component of a URL's text.
    static func fileName(of value: FormValue) -> String? {
        switch value {
        case .file(let file): return file.filename
        case .string(let text) where !text.isEmpty:
            return text.split(separator: "/").last.map(String.init) ?? text
        default: return nil
        }
    }
}
