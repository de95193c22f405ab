import Foundation

/// A form being filled in by a person on a native surface: the form, which
/// errors show under which row and when, what an edit announces, the
/// focus order and what submitting does.
///
/// FormworkSwiftUI and FormworkUIKit draw an editor and hand it what the
/// person does; every decision is made here, so both views, and a view of
/// your own, behave alike.
///
/// ```swift
/// var editor = try FormEditor(SignUp())
/// editor.setText("forty", forRow: "age")     // refused: the text stays, with its message
/// editor.text(for: editor.form.row("age")!)  // "forty"
/// editor.message(for: editor.form.row("age")!)  // "Age must be a whole number"
/// switch editor.submit() {
/// case .submitted(let signUp): save(signUp)
/// case .refused(let first): focus(first)        // the first row in error
/// }
/// ```
///
/// Rows are named by their ``FormRow/id``, which stays with a repeating
/// group's item while items are added, deleted and moved.
///
/// Which error shows: a refused edit's message at once, under its row,
/// until the row takes an edit; the form's own validation errors after the
/// first submit, checked again after every edit; and errors the app adds
/// to the form (``addError(_:for:)``) at once, until their row holds
/// another value.
public struct FormEditor<Model: FormModel>: Sendable {
    /// The form being filled in.
    public private(set) var form: FormState<Model>
    /// Whether submitting was tried, after which validation errors show.
    public private(set) var hasSubmitted = false
    /// The validation errors shown, as ``FormState/validate(_:)`` found them
    /// at the last edit after the first submit.
    var validationErrors: [FormFieldError] = []
    /// Rows whose chosen file could not be read, by id, with the message
    /// shown under each until the row is edited.
    var unreadFiles: [String: String] = [:]

    /// An editor of `form`.
    public init(_ form: FormState<Model>) {
        self.form = form
    }

    /// An editor of the form of `model`.
    ///
    /// - Throws: What ``FormState/init(_:)`` throws for a misdeclared model.
    public init(_ model: Model) throws {
        self.init(try FormState(model))
    }

    /// The sections shown, with their rows.
    public var sections: [FormSection] { form.sections }

    /// The direction the form's language is written in, which the views
    /// lay the form out in.
    public var direction: FormLanguage.Direction { form.localization.language.direction }

    /// The locale of the form's language, which pickers show dates and
    /// numbers in: the form's language, not the device's.
    public var locale: Locale { Locale(identifier: form.localization.language.tag) }

    /// The row whose ``FormRow/id`` is `id`, when it is shown.
    public func row(id: String) -> FormRow? {
        form.key(forID: id).flatMap(form.row).flatMap { $0.isHidden ? nil : $0 }
    }

    /// The control that shows `row` (``FormState/control(for:)``).
    public func control(for row: FormRow) -> FormControl { form.control(for: row) }

    /// The text a field of `row` shows: what was typed and refused, else
    /// the value as it is typed (``FormRow/editingText``).
    public func text(for row: FormRow) -> String { row.editingText }

    /// The message shown under `row`, if any: its refused edit's, else an
    /// error the app added, else its first validation error once submitting
    /// was tried.
    public func message(for row: FormRow) -> String? {
        if let refused = row.inputError { return refused.message }
        if let unread = unreadFiles[row.id] { return unread }
        if let added = form.addedErrors.first(where: { $0.key == row.key }) { return added.message }
        guard hasSubmitted else { return nil }
        return validationErrors.first { $0.key == row.key }?.message
    }

    /// The messages shown under rows, by row id, in form order.
    func shownMessages() -> [(id: String, message: String)] {
        form.rows.compactMap { row in message(for: row).map { (row.id, $0) } }
    }

    /// Puts an error the app found on the row `key` (a server refusing an
    /// email already taken, a remote check), shown under it at once, like
    /// the form's own, until the row holds another value; worded in the
    /// form's language (``FormState/addError(_:for:)``).
    public mutating func addError(_ message: FormMessage, for key: String) {
        form.addError(message, for: key)
    }

    /// Removes every error the app added.
    public mutating func clearAddedErrors() {
        form.clearAddedErrors()
    }

    /// Messages of errors the app added that name no shown row, shown at
    /// the form's end.
    public var otherMessages: [String] {
        form.addedErrors.filter { form.row($0.key).map(\.isHidden) ?? true }.map(\.message)
    }
}

extension FormEditor {
    /// What an edit did: whether the form took it, what it changed on
    /// screen, and the messages that appeared with it, which a view
    /// announces to assistive technology.
    public struct Edit: Sendable, Hashable {
        /// Whether the form took the edit; a refused edit changes no value
        /// and shows its message under the row.
        public var isTaken: Bool
        /// What the edit changed, step by step: values, and the rows and
        /// sections that appeared and disappeared. One change for most
        /// edits, none when refused, one per item for an edit of several
        /// items; a table view applies each as a batch update, in order.
        public var changes: [FormChange]
        /// The messages shown after the edit that were not shown before, in form order.
        public var announcements: [String]

