extension ModelCapture {
    /// The capture of `model` read by place, when its type can be.
    static func placed<Model>(_ model: Model, schema: ModelSchema) throws -> ModelCapture? {
        guard let layout = schema.layout, layout.holds(Model.self) else { return nil }
        return try withUnsafeBytes(of: model) { raw in
            try raw.baseAddress.flatMap { try ModelCapture(at: $0, layout: layout, schema: schema) }
        }
    }

    /// The capture of the model stored at `base`, whose type `layout`
    /// describes, read by place (see ``StoredLayout/CapturePlan``); `nil`
    /// when the type has no plan or this model holds what the plan cannot
    /// place.
    init?(at base: UnsafeRawPointer, layout: StoredLayout, schema: ModelSchema) throws {
        guard let plan = layout.capturePlan else { return nil }
        for extra in plan.unlisted where !extra.holdsSampleBytes(at: base) { return nil }
        self.init()
        ordered.reserveCapacity(plan.parts.count)
        var omitted: [Int] = []
        for (position, part) in plan.parts.enumerated() {
            switch part {
            case .row:
                // Never read: a row is made from the form's value.
                ordered.append(CapturedNil())
            case .group(let number):
                let group = layout.groups[number]
                let wrapper = group.wrapperType.stored(at: base + group.offset)
                ordered.append(wrapper)
                groups[plan.keys[position]] =
                    try ModelCapture(at: base + group.offset + group.modelOffset, layout: group.layout, schema: group.schema)
                    ?? wrapper.capture(schema: group.schema)
            case .repeating(let number):
                let group = layout.repeating[number]
                ordered.append(group.wrapperType.stored(at: base + group.offset))
            case .stored(let offset, let type, let optional):
                let value = load(type, at: base + offset)
                guard optional else {
                    ordered.append(value)
                    continue
                }
                // Handed over unwrapped, and not at all when `nil`.
                if let unwrapped = (value as? any StoredOptional)?.unwrapped {
                    ordered.append(unwrapped)
                } else {
                    omitted.append(position)
                }
            }
        }
        guard !omitted.isEmpty else {
            (keys, slots, index) = (plan.keys, plan.slots, plan.index)
            return
        }
        let kept = plan.keys.indices.filter { !omitted.contains($0) }
        keys = kept.map { plan.keys[$0] }
        slots = kept.map { plan.slots[$0] }
        values = Dictionary(zip(keys, ordered), uniquingKeysWith: { _, last in last })
    }
}
