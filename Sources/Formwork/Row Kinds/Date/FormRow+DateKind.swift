extension FormRow {
    /// What a `@FormDate` row picks: a calendar date, a time of day, or both.
    ///
    /// ```swift
    /// @FormDate(.date) var birthday: Date? = nil      // shown and typed as 2026-11-21
    /// @FormDate(.time) var alarm = Date()             // shown and typed as 07:30
    /// ```
    ///
    /// Dates and times are read and shown in the form's time zone
    /// (``FormLocalization/timeZone``), UTC unless the app gives one, so the
    /// same value prints the same text on every machine. A calendar date is
    /// stored as midnight UTC and is the same day in every zone.
    public enum DateKind: String, Sendable, Hashable, CaseIterable, Codable {
        /// A calendar date, `2026-11-21`.
        case date
        /// A time of day, `07:30`.
        case time
        /// A date and a time, `2026-11-21T07:30:00Z`.
        case dateTime
    }
}