        /// An edit of a row that is no longer there: nothing happened.
        static var none: Edit { Edit(isTaken: false, changes: [], announcements: []) }

        /// Whether the edit changed what is shown beyond values: rows or
        /// sections appeared, disappeared or moved, or rows were enabled or
        /// disabled. A view animates such an edit.
        public var changesStructure: Bool {
            changes.contains { change in
                !change.insertedSections.isEmpty || !change.deletedSections.isEmpty || !change.movedSections.isEmpty
                    || !change.insertedRows.isEmpty || !change.deletedRows.isEmpty || !change.enabledChangedRows.isEmpty
            }
        }
    }

    /// Applies `edit` to the form, keeps what it changed, and finds the
    /// messages it made appear. A refusal stays on its row (the form keeps
    /// it, ``FormRow/inputError``) until an edit of the row is taken.
    mutating func apply(
        editing key: String?, _ edit: (inout FormState<Model>) throws(FormInputError) -> FormChange
    ) -> Edit {
        apply(editing: key) { form, changes throws(FormInputError) in changes.append(try edit(&form)) }
    }

    /// Applies an edit made of steps, each of whose changes it records in
    /// turn; a step refused keeps the steps before it.
    mutating func apply(
        editing key: String?, steps edit: (inout FormState<Model>, inout [FormChange]) throws(FormInputError) -> Void
    ) -> Edit {
        let before = shownMessages()
        var changes: [FormChange] = []
        var taken = true
        var unkept: String?
        do {
            try edit(&form, &changes)
        } catch {
            taken = false
            // A refusal the form does not keep on a row (a hidden or disabled
            // row's, a group's) is said once, as it happens.
            if form.row(error.key)?.inputError != error { unkept = error.message }
        }
        if let key {
            if !unreadFiles.isEmpty, let id = form.row(key)?.id { unreadFiles[id] = nil }
        }
        if hasSubmitted { validationErrors = form.validate() }
        let shownBefore = Set(before.map { "\($0.id)\u{0}\($0.message)" })
        var announcements = shownMessages().filter { !shownBefore.contains("\($0.id)\u{0}\($0.message)") }.map(\.message)
        if let unkept { announcements.append(unkept) }
        return Edit(isTaken: taken, changes: changes, announcements: announcements)
    }

    /// Sets what the person typed into the row with id `id`, read by the
    /// row's kind (``FormState/setText(_:for:)``). Refused text stays in
    /// the field, with its message under it.
    @discardableResult
    public mutating func setText(_ text: String, forRow id: String) -> Edit {
        guard let key = form.key(forID: id) else { return Edit.none }
        return apply(editing: key) { form throws(FormInputError) in try form.setText(text, for: key) }
    }

    /// Sets a value into the row with id `id`: a switch's `.bool`, a
    /// choice's value (`.null` for none), a date, a file, a list's items.
    @discardableResult
    public mutating func setValue(_ value: FormValue, forRow id: String) -> Edit {
        guard let key = form.key(forID: id) else { return Edit.none }
        return apply(editing: key) { form throws(FormInputError) in try form.setValue(value, for: key) }
    }

    /// What submitting gave.
    public enum Submission: Sendable {
        /// Nothing is wrong: the model the form holds.
        case submitted(Model)
        /// Something is wrong: the id of the first row in error, which the
        /// view focuses (`nil` when the error names no shown row), and the
        /// messages to announce.
        case refused(firstRowInError: String?, messages: [String])
    }

    /// Submits: validates, and gives the model when nothing is wrong;
    /// otherwise shows every error under its row from now on and names the
    /// first row in error.
    ///
    /// Submitting again is the retry an error the app added for no row
    /// asks for ("Try again later"): those errors are cleared first.
    public mutating func submit() -> Submission {
        hasSubmitted = true
        form.clearAddedErrorsNamingNoRow()
        validationErrors = form.validate()
        let rows = form.rows
        let first = rows.first { message(for: $0) != nil }
        var messages = shownMessages().map(\.message) + otherMessages
        if first == nil, validationErrors.isEmpty, messages.isEmpty {
            do {
                return .submitted(try form.model)
            } catch {
                // The model's own `init(from:)` refused the values: said as it said it.
                messages = [String(describing: error)]
            }
        }
        // Errors naming no shown row (a model's own check) are still said.
        if messages.isEmpty { messages = validationErrors.map(\.message) }
        return .refused(firstRowInError: first?.id, messages: messages)
    }
}
