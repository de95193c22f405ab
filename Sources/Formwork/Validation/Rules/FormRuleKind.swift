extension FormRule {
    /// What a rule checks, so its message can be replaced or translated.
    ///
    /// ```swift
    /// FormRule.required.kind            // .required
    /// FormRule.maxLength(40).kind       // .maxLength
    /// FormRule.custom("even", message: "Must be even") { _ in true }.kind.rawValue   // "even"
    /// ```
    ///
    /// The built-in rules have the constants below; a custom rule's kind is
    /// the identifier it was given.
    public struct Kind: RawRepresentable, Sendable, Hashable, Comparable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The identifier, such as `"required"` or `"maxLength"`.
        public var rawValue: String

        /// Creates a kind with the identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates a kind from a string literal: `let kind: FormRule.Kind = "even"`.
        public init(stringLiteral value: String) { self.rawValue = value }

        /// The identifier.
        public var description: String { rawValue }

        /// Orders kinds by identifier, so sorted output is deterministic.
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

        /// ``FormRule/required``.
        public static let required: Kind = "required"
        /// ``FormRule/email``.
        public static let email: Kind = "email"
        /// ``FormRule/url``.
        public static let url: Kind = "url"
        /// ``FormRule/minLength(_:)``.
        public static let minLength: Kind = "minLength"
        /// ``FormRule/maxLength(_:)``.
        public static let maxLength: Kind = "maxLength"
        /// ``FormRule/exactLength(_:)``.
        public static let exactLength: Kind = "exactLength"
        /// `FormRule.range(_:)`.
        public static let range: Kind = "range"
        /// ``FormRule/min(_:)``.
        public static let min: Kind = "min"
        /// ``FormRule/max(_:)``.
        public static let max: Kind = "max"
        /// ``FormRule/step(_:from:)``.
        public static let step: Kind = "step"

        /// ``FormRule/greaterThan(_:)``.
        public static let greaterThan: Kind = "greaterThan"
        /// ``FormRule/greaterThanOrEqual(_:)``.
        public static let greaterThanOrEqual: Kind = "greaterThanOrEqual"
        /// ``FormRule/lessThan(_:)``.
        public static let lessThan: Kind = "lessThan"
        /// ``FormRule/lessThanOrEqual(_:)``.
        public static let lessThanOrEqual: Kind = "lessThanOrEqual"
        /// ``FormRule/matches(_:)-(String)`` and its `Regex` overload.
        public static let matches: Kind = "matches"
        /// ``FormRule/oneOf(_:)``.
        public static let oneOf: Kind = "oneOf"
        /// ``FormRule/equals(field:)``.
        public static let equalsField: Kind = "equalsField"
        /// A repeating group holds fewer items than its `minItems`.
        public static let minItems: Kind = "minItems"
        /// A repeating group holds more items than its `maxItems`.
        public static let maxItems: Kind = "maxItems"
    }
}
