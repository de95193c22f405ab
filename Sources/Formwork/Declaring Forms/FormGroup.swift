import Foundation

/// A nested model shown as a section of its own.
///
/// ```swift
/// struct Address: FormModel {
///     @FormText var street = ""
///     @FormText var city = ""
/// }
///
/// struct Profile: FormModel {
///     @FormText var user_name = ""
///     @FormGroup var address = Address()      // section "Address": address.street, address.city
/// }
/// ```
///
/// Rows of the group are keyed by a dotted path (`address.city`) and
/// submitted nested (`address[city]`). The nested type must conform to
/// ``FormModel``; when it does not, building the form reports a declaration
/// error that says so. A group cannot be optional: its rows are always part
/// of the form. To make a section optional, give the group a default value
/// and show it under a toggle:
///
/// ```swift
/// struct Order: FormModel {
///     @FormBoolean var has_shipping = false
///     @FormGroup(visibleWhen: "has_shipping") var shipping = Address()
/// }
/// ```
///
/// While hidden, the group keeps its values, and its rows are neither
/// validated nor submitted.
@propertyWrapper
public struct FormGroup<Value: Codable & Sendable>: Sendable {
    /// The nested model.
    public var wrappedValue: Value
    let descriptor: GroupDescriptor?

    /// Declares a nested model as a section, shown and enabled under the conditions given.
    public init(
        wrappedValue: Value, title: String? = nil, help: String? = nil, param: String? = nil,
        visibleWhen: FormCondition? = nil, enabledWhen: FormCondition? = nil
    ) {
        self.wrappedValue = wrappedValue
        // An array of models declared with only these arguments resolves to
        // this initializer, not the repeating one: it gets the standard options.
        self.descriptor = GroupDescriptor(
            title: title, help: help, parameterKey: param, visibleWhen: visibleWhen, enabledWhen: enabledWhen,
            repetition: Value.self is any RepeatingItems.Type ? .standard : nil)
    }

    init(wrappedValue: Value, descriptor: GroupDescriptor?) {
        self.wrappedValue = wrappedValue
        self.descriptor = descriptor
    }
}

extension FormGroup: Codable {
    /// Reads the nested model, as a plain property of its type is read.
    ///
    /// - Throws: The error the nested model's own `init(from:)` throws.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try Value(from: decoder)
        descriptor = nil
    }

    /// Writes the nested model, as a plain property of its type is written.
    ///
    /// - Throws: The error the nested model's own `encode(to:)` throws.
    public func encode(to encoder: any Encoder) throws {
        if let reader = encoder as? ValueReader { return try reader.receive(group: wrappedValue) }
        try wrappedValue.encode(to: encoder)
    }
}

/// A group prints, debug-prints and dumps as its nested model.
extension FormGroup: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The nested model as `print` shows it: `Address(city: "London")`.
    public var description: String { String(describing: wrappedValue) }
    /// The nested model as `debugPrint` shows it.
    public var debugDescription: String { String(reflecting: wrappedValue) }
    /// The nested model's own mirror, so `dump` shows the model.
    public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension FormGroup: Equatable where Value: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension FormGroup: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

/// What a `@FormGroup` declares about its section.
final class GroupDescriptor: Sendable {
    let title: String?
    let help: String?
    let parameterKey: String?
    let visibleWhen: FormCondition?
    let enabledWhen: FormCondition?
    /// The options of a repeating group; `nil` for a group of one model.
    let repetition: RepeatingOptions?

    init(
        title: String?, help: String?, parameterKey: String?, visibleWhen: FormCondition?, enabledWhen: FormCondition?,
        repetition: RepeatingOptions? = nil
    ) {
        self.repetition = repetition
        self.title = title
        self.help = help
        self.parameterKey = parameterKey
        self.visibleWhen = visibleWhen
        self.enabledWhen = enabledWhen
    }
}

