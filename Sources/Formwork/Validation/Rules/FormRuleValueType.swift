/// The Swift type a typed rule reads a row's value as, so a form can check,
/// when the model is declared, that the row holds that type.
///
/// Types are compared by identity, optionals by what they wrap: a rule
/// taking `Int` fits an `Int` row and an `Int?` row (an empty value passes
/// every rule that does not check empty values, so the rule never sees `nil`);
/// a rule taking `Int?` fits both too. A rule taking ``FormValue`` fits every
/// row. Anything else (`String` on an `Int` row, `Int` on a `Double` row) is
/// a declaration error, because the rule would see converted values its
/// author did not mean, or none at all.
struct FormRuleValueType: Sendable, Hashable {
    /// The type itself, such as `Int?`.
    let identifier: ObjectIdentifier
    /// The type without its optional, such as `Int` for `Int?` and for `Int`.
    let base: ObjectIdentifier
    /// `true` when the type is an optional, which can hold an empty value.
    let isOptional: Bool
    /// The type itself; its name is written only when a message needs it,
    /// because rules are declared again in every `Model()`.
    private let type: Any.Type

    /// The type's name for messages, such as `Int?` or `[String]`.
    var name: String { Self.displayName(of: type) }

    init<Value>(_: Value.Type) {
        type = Value.self
        identifier = ObjectIdentifier(Value.self)
        if let optional = Value.self as? any OptionalUnwrapping.Type {
            base = optional.wrappedIdentifier
            isOptional = true
        } else {
            base = identifier
            isOptional = false
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.identifier == rhs.identifier }

    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Whether a rule reading values as `self` can check every value a row of `row` holds.
    ///
    /// `checksEmptyValues` rules also see an optional row's `nil`, so they
    /// must take an optional themselves.
    func fits(_ row: FormRuleValueType, checksEmptyValues: Bool) -> Bool {
        if identifier == ObjectIdentifier(FormValue.self) { return true }
        guard base == row.base else { return false }
        return !(checksEmptyValues && row.isOptional && !isOptional)
    }

    /// `Int?` rather than `Optional<Int>`, `[String]` rather than `Array<Swift.String>`.
    static func displayName(of type: Any.Type) -> String {
        if let optional = type as? any OptionalUnwrapping.Type { return optional.wrappedName + "?" }
        return String(describing: type).replacingOccurrences(of: "Swift.", with: "")
    }
}

/// Lets ``FormRuleValueType`` see through `Optional` at run time.
protocol OptionalUnwrapping {
    static var wrappedIdentifier: ObjectIdentifier { get }
    static var wrappedName: String { get }
}

extension Optional: OptionalUnwrapping {
    static var wrappedIdentifier: ObjectIdentifier { ObjectIdentifier(Wrapped.self) }
    static var wrappedName: String { FormRuleValueType.displayName(of: Wrapped.self) }
}
