import Foundation

extension FormFoundationReader {
    /// What one input value is: a value read, a container to open, or a problem.
    enum Node {
        case value(FormValue)
        case container(Container)
        case problem(FormParameters.DecodingError.Reason)
    }

    /// Reads one value without looking inside it: its dynamic type decides
    /// which cast is tried, so no cast bridges a container's subtree.
    static func node(_ any: Any) -> Node {
        var any = any
        while true {
            let type = Swift.type(of: any)
            if type is AnyClass { return object(any as AnyObject) }
            if type == String.self, let text = any as? String { return .value(.string(text)) }
            if type == [String: Any].self, let dictionary = any as? [String: Any] {
                return .container(.swiftDictionary(dictionary))
            }
            if type == [Any].self, let items = any as? [Any] { return .container(.swiftArray(items)) }
            if let scalar = swiftScalar(any, type) { return .value(scalar) }
            if type == Date.self, let date = any as? Date { return self.date(date) }
            if type == Data.self, let data = any as? Data { return .value(.file(FormFile(filename: "data", data: data))) }
            if type == URL.self, let url = any as? URL { return .value(.file(FormFile(url: url))) }
            if type == FormFile.self, let file = any as? FormFile { return .value(.file(file)) }
            if type == FormValue.self, let value = any as? FormValue { return .value(value) }
            // An Optional boxed in `Any` is its wrapped value or null.
            let mirror = Mirror(reflecting: any)
            if mirror.displayStyle == .optional {
                guard let wrapped = mirror.children.first?.value else { return .value(.null) }
                any = wrapped
                continue
            }
            // Other Swift collections (`[String: Int]`, `[String: any Sendable]`,
            // `[Int]`) convert one level at a time.
            if mirror.displayStyle == .dictionary, let dictionary = any as? [String: Any] {
                return .container(.swiftDictionary(dictionary))
            }
            if mirror.displayStyle == .collection, let items = any as? [Any] { return .container(.swiftArray(items)) }
            return .problem(.unsupportedValue(type: String(describing: type)))
        }
    }

    /// Foundation objects, tested class by class (a class cast never bridges).
    private static func object(_ object: AnyObject) -> Node {
        if object is NSNull { return .value(.null) }
        if let number = object as? NSDecimalNumber { return .value(.decimal(number.decimalValue)) }
        if let number = object as? NSNumber { return .value(Self.number(number)) }
        if object is NSString, let text = object as? String { return .value(.string(text)) }
        if let dictionary = object as? NSDictionary { return .container(.dictionary(dictionary)) }
        if let items = object as? NSArray { return .container(.array(items)) }
        if object is NSDate, let date = object as? Date { return self.date(date) }
        if object is NSData, let data = object as? Data { return .value(.file(FormFile(filename: "data", data: data))) }
        if object is NSURL, let url = object as? URL { return .value(.file(FormFile(url: url))) }
        return .problem(.unsupportedValue(type: String(describing: Swift.type(of: object))))
    }

    /// A date Formwork can write and read back, or a problem.
    private static func date(_ date: Date) -> Node {
        guard FormDateText.isRepresentable(date) else {
            return .problem(.dateOutOfRange(secondsSince1970: ExactNumberText.double(date.timeIntervalSince1970)))
        }
        return .value(.date(date))
    }

    private static func swiftScalar(_ any: Any, _ type: Any.Type) -> FormValue? {
        if type == Bool.self, let flag = any as? Bool { return .bool(flag) }
        if type == Int.self, let number = any as? Int { return .integer(Int64(number)) }
        if type == Double.self, let number = any as? Double { return .double(number) }
        if type == Float.self, let number = any as? Float { return .double(Double(number)) }
        if type == Decimal.self, let number = any as? Decimal { return .decimal(number) }
        if type == Int64.self, let number = any as? Int64 { return .integer(number) }
        if type == Int32.self, let number = any as? Int32 { return .integer(Int64(number)) }
        if type == Int16.self, let number = any as? Int16 { return .integer(Int64(number)) }
        if type == Int8.self, let number = any as? Int8 { return .integer(Int64(number)) }
        if type == UInt8.self, let number = any as? UInt8 { return .integer(Int64(number)) }
        if type == UInt16.self, let number = any as? UInt16 { return .integer(Int64(number)) }
        if type == UInt32.self, let number = any as? UInt32 { return .integer(Int64(number)) }
        if type == UInt.self, let number = any as? UInt { return unsigned(UInt64(number)) }
        if type == UInt64.self, let number = any as? UInt64 { return unsigned(number) }
        return nil
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
