/// A form's conditions as a page script needs them: which rows and sections
/// a predicate decides, the predicates themselves, the current state of the
/// rest, and how each row reads the text a browser submits.
///
/// ```swift
/// let live = FormState(SignUp()).liveConditions
/// live.rows.first { $0.key == "bio" }?.visible    // .predicate(age > 12, keyPrefix: "")
/// ```
///
/// Closure conditions cannot run outside Swift: they appear as ``Decision/fixed(_:)``
/// with the state the form is in now.
package struct FormLiveConditions: Sendable {
    /// How a row's or section's visibility or enablement is decided.
    package enum Decision: Sendable, Hashable {
        /// Always this state: no condition, or a closure condition's current result.
        case fixed(Bool)
        /// A predicate whose keys are relative to the model declaring it;
        /// `keyPrefix` turns them into form keys (`address.` for a group's).
        case predicate(FormPredicate, keyPrefix: String)

        /// `true` for a predicate, which a page can evaluate again.
        package var isPredicate: Bool {
            if case .predicate = self { return true }
            return false
        }
    }

    /// One section: its identity, its nesting and its rows.
    package struct Section: Sendable {
        /// ``FormSection/id``.
        package var id: String
        /// The sections this one is nested in, outermost first.
        package var ancestors: [Int]
        /// The positions of its rows in ``FormLiveConditions/rows``.
        package var rows: Range<Int>
        package var visible: Decision
        package var enabled: Decision
        /// Whether its own visibility condition holds now (`true` without one).
        package var isVisible: Bool
    }

    /// One row: its key, its section, its conditions, its value and its reading.
    package struct Row: Sendable {
        /// ``FormRow/key``.
        package var key: String
        /// The row's position in ``FormLiveConditions/sections``.
        package var section: Int
        package var visible: Decision
        package var enabled: Decision
        /// Whether its own visibility condition holds now (`true` without one).
        package var isVisible: Bool
        /// Whether nothing but conditions stops the row being edited: the
        /// form is editable, the row is no title and the access policy allows it.
        package var isEditableApartFromConditions: Bool
        /// The value the form holds now.
        package var value: FormValue
        /// How the row reads submitted text.
        package var reading: FormLiveReading
    }

    package var sections: [Section]
    package var rows: [Row]

    /// `true` when some row or section is decided by a predicate.
    package var hasPredicates: Bool {
        rows.contains { $0.visible.isPredicate || $0.enabled.isPredicate }
            || sections.contains { $0.visible.isPredicate || $0.enabled.isPredicate }
    }
}
