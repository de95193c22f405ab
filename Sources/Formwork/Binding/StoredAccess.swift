/// Reading a model's rows from, and writing them into, its stored
/// properties, by the places its ``StoredLayout`` records.
///
/// Each row is read and written by its declaration's ``FieldAccess``,
/// code compiled for the row's wrapper type: one call per row, where the
/// model's `encode(to:)` or `init(from:)` passed every property through a
/// coder's containers.
extension StoredLayout {
    /// Every field value of `model`, `count` of them, groups' fields included.
    func values<Model>(of model: Model, count: Int) -> [FormValue] {
        var values = [FormValue](repeating: .null, count: count)
        withUnsafeBytes(of: model) { raw in
            guard let base = raw.baseAddress else { return }
            read(at: base, into: &values, base: 0)
        }
        return values
    }

    private func read(at model: UnsafeRawPointer, into values: inout [FormValue], base: Int) {
        for row in rows {
            values[base + row.flat] = row.descriptor.access.read(model + row.offset)
        }
        for group in groups {
            group.layout.read(at: model + group.offset + group.modelOffset, into: &values, base: base + group.flat)
        }
    }
}

extension ModelAssembly {
    /// `current` with each row's wrapper replaced by one holding the form's
    /// value and each group's model built (as its own type builds it); every
    /// other property is left as `current` holds it. `init(from:)` is not called.
    func write<Model>(_ layout: StoredLayout, into current: Model) throws -> Model {
        var model = current
        try withUnsafeMutableBytes(of: &model) { raw in
            guard let target = raw.baseAddress else { return }
            for row in layout.rows {
                guard row.descriptor.access.assign(target + row.offset, values[base + row.flat], row.descriptor) else {
                    throw DecodingError.typeMismatch(
                        row.wrapperType,
                        .init(
                            codingPath: [AnyCodingKey(row.codingKey)],
                            debugDescription: "`\(row.codingKey)`: the form's value does not fit"))
                }
            }
            for group in layout.groups {
                try group.wrapperType.assemble(
                    at: target + group.offset, descriptor: group.descriptor,
                    assembly: nested(group.schema, at: group.flat, key: group.codingKey))
            }
        }
        return model
    }
}

extension FieldWrapper {
    /// The value of the wrapper of this type stored at `wrapper`.
    static func fieldValue(at wrapper: UnsafeRawPointer) -> FormValue {
        wrapper.assumingMemoryBound(to: Self.self).pointee.fieldValue
    }

    /// The declaration of the wrapper of this type stored at `wrapper`.
    static func descriptor(at wrapper: UnsafeRawPointer) -> FieldDescriptor? {
        wrapper.assumingMemoryBound(to: Self.self).pointee.descriptor
    }
}
