/// A checked condition, ready to evaluate: fields resolved to keys, no
/// offsets, no text to re-read.
package indirect enum FormPredicateNode: Sendable, Hashable {
    case literal(FormValue)
    case field(FormPredicateReference)
    case not(FormPredicateNode)
    case and([FormPredicateNode])
    case or([FormPredicateNode])
    case compare(FormPredicateNode, FormPredicateOperator, FormPredicateNode)
    case member(FormPredicateNode, [FormValue])

    /// `true` when the node holds for the values `lookup` gives.
    func holds(_ lookup: (String) -> FormValue?) -> Bool {
        switch self {
        case .literal(let value):
            return value == .bool(true)
        case .field(let reference):
            return reference.value(lookup) == .bool(true)
        case .not(let operand):
            return !operand.holds(lookup)
        case .and(let operands):
            return operands.allSatisfy { $0.holds(lookup) }
        case .or(let operands):
            return operands.contains { $0.holds(lookup) }
        case .compare(let left, let comparison, let right):
            return Self.compare(left.value(lookup), comparison, right.value(lookup))
        case .member(let operand, let items):
            let value = operand.value(lookup)
            return items.contains { FormValueOrder.equal(value, $0) }
        }
    }

    /// The node's value: a literal, a field's value, or the Boolean result.
    func value(_ lookup: (String) -> FormValue?) -> FormValue {
        switch self {
        case .literal(let value): return value
        case .field(let reference): return reference.value(lookup)
        default: return .bool(holds(lookup))
        }
    }

    private static func compare(_ left: FormValue, _ comparison: FormPredicateOperator, _ right: FormValue) -> Bool {
        switch comparison {
        case .equal: return FormValueOrder.equal(left, right)
        case .notEqual: return !FormValueOrder.equal(left, right)
        case .less: return FormValueOrder.compare(left, right) == .orderedAscending
        case .lessOrEqual: return FormValueOrder.compare(left, right).map { $0 != .orderedDescending } ?? false
        case .greater: return FormValueOrder.compare(left, right) == .orderedDescending
        case .greaterOrEqual: return FormValueOrder.compare(left, right).map { $0 != .orderedAscending } ?? false
        }
    }
}

/// A field read by a condition: its key, then `count` or `isEmpty`.
package struct FormPredicateReference: Sendable, Hashable {
    package enum Property: String, Sendable, Hashable {
        case count
        case isEmpty
    }

    /// The field's key, such as `"address.country"`.
    package var key: String
    /// The key's dot-separated names, to reach into an object value when the
    /// form has no field under the whole key.
    package var path: [String]
    /// Properties applied in order.
    package var properties: [Property]

    /// The field's value (null when missing), with the properties applied.
    func value(_ lookup: (String) -> FormValue?) -> FormValue {
        var value = lookup(key) ?? nested(lookup) ?? .null
        for property in properties {
            switch property {
            case .isEmpty:
                value = .bool(value.isEmpty)
            case .count:
                switch value {
                case .string(let text): value = .integer(Int64(text.count))
                case .array(let items): value = .integer(Int64(items.count))
                default: value = .null
                }
            }
        }
        return value
    }

    /// `address.country` read as member `country` of the field `address`.
    private func nested(_ lookup: (String) -> FormValue?) -> FormValue? {
        guard path.count > 1, var value = lookup(path[0]) else { return nil }
        for name in path.dropFirst() {
            guard let member = value[name] else { return nil }
            value = member
        }
        return value
    }
}
