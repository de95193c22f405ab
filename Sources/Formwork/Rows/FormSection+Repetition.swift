extension FormSection {
    /// Which repeating group a section belongs to, and which of its items
    /// it shows: the group's own section has no ``index`` (a UI offers
    /// "Add" there), each item's section its item's index (a UI offers
    /// "Delete" and "Move" there). What the group allows is the form's
    /// ``FormRepeatingGroup``.
    ///
    /// ```swift
    /// let header = form.sections.first { $0.key == "jobs" }
    /// header?.repetition?.group                                   // "jobs"
    /// header?.repetition.flatMap { form.repeatingGroup($0.group) }?.canAdd
    /// ```
    ///
    /// An empty group shows only its own section, with no rows: a UI draws
    /// an "Add" button there rather than a row the model does not have.
    public struct Repetition: Sendable, Hashable {
        /// The group's key, `jobs` (see ``FormState/repeatingGroup(_:)``).
        public var group: String
        /// The item this section shows, from 0; `nil` for the group's own section.
        public var index: Int?
    }
}
