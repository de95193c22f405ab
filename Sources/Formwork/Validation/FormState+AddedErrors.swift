extension FormState {
    /// Puts an error the app found on the row `key`: a server refusing an
    /// email already signed up, a remote check, a database's constraint.
    ///
    /// ```swift
    /// form.addError(
    ///     FormMessage(FormPhrase("signup.emailTaken"), default: "This email is already signed up"),
    ///     for: "email")
    /// form.validate()      // […, email: This email is already signed up]
    /// form.html()          // the message under the email row (FormworkHTML)
    /// ```
    ///
    /// Every surface shows it under its row like the form's own errors (the
    /// page, the terminal, the pictures and the native views), worded in
    /// the form's language when they show it: a phrase with no `title`
    /// parameter is given the row's title. ``validate(_:)`` and
    /// ``addedErrors`` list it while the row holds the value it held when
    /// the error was added: an edit to another value clears it, and so
    /// does removing the row's item. An error whose key names no row is
    /// the form's, shown above its rows, until ``clearAddedErrors()``.
    public mutating func addError(_ message: FormMessage, for key: String) {
        let index = schema.rowIndex[key]
        let error = AddedError(
            key: key, rowID: index.map { rowIdentity($0) ?? key }, value: index.map { values[$0] }, message: message)
        ownStore()
        store.addedErrors.append(error)
    }

    /// Removes every error the app added.
    public mutating func clearAddedErrors() {
        guard !store.addedErrors.isEmpty else { return }
        ownStore()
        store.addedErrors = []
    }

    /// Removes the errors the app added for the row or key `key`.
    public mutating func clearAddedErrors(for key: String) {
        guard store.addedErrors.contains(where: { $0.key == key || self.key(ofAdded: $0) == key }) else { return }
        ownStore()
        store.addedErrors.removeAll { $0.key == key || self.key(ofAdded: $0) == key }
    }

    /// Removes the errors the app added for keys naming no row.
    mutating func clearAddedErrorsNamingNoRow() {
        guard store.addedErrors.contains(where: { $0.rowID == nil }) else { return }
        ownStore()
        store.addedErrors.removeAll { $0.rowID == nil }
    }

    /// The errors the app added (``addError(_:for:)``) that still stand, in
    /// form order, then those naming no row in the order they were added;
    /// each of kind ``FormFieldError/Kind/model``, keyed by its row's
    /// current key and worded in the form's language.
    public var addedErrors: [FormFieldError] {
        let added = standingAddedErrors()
        return added.rows.keys.sorted().flatMap { added.rows[$0] ?? [] } + added.others
    }

    /// The added errors that still stand, worded: those on rows by row
    /// position, each row's in the order added, and those naming no row.
    func standingAddedErrors() -> (rows: [Int: [FormFieldError]], others: [FormFieldError]) {
        let added = store.addedErrors
        if added.isEmpty { return ([:], []) }
        var rows: [Int: [FormFieldError]] = [:]
        var others: [FormFieldError] = []
        for error in added {
            guard error.rowID != nil else {
                others.append(
                    FormFieldError(
                        key: error.key, title: error.key, kind: .model, message: localization.text(error.message),
                        phrase: error.message.phrase))
                continue
            }
            guard let index = rowIndex(ofAdded: error) else { continue }
            let row = schema.rows[index]
            let title = localization.title(for: row.key, default: row.title)
            let message = error.message.adding("title", title)
            rows[index, default: []].append(
                FormFieldError(
                    key: row.key, title: title, kind: .model, message: localization.text(message),
                    phrase: message.phrase))
        }
        return (rows, others)
    }

    /// The position of the row an added error names, while the row exists
    /// and holds the value it held when the error was added.
    private func rowIndex(ofAdded error: AddedError) -> Int? {
        guard let id = error.rowID, let index = rowIndex(forID: id), values[index] == error.value else { return nil }
        return index
    }

    private func key(ofAdded error: AddedError) -> String? {
        rowIndex(ofAdded: error).map { schema.rows[$0].key }
    }
}

/// An error the app added to a form, kept with what it names: the row's
/// identity, which stays with an item as items move, and the value the
/// row held, so the error stands until the row holds another. Worded when
/// shown, so that it follows the form's language.
struct AddedError: Sendable {
    /// The key the app gave.
    var key: String
    /// The ``FormRow/id`` of the row `key` named; `nil` for a key naming no row.
    var rowID: String?
    /// What that row held when the error was added.
    var value: FormValue?
    var message: FormMessage
}
