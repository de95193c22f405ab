/// Where a group wrapper keeps its nested model and its declaration, and
/// how it is read and written in place (see ``StoredLayout``).
protocol GroupPlaces {
    /// Where the nested model is stored in the wrapper, when it has a fixed place.
    static var modelOffset: Int? { get }
    /// Where the declaration lies in a wrapper of this type.
    static var descriptorOffset: Int? { get }
    /// The declaration of the wrapper of this type stored at `wrapper`.
    static func groupDescriptor(at wrapper: UnsafeRawPointer) -> GroupDescriptor?
    /// The wrapper of this type stored at `wrapper`.
    static func stored(at wrapper: UnsafeRawPointer) -> any GroupWrapper
    /// Replaces the wrapper of this type stored at `wrapper` by one holding
    /// the nested model `assembly` builds from the one it holds.
    static func assemble(at wrapper: UnsafeMutableRawPointer, descriptor: GroupDescriptor?, assembly: ModelAssembly) throws
    /// The values of the items of the repeating group of this type stored
    /// at `wrapper`, each read as `schema`, the item type's, reads a model.
    static func itemValues(at wrapper: UnsafeRawPointer, schema: ModelSchema) throws -> [[FormValue]]
    /// Replaces the repeating group of this type stored at `wrapper` by one
    /// holding the items `assembly` builds from `values`, each from the
    /// item its origin names in the group it replaces; `false` when the
    /// group holds no array of models.
    static func assembleItems(
        at wrapper: UnsafeMutableRawPointer, descriptor: GroupDescriptor, values: [[FormValue]], origins: [ItemOrigin]?,
        assembly: (Int) -> ModelAssembly
    ) throws -> Bool
}

extension GroupWrapper {
    /// Writes ``rebuilt(from:capture:descriptor:assemble:)`` at `target`,
    /// which has room for a `Self`: the caller has no `Self` to name, and a
    /// cast of the answer to its own type made an optional of it.
    static func rebuild(
        from current: Any?, capture: ModelCapture?, descriptor: GroupDescriptor?, assemble: ModelAssembly,
        into target: UnsafeMutableRawPointer
    ) throws -> Bool {
        let group = try rebuilt(from: current, capture: capture, descriptor: descriptor, assemble: assemble)
        target.initializeMemory(as: Self.self, repeating: group, count: 1)
        return true
    }

    /// Writes into `target` the repeating group whose items `assembly`
    /// builds from `values`; `false` when the group holds no array of models.
    static func rebuildItems(
        from current: Any?, values: [[FormValue]], origins: [ItemOrigin]?, descriptor: GroupDescriptor,
        assembly: (Int) -> ModelAssembly, into target: UnsafeMutableRawPointer
    ) throws -> Bool {
        guard
            let group = try rebuiltItems(
                from: current, values: values, origins: origins, descriptor: descriptor, assembly: assembly)
        else { return false }
        target.initializeMemory(as: Self.self, repeating: group, count: 1)
        return true
    }
}

extension FormGroup: GroupPlaces {
    static var modelOffset: Int? { MemoryLayout<Self>.offset(of: \Self.wrappedValue) }

    static var descriptorOffset: Int? { MemoryLayout<Self>.offset(of: \Self.descriptor) }

    static func groupDescriptor(at wrapper: UnsafeRawPointer) -> GroupDescriptor? {
        wrapper.assumingMemoryBound(to: Self.self).pointee.descriptor
    }

    static func stored(at wrapper: UnsafeRawPointer) -> any GroupWrapper {
        wrapper.assumingMemoryBound(to: Self.self).pointee
    }

    static func assemble(at wrapper: UnsafeMutableRawPointer, descriptor: GroupDescriptor?, assembly: ModelAssembly) throws {
        let group = wrapper.assumingMemoryBound(to: Self.self)
        let model = try assembly.decode(Value.self, from: group.pointee.wrappedValue)
        group.pointee = Self(wrappedValue: model, descriptor: descriptor)
    }

    static func itemValues(at wrapper: UnsafeRawPointer, schema: ModelSchema) throws -> [[FormValue]] {
        guard let items = wrapper.assumingMemoryBound(to: Self.self).pointee.wrappedValue as? any RepeatingItems else {
            return []
        }
        return try items.itemValues(schema: schema)
    }

    static func assembleItems(
        at wrapper: UnsafeMutableRawPointer, descriptor: GroupDescriptor, values: [[FormValue]], origins: [ItemOrigin]?,
        assembly: (Int) -> ModelAssembly
    ) throws -> Bool {
        let group = wrapper.assumingMemoryBound(to: Self.self)
        guard
            let rebuilt = try rebuiltItems(
                from: group.pointee, values: values, origins: origins, descriptor: descriptor, assembly: assembly)
        else { return false }
        group.pointee = rebuilt
        return true
    }
}
