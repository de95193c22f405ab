/// How a row's wrapper is read from, and written into, a model's memory.
///
/// Made by each wrapper's inlinable initializer (``FormField/access``),
/// where the wrapper's concrete type is known: in an app built with
/// optimisation the three closures are compiled for that type, so a model
/// is read and built with no generic code between a row and its value.
/// Done through the `FieldWrapper` protocol's generic methods instead, the
/// same work would look up the wrapper's and `Optional<Value>`'s metadata
/// for every row of every build.
///
/// The closures capture nothing: storing them in a declaration stores two
/// function pointers each.
@usableFromInline
struct FieldAccess: Sendable {
    /// The value of the wrapper at the address.
    let read: @Sendable (UnsafeRawPointer) -> FormValue
    /// Replaces the wrapper at the address (releasing the old one) by one
    /// holding the value read as the row's type, with the declaration;
    /// `false`, and nothing replaced, when the value does not fit.
    let assign: @Sendable (UnsafeMutableRawPointer, FormValue, FieldDescriptor?) -> Bool
    /// Writes such a wrapper into uninitialised memory at the address;
    /// `false`, and nothing written, when the value does not fit.
    let initialize: @Sendable (UnsafeMutableRawPointer, FormValue, FieldDescriptor?) -> Bool

    @usableFromInline
    init(
        read: @escaping @Sendable (UnsafeRawPointer) -> FormValue,
        assign: @escaping @Sendable (UnsafeMutableRawPointer, FormValue, FieldDescriptor?) -> Bool,
        initialize: @escaping @Sendable (UnsafeMutableRawPointer, FormValue, FieldDescriptor?) -> Bool
    ) {
        self.read = read
        self.assign = assign
        self.initialize = initialize
    }
}

extension FormField where Value: FormValueConvertible {
    /// The access to wrappers of this type, handed to the declaration.
    @inlinable
    static var access: FieldAccess {
        FieldAccess(
            read: { wrapper in wrapper.assumingMemoryBound(to: Self.self).pointee.value.formValue },
            assign: { wrapper, value, descriptor in
                guard let typed = Value(formValue: value) else { return false }
                wrapper.assumingMemoryBound(to: Self.self).pointee = Self(value: typed, descriptor: descriptor)
                return true
            },
            initialize: { target, value, descriptor in
                guard let typed = Value(formValue: value) else { return false }
                target.initializeMemory(as: Self.self, repeating: Self(value: typed, descriptor: descriptor), count: 1)
                return true
            })
    }
}

/// Where a row wrapper keeps its declaration (see ``StoredLayout``).
protocol FieldPlaces {
    /// Where the declaration lies in a wrapper of this type.
    static var descriptorOffset: Int? { get }
}

extension FieldWrapper {
    /// The declaration of the wrapper of this type stored at `wrapper`.
    static func descriptor(at wrapper: UnsafeRawPointer) -> FieldDescriptor? {
        wrapper.assumingMemoryBound(to: Self.self).pointee.descriptor
    }
}

extension FormField: FieldPlaces {
    static var descriptorOffset: Int? { MemoryLayout<Self>.offset(of: \Self.descriptor) }
}

extension FieldAccess {
    /// The value of `wrapper`, a wrapper of the type this access was made for.
    func value<Wrapper>(of wrapper: Wrapper) -> FormValue {
        withUnsafePointer(to: wrapper) { read(UnsafeRawPointer($0)) }
    }
}
