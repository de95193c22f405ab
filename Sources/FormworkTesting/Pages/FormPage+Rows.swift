extension FormPage {
    /// A row of the form as FormworkHTML writes it: its wrapper's markup
    /// and the texts of its error messages.
    ///
    /// ```swift
    /// let row = try #require(page.row("name"))
    /// row.errors                                    // ["Name is required"]
    /// row.markup.contains("aria-invalid=\"true\"")  // true
    /// ```
    public struct Row: Sendable, Hashable {
        /// The row's key, as its wrapper's `data-formwork-row` names it.
        public var key: String
        /// The wrapper's markup, from `<div` to `</div>`, as the page holds it.
        public var markup: String
        /// The texts of the row's error messages in order, as the page
        /// shows them (an override character written `<U+202E>`).
        public var errors: [String]
        /// Whether the row is in a `<template>`: hidden by a condition,
        /// neither shown nor posted until the page's script brings it in.
        public var isHidden: Bool
    }

    /// The row whose wrapper (`<div class="formwork-row"
    /// data-formwork-row="KEY">`) has the key `key`: `email`,
    /// `address.city`, `emergency_contacts[0].name`; `nil` when the form
    /// has none (a row a closure hides is not written).
    ///
    /// ```swift
    /// page.row("emergency_contacts[0].name")?.errors   // ["Name is required"]
    /// ```
    ///
    /// Its errors are the `<p class="formwork-error">` elements the wrapper
    /// holds: FormworkHTML writes a row's first as `id="PREFIX-KEY-error"`
    /// and the others `-error-2`, `-error-3`…, where the id is
    /// `FormHTMLOptions.idPrefix` and the key with `.` as `-`
    /// (`formwork-emergency_contacts[0]-name-error`); reading them in the
    /// wrapper finds them whatever the prefix. A row inside a new item's
    /// template (`jobs[__i__].title`) is found by that key.
    public func row(_ key: String) -> Row? {
        for index in tree.subtree(form) where tree.nodes[index].attribute("data-formwork-row") == key {
            let errors = tree.nodes[index].children.filter { isErrorMessage($0) }.map { tree.text(of: $0) }
            return Row(key: key, markup: tree.markup(of: index), errors: errors, isHidden: tree.nodes[index].isInTemplate)
        }
        return nil
    }

    /// The texts of the error messages of the row `key`; empty when it
    /// has none or the form has no such row.
    ///
    /// ```swift
    /// page.errors(for: "user_name")   // ["User Name is required"]
    /// ```
    public func errors(for key: String) -> [String] {
        row(key)?.errors ?? []
    }

    /// The messages of the form as a whole, in order: those FormworkHTML
    /// writes in the `<div class="formwork-errors" role="alert">` at the top
    /// of the form, for errors whose key names no row.
    ///
    /// ```swift
    /// page.formErrors   // ["The email address is already registered."]
    /// ```
    public var formErrors: [String] {
        let alerts = tree.subtree(form).filter { index in
            !tree.nodes[index].isInTemplate && tree.nodes[index].name == "div" && hasClass(index, "formwork-errors")
        }
        return alerts.flatMap { alert in tree.nodes[alert].children.filter { isErrorMessage($0) }.map { tree.text(of: $0) } }
    }

    /// The keys of the form's rows, in the page's order, those in templates included.
    public var rowKeys: [String] {
        tree.subtree(form).compactMap { tree.nodes[$0].attribute("data-formwork-row") }
    }

    private func isErrorMessage(_ index: Int) -> Bool {
        tree.nodes[index].name == "p" && hasClass(index, "formwork-error")
    }

    private func hasClass(_ index: Int, _ name: String) -> Bool {
        (tree.nodes[index].attribute("class") ?? "").split(whereSeparator: { " \t\n\u{C}\r".contains($0) })
            .contains { $0 == name }
    }
}
