import Formwork

/// What the live script is made from: the id of the `<form>` element, the
/// CSP nonce, and the form's conditions, states and readings.
///
/// ```swift
/// let input = FormHTMLLiveInput(form: FormState(SignUp()), formID: "signup", nonce: nil)
/// FormHTMLLiveScript.element(for: input)   // "<script>(function(D){…})({\"f\":\"signup\",…});</script>"
/// ```
package struct FormHTMLLiveInput: Sendable {
    /// The `id` of the `<form>` whose controls the script reads.
    package var formID: String
    /// The CSP nonce written as the script's `nonce` attribute; nil for none.
    package var nonce: String?
    /// The rows and sections, which of them predicates decide, and how rows read text.
    package var conditions: FormLiveConditions
    /// The repeating groups whose items the script adds, removes and moves.
    var groups: [FormHTMLLiveGroup] = []
    /// The rows holding a value, in form order, each with the keys of the
    /// refused rows it waits for (``FormInputError/Reason/held(value:waitingFor:)``).
    var held: [(key: String, waitingFor: [String])] = []

    /// An input made of its parts.
    package init(formID: String, nonce: String?, conditions: FormLiveConditions) {
        self.formID = formID
        self.nonce = nonce
        self.conditions = conditions
    }

    /// An input with repeating groups and held values.
    init(
        formID: String, nonce: String?, conditions: FormLiveConditions, groups: [FormHTMLLiveGroup],
        held: [(key: String, waitingFor: [String])]
    ) {
        self.init(formID: formID, nonce: nonce, conditions: conditions)
        self.groups = groups
        self.held = held
    }

    /// The input for `form` as it is now, its sections named by ``FormSection/id`` as the page names them.
    package init<Model: FormModel>(form: FormState<Model>, formID: String, nonce: String?) {
        var conditions = form.liveConditions
        for (index, section) in form.allSections.enumerated() { conditions.sections[index].id = section.id }
        self.init(formID: formID, nonce: nonce, conditions: conditions)
        held = form.allRows.compactMap { row in row.heldFor.isEmpty ? nil : (row.key, row.heldFor) }
    }
}