/// A nested-model wrapper, as the reflection loop sees it.
protocol GroupWrapper: GroupPlaces, Sendable {
    var groupDescriptor: GroupDescriptor? { get }
    /// The nested type when it is a ``FormModel``, else `nil`.
    static var nestedModelType: (any FormModel.Type)? { get }
    static var nestedTypeName: String { get }
    /// The item type when the group repeats a ``FormModel`` (`[Job]`), else `nil`.
    static var repeatingItemType: (any FormModel.Type)? { get }
    /// The element type's name when the group holds an array of anything else.
    static var arrayElementTypeName: String? { get }
    /// For a group of an optional, the wrapped type's name and whether it is
    /// a ``FormModel``, so the declaration error can name a fix that compiles.
    static var optionalWrapped: (name: String, isModel: Bool, itemName: String?)? { get }
    /// The wrapper holding the nested model rebuilt by `assemble` from
    /// `current`, whose capture is given when it is already known.
    static func rebuilt(
        from current: Any?, capture: ModelCapture?, descriptor: GroupDescriptor?, assemble: ModelAssembly
    ) throws -> Self
    /// The capture of the nested model, whose type `schema` describes.
    func capture(schema: ModelSchema) throws -> ModelCapture
    /// The repeating group whose items `assembly` builds from `values`,
    /// each starting from the item its origin names in `current`; `nil`
    /// when the group holds no array of models.
    static func rebuiltItems(
        from current: Any?, values: [[FormValue]], origins: [ItemOrigin]?, descriptor: GroupDescriptor,
        assembly: (Int) -> ModelAssembly
    ) throws -> Self?
}

extension FormGroup: GroupWrapper {
    var groupDescriptor: GroupDescriptor? { descriptor }
    static var nestedModelType: (any FormModel.Type)? { Value.self as? any FormModel.Type }
    static var nestedTypeName: String { String(describing: Value.self) }
    static var repeatingItemType: (any FormModel.Type)? { (Value.self as? any RepeatingItems.Type)?.itemModelType }
    static var arrayElementTypeName: String? { (Value.self as? any ArrayValue.Type)?.elementTypeName }
    static var optionalWrapped: (name: String, isModel: Bool, itemName: String?)? {
        (Value.self as? any OptionalGroupValue.Type).map { ($0.wrappedTypeName, $0.wrapsModel, $0.wrappedItemTypeName) }
    }

    static func rebuilt(
        from current: Any?, capture: ModelCapture?, descriptor: GroupDescriptor?, assemble: ModelAssembly
    ) throws -> Self {
        guard let current = current as? Self else {
            throw DecodingError.valueNotFound(Value.self, .init(codingPath: [], debugDescription: "no current value"))
        }
        let model = try assemble.decode(Value.self, from: current.wrappedValue, capture: capture)
        return Self(wrappedValue: model, descriptor: descriptor)
    }

    func capture(schema: ModelSchema) throws -> ModelCapture { try ModelCapture(wrappedValue, schema: schema) }

    static func rebuiltItems(
        from current: Any?, values: [[FormValue]], origins: [ItemOrigin]?, descriptor: GroupDescriptor,
        assembly: (Int) -> ModelAssembly
    ) throws -> Self? {
        guard let itemsType = Value.self as? any RepeatingItems.Type else { return nil }
        let items = try itemsType.assembled(
            from: (current as? Self)?.wrappedValue, values: values, origins: origins, assembly: assembly)
        guard let value = items as? Value else { return nil }
        return Self(wrappedValue: value, descriptor: descriptor)
    }
}

/// An `Optional`, seen from a `@FormGroup` declaration: `Optional<Address>`
/// can never be a ``FormModel`` (a conformance on `Optional` does not make
/// `nil` a form), so the error names `Address` instead.
protocol OptionalGroupValue {
    static var wrappedTypeName: String { get }
    static var wrapsModel: Bool { get }
    /// The item type's name when the wrapped type is an array of a ``FormModel``.
    static var wrappedItemTypeName: String? { get }
}

extension Optional: OptionalGroupValue {
    static var wrappedTypeName: String { String(describing: Wrapped.self) }
    static var wrapsModel: Bool { Wrapped.self is any FormModel.Type }
    static var wrappedItemTypeName: String? {
        (Wrapped.self as? any RepeatingItems.Type).map { String(describing: $0.itemModelType) }
    }
}
