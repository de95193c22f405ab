import Foundation

/// Reads Foundation values (`JSONSerialization` output and Swift values in
/// `Any`) into ``FormValue``, collecting a problem per unsupported value.
struct FormFoundationReader {
    let limits: FormDecodingLimits
    var problems: [FormDecodingError.Problem] = []

    init(limits: FormDecodingLimits) {
        self.limits = limits
    }

    mutating func members(_ dictionary: [String: Any], path: String, depth: Int) -> [FormValue.Member] {
        let entries = dictionary.sorted { FormFieldFlattener.compareBytes($0.key, $1.key) < 0 }
        return entries.map { key, entry in
            let childPath = path.isEmpty ? key : "\(path)[\(key)]"
            return FormValue.Member(key, value(entry, path: childPath, depth: depth))
        }
    }

    mutating func value(_ any: Any, path: String, depth: Int) -> FormValue {
        guard depth <= limits.maxDepth else {
            problems.append(.init(key: path, reason: .tooDeep(limit: limits.maxDepth)))
            return .null
        }
        // An Optional boxed in `Any` is its wrapped value or null.
        let mirror = Mirror(reflecting: any)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return .null }
            return value(wrapped, path: path, depth: depth)
        }
        // Exact Swift types first: on Apple platforms `as? Bool` would also
        // accept the NSNumber 1, and `as? NSNumber` any Swift number.
        if let scalar = Self.swiftScalar(any) { return scalar }
        switch any {
        case is NSNull: return .null
        case let number as NSDecimalNumber: return .decimal(number.decimalValue)
        case let number as NSNumber: return Self.number(number)
        case let text as String: return .string(text)
        case let date as Date: return .date(date)
        case let data as Data: return .file(FormFile(filename: "data", data: data))
        case let url as URL: return .file(FormFile(url: url))
        case let file as FormFile: return .file(file)
        case let formValue as FormValue: return formValue
        case let dictionary as [String: Any]: return .object(members(dictionary, path: path, depth: depth + 1))
        case let items as [Any]:
            return .array(items.enumerated().map { value($1, path: "\(path)[\($0)]", depth: depth + 1) })
        default:
            problems.append(.init(key: path, reason: .unsupportedValue(type: String(describing: type(of: any)))))
            return .null
        }
    }

    private static func swiftScalar(_ any: Any) -> FormValue? {
        let type = Swift.type(of: any)
        if type == Bool.self, let flag = any as? Bool { return .bool(flag) }
        if type == Double.self, let number = any as? Double { return .double(number) }
        if type == Float.self, let number = any as? Float { return .double(Double(number)) }
        if type == Decimal.self, let number = any as? Decimal { return .decimal(number) }
        if type == UInt.self, let number = any as? UInt { return unsigned(UInt64(number)) }
        if type == UInt64.self, let number = any as? UInt64 { return unsigned(number) }
        if let integer = any as? any BinaryInteger, isSwiftInteger(type), let exact = Int64(exactly: integer) {
            return .integer(exact)
        }
        return nil
    }

    private static func isSwiftInteger(_ type: Any.Type) -> Bool {
        [Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt8.self, UInt16.self, UInt32.self]
            .contains { $0 == type }
    }

    private static func unsigned(_ number: UInt64) -> FormValue {
        Int64(exactly: number).map(FormValue.integer) ?? .decimal(Decimal(number))
    }

    /// Foundation's Boolean NSNumbers are two shared instances on every platform.
    private static let booleans = (NSNumber(value: true), NSNumber(value: false))

    static func isBoolean(_ number: NSNumber) -> Bool {
        number === booleans.0 || number === booleans.1
    }

    private static func number(_ number: NSNumber) -> FormValue {
        if isBoolean(number) { return .bool(number.boolValue) }
        switch String(cString: number.objCType) {
        case "c", "s", "i", "l", "q", "C", "S", "I":
            return .integer(number.int64Value)
        case "L", "Q":
            return unsigned(number.uint64Value)
        default:
            return .double(number.doubleValue)
        }
    }
}
