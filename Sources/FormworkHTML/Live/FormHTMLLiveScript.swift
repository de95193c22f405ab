import Formwork

/// The `<script>` element that makes predicate conditions live in the page.
///
/// ```swift
/// let html = FormHTMLLiveScript.element(for: FormState(SignUp()), formID: "formwork", nonce: nil)
/// // "<script>(function(D){\n\"use strict\";…})({\"f\":\"formwork\",…});</script>"
/// ```
///
/// Rows and sections decided by a `visibleWhen:`/`enabledWhen:` predicate
/// are re-evaluated on every `input` and `change` event of the form, and once
/// when the script runs (which gives the state the server rendered). Only
/// wrappers carrying `data-formwork-live` are touched. A hidden wrapper is
/// kept out of the page, in the content of a `<template data-formwork-slot>`
/// standing at its place (the server writes a wrapper hidden at render time
/// that way; the script moves it there when it hides it, and back before
/// the template when it shows it). A template's content is not rendered
/// and its controls are not the form's, so no stylesheet can show a hidden
/// row (a `display` rule undoes the `hidden` attribute) and the browser
/// posts nothing for it. A row wrapper (`data-formwork-row`) is out of the
/// page when the row is hidden, and its controls get `disabled` when it is
/// hidden or disabled; a section wrapper (`data-formwork-section`) when the
/// section is hidden or shows no row. Closure conditions cannot run in a
/// browser: they keep the state they have when the page is rendered.
///
/// Values are read from the controls by name, as a submitted body would
/// carry them, and through the same readings as
/// ``FormState/update(fromURLEncoded:options:)`` (whitespace, numerals,
/// options, dates, limits); text a row refuses keeps the last value the row
/// read on the page (at first the value the page was rendered with), and
/// rows with no control (files, titles, rows a closure hides) keep the value
/// the page was rendered with. A row the page holds a value for (see
/// ``FormInputError/Reason/held(value:waitingFor:)``) stays shown while a
/// row it waits for still holds refused text. Where a browser cannot match
/// Swift exactly the script says so, in `Live/Script/values.js` (see
/// ``FormHTMLLiveRuntime``).
///
/// A form with a repeating group whose items the user may add, remove or
/// move gets the script even without predicates: it edits the items
/// (`Live/Script/groups.js`).
enum FormHTMLLiveScript {
    /// The script for `form`, reading the controls of the form with id
    /// `formID`; "" when no predicate decides anything.
    static func element<Model: FormModel>(for form: FormState<Model>, formID: String, nonce: String?) -> String {
        element(for: FormHTMLLiveInput(form: form, formID: formID, nonce: nonce))
    }

    /// The script for `input`; "" when no predicate decides anything and no group's items can be edited.
    static func element(for input: FormHTMLLiveInput) -> String {
        guard input.conditions.hasPredicates || input.groups.contains(where: \.isEditable) else { return "" }
        let nonce = input.nonce.map { " nonce=\"\(MarkupEscaping.htmlAttribute($0))\"" } ?? ""
        return "<script\(nonce)>(" + FormHTMLLiveRuntime.source + ")(" + FormHTMLLiveData.json(for: input) + ");</script>"
    }
}
