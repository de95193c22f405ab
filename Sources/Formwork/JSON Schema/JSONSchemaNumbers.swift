import Foundation

extension JSONSchemaRow {
    /// A number row: its JSON type, then the strictest bounds of its type,
    /// its declared limits and its bound rules, then `multipleOf` for a step
    /// that counts from a multiple of itself.
    func number(_ scalar: JSONSchemaScalar) -> [FormValue.Member] {
        var bounds = JSONSchemaBounds()
        if let (lower, upper) = scalar.bounds {
            bounds.tighten(lower: lower, exclusive: false)
            bounds.tighten(upper: upper, exclusive: false)
        }
        var steps: [(step: FormValue, base: FormValue)] = []
        for rule in rules {
            switch rule.kind {
            case .range:
                rule.argument("lower").map { bounds.tighten(lower: $0, exclusive: false) }
                rule.argument("upper").map { bounds.tighten(upper: $0, exclusive: false) }
            case .min, .greaterThanOrEqual: rule.argument("limit").map { bounds.tighten(lower: $0, exclusive: false) }
            case .greaterThan: rule.argument("limit").map { bounds.tighten(lower: $0, exclusive: true) }
            case .max, .lessThanOrEqual: rule.argument("limit").map { bounds.tighten(upper: $0, exclusive: false) }
            case .lessThan: rule.argument("limit").map { bounds.tighten(upper: $0, exclusive: true) }
            case .step:
                if let step = rule.argument("step"), let base = rule.argument("base") { steps.append((step, base)) }
            default: break
            }
        }
        var members: [FormValue.Member] = [typed(scalar.type)] + bounds.members
        // HTML's step counts from the minimum, `multipleOf` from zero: they
        // agree when the minimum is itself on a step from zero.
        let multiples = steps.filter { step in
            guard let size = FormNumberStep.exactDecimal(step.step), size > 0 else { return false }
            return FormNumberStep.isOnStep(step.base, base: 0, step: size)
        }
        if let first = multiples.first { members.append(.init("multipleOf", first.step)) }
        return members
    }
}

/// The strictest lower and upper bound of a number row. Bounds that are
/// not finite numbers (a date, infinity) have no keyword and are skipped.
struct JSONSchemaBounds {
    var lower: (value: FormValue, exclusive: Bool)?
    var upper: (value: FormValue, exclusive: Bool)?

    mutating func tighten(lower value: FormValue, exclusive: Bool) {
        guard Self.isFinite(value) else { return }
        guard let current = lower, let order = FormValueOrder.compare(value, current.value) else {
            if lower == nil { lower = (value, exclusive) }
            return
        }
        if order == .orderedDescending || (order == .orderedSame && exclusive) { lower = (value, exclusive) }
    }

    mutating func tighten(upper value: FormValue, exclusive: Bool) {
        guard Self.isFinite(value) else { return }
        guard let current = upper, let order = FormValueOrder.compare(value, current.value) else {
            if upper == nil { upper = (value, exclusive) }
            return
        }
        if order == .orderedAscending || (order == .orderedSame && exclusive) { upper = (value, exclusive) }
    }

    var members: [FormValue.Member] {
        var members: [FormValue.Member] = []
        if let lower { members.append(.init(lower.exclusive ? "exclusiveMinimum" : "minimum", lower.value)) }
        if let upper { members.append(.init(upper.exclusive ? "exclusiveMaximum" : "maximum", upper.value)) }
        return members
    }

    private static func isFinite(_ value: FormValue) -> Bool {
        switch value {
        case .integer: return true
        case .double(let number): return number.isFinite
        case .decimal(let number): return number.isFinite
        default: return false
        }
    }
}

/// The JSON type of a number or list item by its Swift type, and the range
/// a fixed-width type holds.
struct JSONSchemaScalar {
    var type: String
    var bounds: (FormValue, FormValue)?

    init(_ declared: Any.Type) {
        // A number type of your own reads JSON numbers as a `Decimal` does.
        if let bounded = declared as? any FormSchemaBounded.Type {
            (type, bounds) = (bounded.formSchemaIsInteger ? "integer" : "number", bounded.formSchemaBounds)
        } else {
            (type, bounds) = ("number", nil)
        }
    }

    init(type: String, bounds: (FormValue, FormValue)?) {
        (self.type, self.bounds) = (type, bounds)
    }

    /// The item schema of a list of `declared` (`[String]`, `[Int64]`…).
    static func listItem(of declared: Any.Type) -> JSONSchemaScalar {
        guard let list = declared as? any _FormFieldKind.ListValue.Type else { return JSONSchemaScalar(type: "", bounds: nil) }
        let element = Self.element(of: list)
        if element == String.self { return JSONSchemaScalar(type: "string", bounds: nil) }
        if element is any FormSchemaBounded.Type || element == Double.self || element == Decimal.self {
            return JSONSchemaScalar(element)
        }
        // An item type of your own: its JSON shape is unknown, so anything.
        return JSONSchemaScalar(type: "", bounds: nil)
    }

    private static func element<List: _FormFieldKind.ListValue>(of _: List.Type) -> Any.Type { List.Element.self }

    /// `{"type": …, "minimum": …, "maximum": …}`, or `{}` (anything) for an unknown type.
    var members: [FormValue.Member] {
        guard !type.isEmpty else { return [] }
        var members: [FormValue.Member] = [.init("type", .string(type))]
        if let (lower, upper) = bounds { members += [.init("minimum", lower), .init("maximum", upper)] }
        return members
    }
}

/// A built-in number type whose values a JSON number can exceed: the
/// fixed-width integers and `Float`.
protocol FormSchemaBounded {
    static var formSchemaIsInteger: Bool { get }
    static var formSchemaBounds: (FormValue, FormValue) { get }
}

extension FormSchemaBounded where Self: FixedWidthInteger & FormValueConvertible {
    static var formSchemaIsInteger: Bool { true }
    static var formSchemaBounds: (FormValue, FormValue) { (min.formValue, max.formValue) }
}

extension Int: FormSchemaBounded {}
extension Int8: FormSchemaBounded {}
extension Int16: FormSchemaBounded {}
extension Int32: FormSchemaBounded {}
extension Int64: FormSchemaBounded {}
extension UInt: FormSchemaBounded {}
extension UInt8: FormSchemaBounded {}
extension UInt16: FormSchemaBounded {}
extension UInt32: FormSchemaBounded {}
extension UInt64: FormSchemaBounded {}

extension Float: FormSchemaBounded {
    static var formSchemaIsInteger: Bool { false }
    /// The largest finite floats, as the form writes them (their shortest text).
    static var formSchemaBounds: (FormValue, FormValue) {
        ((-greatestFiniteMagnitude).formValue, greatestFiniteMagnitude.formValue)
    }
}

extension Optional: FormSchemaBounded where Wrapped: FormSchemaBounded {
    static var formSchemaIsInteger: Bool { Wrapped.formSchemaIsInteger }
    static var formSchemaBounds: (FormValue, FormValue) { Wrapped.formSchemaBounds }
}
