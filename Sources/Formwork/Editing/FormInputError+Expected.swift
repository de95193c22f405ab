extension FormInputError {
    /// What a row takes, for input it refused as no value of its type
    /// (``Reason/invalidValue(expected:)``).
    ///
    /// ```swift
    /// switch error.reason {
    /// case .invalidValue(expected: .wholeNumber): "请输入整数"
    /// case .invalidValue(expected: .item(let position, expected: _)): "第\(position)项有误"
    /// default: error.message
    /// }
    /// ```
    ///
    /// Each case is worded by the phrase the error carries
    /// (``FormInputError/phrase``), whose key names the case, such as
    /// `input.wholeNumber` or `input.dateInYears`.
    public indirect enum Expected: Sendable, Hashable {
        /// Text.
        case text
        /// A whole number.
        case wholeNumber
        /// A number.
        case number
        /// A number no larger than the row's type holds ("Age is too large").
        case smallerNumber
        /// A number no smaller than the row's type holds ("Offset is too small").
        case largerNumber
        /// Zero or more, for a row of an unsigned type.
        case zeroOrMore
        /// A number of at most `limit` significant digits, which a `Decimal` keeps exactly.
        case fewerDigits(limit: Int)
        /// A number within the range its type holds.
        case numberInRange
        /// Yes or no.
        case yesOrNo
        /// A date, written as `2026-11-21`.
        case date
        /// A time of day, written as `09:30`.
        case time
        /// A date and time, written as `2026-11-21T09:30:00Z`.
        case dateAndTime
        /// A date in the years `years` (0000 through 9999): the years every encoding writes.
        case dateInYears(ClosedRange<Int>)
        /// A URL.
        case url
        /// A URL or a file.
        case urlOrFile
        /// A list; `of` says what its items are, when the row says.
        case list(of: Expected?)
        /// One of the row's options.
        case option
        /// A value of the kind the list's items are.
        case itemOfList
        /// An item of the repeating group's item type that the form can
        /// read: an item of another type, or one the form cannot read, is a
        /// mistake in the app's code.
        case groupItem
        /// The item at `position` (counted from 1) of a list must be `expected`.
        case item(position: Int, expected: Expected)
        /// A value of a row kind of the app's own, said by the phrase with
        /// this key (``FormInputRefusal/init(_:)``).
        case kind(phrase: String)
    }
}
