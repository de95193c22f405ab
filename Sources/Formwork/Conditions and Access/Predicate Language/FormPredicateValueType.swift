import Foundation

extension FormPredicate {
    /// The type of a field's value, as conditions see it.
    ///
    /// ```swift
    /// FormPredicate.ValueType(FormRow.Kind.number)             // .number
    /// FormPredicate.ValueType(of: .array(["swift"]))          // .list
    /// let fields: [FormPredicate.Field] = [.init("age", .number), .init("tags", .list)]
    /// ```
    ///
    /// The checker uses it to refuse conditions that can never work:
    /// `.number`, `.string` and `.date` order among themselves; `.option`
    /// (a choice whose value is its raw value) compares with text and
    /// numbers; `.bool` is the only type that stands alone as a condition or
    /// joins `&&`, `||`, `!`; `.count` needs `.string`, `.list` or `.option`;
    /// `isEmpty` works on every type; `.unknown` is accepted everywhere and
    /// checked only when the form runs.
    package enum ValueType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// `true` or `false`.
        case bool
        /// An integer, double or decimal.
        case number
        /// Text.
        case string
        /// A point in time.
        case date
        /// A list of values.
        case list
        /// A choice among options, held as the option's raw value.
        case option
        /// A file or picture.
        case file
        /// Anything: checked only when the form runs.
        case unknown

        /// The type of the values a row of `kind` holds, as its kind
        /// compares them: `ValueType(.enumerated)` is `.option`.
        package init(_ kind: FormRow.Kind) {
            self = kind.decides.comparison.type
        }

        /// The type of `value`; ``unknown`` for null and objects: `ValueType(of: 42)` is `.number`.
        package init(of value: FormValue) {
            switch value {
            case .bool: self = .bool
            case .integer, .double, .decimal: self = .number
            case .string: self = .string
            case .date: self = .date
            case .array: self = .list
            case .file: self = .file
            case .null, .object: self = .unknown
            }
        }

        /// How messages name the type: "a Boolean", "a number", "text"…
        package var description: String {
            switch self {
            case .bool: return "a Boolean"
            case .number: return "a number"
            case .string: return "text"
            case .date: return "a date"
            case .list: return "a list"
            case .option: return "an option"
            case .file: return "a file"
            case .unknown: return "a value of unknown type"
            }
        }
    }
}
