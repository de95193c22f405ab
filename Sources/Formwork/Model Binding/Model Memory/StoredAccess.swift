import Foundation

/// Reading a model's rows from, and writing them into, its stored
/// properties, by the places its ``StoredLayout`` records.
///
/// Each row is read and written by its declaration's ``FieldAccess``,
/// code compiled for the row's wrapper type: one call per row, where the
/// model's `encode(to:)` or `init(from:)` passed every property through a
/// coder's containers.
extension StoredLayout {
    /// Every field value of `model`, groups' fields included.
    ///
    /// Read in one pass over ``reads``, groups' fields included, appended to
    /// an array reserved to hold them all: no placeholder value is made and
    /// then replaced, no group's values are copied out of an array of their
    /// own, and no uninitialised storage goes through the standard
    /// library's unspecialised code, which looks up its storage class's
    /// metadata each time.
    func values<Model>(of model: Model) -> [FormValue] {
        withUnsafeBytes(of: model) { raw in
            var values: [FormValue] = []
            values.reserveCapacity(reads.count)
            guard let base = raw.baseAddress else { return values }
            for row in reads { values.append(row.read(base + row.offset)) }
            return values
        }
    }

    /// Every value of `model`: its rows', groups' rows included, and each
    /// repeating group's items', read by the item type (by place when it
    /// has a layout of its own).
    func modelValues<Model>(of model: Model) throws -> ModelValues {
        let fixed = values(of: model)
        guard !repeating.isEmpty else { return ModelValues(fixed: fixed) }
        var items = [[[FormValue]]](repeating: [], count: repeating.count)
        try withUnsafeBytes(of: model) { raw in
            guard let base = raw.baseAddress else { return }
            for group in repeating where group.ordinal < items.count {
                items[group.ordinal] = try group.wrapperType.itemValues(at: base + group.offset, schema: group.itemSchema)
            }
        }
        return ModelValues(fixed: fixed, items: items)
    }
}

extension ModelAssembly {
    /// `current` with each row's wrapper replaced by one holding the form's
    /// value and each group's model built (as its own type builds it); every
    /// other property is left as `current` holds it. `init(from:)` is not called.
    func write<Model>(_ layout: StoredLayout, into current: Model) throws -> Model {
        var model = current
        try write(layout, into: &model, changedSince: nil)
        return model
    }

    /// Writes into `model`, built by ``write(_:into:)`` from `builtFrom`,
    /// the rows whose values have changed since: the model a build from
    /// the source makes, for the cost of the edited rows. Only for a model
    /// built in place throughout (``ModelSchema/buildsInPlaceThroughout``),
    /// whose rows, groups' rows included, are all written by place. When
    /// it throws, `model` may hold some of the new values.
    func update<Model: Codable>(_ model: inout Model, builtFrom previousValues: [FormValue]) throws {
        guard let layout = schema.layout, layout.holds(Model.self), previousValues.count == values.count else {
            // Every row written again: `model` holds the source's other properties.
            model = try decode(Model.self, from: model)
            return
        }
        try write(layout, into: &model, changedSince: previousValues)
    }

    private func write<Model>(_ layout: StoredLayout, into model: inout Model, changedSince previous: [FormValue]?) throws {
        try withUnsafeMutableBytes(of: &model) { raw in
            guard let target = raw.baseAddress else { return }
            guard let previous else { return try write(layout, at: target, base: base, unchanged: nil) }
            try previous.withUnsafeBytes { built in
                try values.withUnsafeBytes { now in
                    guard let built = built.baseAddress, let now = now.baseAddress else {
                        return try write(layout, at: target, base: base, unchanged: nil)
                    }
                    try write(layout, at: target, base: base, unchanged: UnchangedValues(built: built, now: now))
                }
            }
        }
    }

    /// Writes the rows of the model at `target`, whose fields start at
    /// `base` in the values (only those that differ from `previous`, when
    /// given), and its groups: a group built in place is written where it
    /// lies, with no copy of its model out of the wrapper and back; another
    /// is built as its own type builds it.
    private func write(
        _ layout: StoredLayout, at target: UnsafeMutableRawPointer, base: Int, unchanged: UnchangedValues?
    ) throws {
        for row in layout.rows {
            if let unchanged, unchanged.at(base + row.flat) { continue }
            guard row.descriptor.access.assign(target + row.offset, values[base + row.flat], row.descriptor) else {
                throw DecodingError.typeMismatch(
                    row.wrapperType,
                    .init(
                        codingPath: [AnyCodingKey(row.codingKey)],
                        debugDescription: "`\(row.codingKey)`: the form's value does not fit"))
            }
        }
        for group in layout.groups {
            // Kept models (for closure conditions) are recorded by `decode`.
            if unchanged != nil || (assembled == nil && group.schema.buildsFromStoredProperties) {
                try write(
                    group.layout, at: target + group.offset + group.modelOffset, base: base + group.flat,
                    unchanged: unchanged)
                (target + group.offset + group.descriptorOffset).assumingMemoryBound(to: GroupDescriptor?.self).pointee =
                    group.descriptor
            } else {
                try group.wrapperType.assemble(
                    at: target + group.offset, descriptor: group.descriptor,
                    assembly: nested(group.schema, at: base - self.base + group.flat, key: group.codingKey))
            }
        }
        // Repeating groups are declared on a form's own model only, never in a group.
        for group in layout.repeating {
            let held = itemValues(group.ordinal)
            guard
                try group.wrapperType.assembleItems(
                    at: target + group.offset, descriptor: group.descriptor, values: held,
                    origins: itemOrigins(group.ordinal),
                    assembly: { item(group.itemSchema, values: held[$0], position: $0, key: group.codingKey) })
            else { throw mismatch(group.wrapperType, group.codingKey, "the repeating group does not fit") }
        }
    }
}

/// The values a model was built from beside the form's values now, both
/// held for the length of one build.
private struct UnchangedValues {
    let built: UnsafeRawPointer
    let now: UnsafeRawPointer

    /// Whether the value at `index` is the same bits in both: the same case
    /// with the same payload, the same objects referenced. Such values are
    /// equal; equal values with other bits (the same text in two strings)
    /// count as changed and are written again, which is harmless. Cheaper
    /// than `==`, which copies both values, and enough to tell which rows
    /// were not edited: the form's values are a copy of the built ones but
    /// for the rows edited since.
    func at(_ index: Int) -> Bool {
        let offset = index * MemoryLayout<FormValue>.stride
        return memcmp(built + offset, now + offset, MemoryLayout<FormValue>.size) == 0
    }
}
