import Foundation

/// The one property wrapper behind every row wrapper: `@FormText`,
/// `@FormNumber`, `@FormDate` and the others are names for it.
///
/// ```swift
/// struct Profile: FormModel {
///     @FormText var user_name = ""          // a FormField<_FormFieldKind.Text, String>
///     @FormNumber var age = 0               // a FormField<_FormFieldKind.Number, Int>
/// }
/// ```
///
/// You never write `FormField` yourself: each row wrapper is a typealias
/// whose initializers say which values and arguments its kind accepts. A
/// field is the value plus one shared, immutable declaration, so copies are
/// cheap; it encodes and decodes as its value alone, so a model still
/// round-trips through `JSONEncoder` and `JSONDecoder`, and two fields are
/// equal when their values are.
///
/// `Value` is not constrained here, so that a wrapper on a value its kind
/// does not hold (`@FormNumber var name = ""`, `@FormList var addresses:
/// [Address]`) reaches that kind's unavailable initializer, whose message
/// names what to declare instead, rather than a bare generic requirement.
@propertyWrapper
public struct FormField<Kind, Value> {
    /// The row's value.
    ///
    /// A stored property, inlinable as the initializers are, so that
    /// reading, writing and declaring a row compile to the same code as a
    /// plain property would. The value and the declaration are stored in the
    /// wrapper itself: a generic storage struct between them would make
    /// every copy of a field in generic code look up that struct's metadata.
    @usableFromInline var value: Value
    /// The declaration; `nil` when the value was decoded by a decoder other than Formwork's.
    @usableFromInline let descriptor: FieldDescriptor?

    /// The row's value.
    @inlinable
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    @inlinable
    init(value: Value, descriptor: FieldDescriptor?) {
        self.value = value
        self.descriptor = descriptor
    }
}

extension FormField: Sendable where Value: Sendable {}

extension FormField: FieldWrapper, Codable where Value: FormValueConvertible & Codable {
    var fieldValue: FormValue { value.formValue }

    /// Reads the row's value alone, as a plain property of its type is read.
    ///
    /// - Throws: The decoder's error when the value is missing or of another type.
    public init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Value.self)
        descriptor = nil
    }

    /// Writes the row's value alone, as a plain property of its type is written.
    ///
    /// - Throws: The encoder's error when it cannot write the value.
    public func encode(to encoder: any Encoder) throws {
        // Formwork's own reader takes the value as it is.
        if let reader = encoder as? ValueReader { return reader.receive(value.formValue) }
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

/// A field prints, debug-prints and dumps as its value, so a model prints
/// as its values (`Profile(user_name: "Ada", age: 42)`), not as the
/// wrapper's storage and declaration.
extension FormField: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The value as `print` shows it: `Ada`, `42`, `Optional("Ada")`.
    public var description: String { String(describing: wrappedValue) }
    /// The value as `debugPrint` shows it: `"Ada"`, `42`, `nil`.
    public var debugDescription: String { String(reflecting: wrappedValue) }
    /// The value's own mirror, so `dump` shows the value.
    public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

/// Equality and hashing look at the value only: two models with the same
/// values are equal whichever declaration made them.
extension FormField: Equatable where Value: Equatable {
    /// Whether two fields hold equal values, whatever their declarations:
    /// two `Profile()` values with the same names and ages are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension FormField: Hashable where Value: Hashable {
    /// Hashes the value alone, as ``==(_:_:)`` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension KeyedDecodingContainer {
    /// Decodes a row whose value is optional, treating a missing key as `nil`,
    /// as the compiler does for a plain optional property.
    ///
    /// ```swift
    /// struct Profile: FormModel { @FormText var phone: String? = nil }
    /// try JSONDecoder().decode(Profile.self, from: Data("{}".utf8)).phone   // nil, not keyNotFound
    /// ```
    ///
    /// The synthesized `init(from:)` asks for the field type, which is not
    /// itself optional; this overload is the more specific one it finds.
    ///
    /// - Parameters:
    ///   - type: The field type the synthesized `init(from:)` asks for.
    ///   - key: The property's coding key.
    /// - Throws: `DecodingError` when the key is present with a value of
    ///   another type; a missing key or a null is `nil`, not an error.
    @inlinable
    public func decode<Kind, Value: FormValueConvertible & Codable & ExpressibleByNilLiteral>(
        _ type: FormField<Kind, Value>.Type, forKey key: Key
    ) throws -> FormField<Kind, Value> {
        try decodeIfPresent(type, forKey: key)
            ?? FormField(value: Value(nilLiteral: ()), descriptor: nil)
    }
}

extension FormField where Kind: FormRowKind, Value: FormValueConvertible & Codable {
    /// Declares a row of a kind of your own (``FormRowKind``): what the
    /// initializer of its wrapper calls.
    ///
    /// ```swift
    /// typealias FormStars = FormField<StarRating, Int>
    ///
    /// extension FormField where Kind == StarRating, Value == Int {
    ///     init(wrappedValue: Int, title: String? = nil, rules: [FormRule] = []) {
    ///         self.init(wrappedValue: wrappedValue, ofKind: StarRating.self, title: title, rules: rules)
    ///     }
    /// }
    /// ```
    ///
    /// Every argument but the first two means what it means on
    /// ``FormText``: the title, placeholder, help, parameter key, the rules
    /// `validate()` checks, and the conditions that show and enable the row.
    @inlinable
    public init(
        wrappedValue: Value,
        ofKind kind: Kind.Type,
        title: String? = nil,
        placeholder: String? = nil,
        help: String? = nil,
        param: String? = nil,
        rules: [FormRule] = [],
        visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil
    ) {
        let descriptor = FieldDescriptor(
            kind, of: Value.self, access: Self.access, title: title, placeholder: placeholder, help: help,
            parameterKey: param, rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen)
        self.init(value: wrappedValue, descriptor: descriptor)
    }
}
