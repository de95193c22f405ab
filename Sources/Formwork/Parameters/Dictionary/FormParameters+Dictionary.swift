import Foundation

extension FormParameters {
    /// The parameters as nested Foundation values, for APIs that take a dictionary.
    ///
    /// ```swift
    /// let parameters: FormParameters = ["age": 36, "address": .object([.init("city", "London")]), "nickname": nil]
    /// parameters.dictionary
    /// // ["age": 36, "address": ["city": "London"], "nickname": NSNull()]
    /// ```
    ///
    /// Objects become `[String: any Sendable]`, arrays `[any Sendable]`,
    /// integers `Int` when they fit (`Int64` otherwise, on 32-bit
    /// platforms), doubles `Double`, decimals `Decimal`, dates `Date`,
    /// Booleans `Bool`, strings `String`, files ``FormFile``, and null
    /// `NSNull()`, so that every key is present, as in `JSONSerialization`.
    /// A dictionary carries no order; when a key occurs twice in one object,
    /// the last value wins. Use the ordered renderings when order matters.
    public var dictionary: [String: any Sendable] {
        Self.dictionary(members)
    }

    private static func dictionary(_ members: [FormValue.Member]) -> [String: any Sendable] {
        var result: [String: any Sendable] = [:]
        for member in members { result[member.key] = foundationValue(member.value) }
        return result
    }

    private static func foundationValue(_ value: FormValue) -> any Sendable {
        switch value {
        case .null: return NSNull()
        case .bool(let flag): return flag
        case .integer(let number): return Int(exactly: number).map { $0 as any Sendable } ?? number
        case .double(let number): return number
        case .decimal(let number): return number
        case .string(let text): return text
        case .date(let date): return date
        case .file(let file): return file
        case .array(let items): return items.map(foundationValue)
        case .object(let members): return dictionary(members)
        }
    }

    /// Parameters read from a dictionary of Foundation values, such as the
    /// output of `JSONSerialization`.
    ///
    /// ```swift
    /// let object = try JSONSerialization.jsonObject(with: Data(#"{"b":true,"a":1}"#.utf8))
    /// let parameters = try FormParameters(dictionary: object as? [String: Any] ?? [:])
    /// parameters.map(\.key)   // ["a", "b"] — sorted, because a dictionary has no order
    /// parameters["b"]         // .bool(true), not the number 1
    /// ```
    ///
    /// A dictionary carries no order, so the members of every dictionary
    /// are sorted by the UTF-8 bytes of their keys: the same dictionary
    /// always gives the same parameters. Values read: `NSNull` (null);
    /// `Bool`; Swift integers and floating-point numbers; `Decimal` and
    /// `NSDecimalNumber` (decimal); `NSNumber`; `String` and `NSString`;
    /// `Date` and `NSDate`; `Data` (a file named `data`); `URL` (a file by URL);
    /// ``FormFile``; ``FormValue``; optionals (`nil` is null); arrays,
    /// `NSArray`, `[String: Any]` and other `String`-keyed dictionaries,
    /// and `NSDictionary` with text keys, of these. An `NSNumber` is a Boolean only when it is one of
    /// Foundation's two Boolean instances (`NSNumber(value: true)` and
    /// `NSNumber(value: false)`, which `JSONSerialization` returns for
    /// `true` and `false` on Linux and Apple platforms alike); any other
    /// `NSNumber`, including `1` and `0`, is a number: an integer when its
    /// type is an integer type and it fits `Int64`, a decimal for larger
    /// unsigned values, a double otherwise. A `Date` must lie in the years
    /// 0000 to 9999, the dates Formwork can write (``FormParameters/DecodingError/Reason/dateOutOfRange(secondsSince1970:)``).
    /// Any other type is an error naming its key path; every such key is
    /// reported together.
    ///
    /// The same `limits` apply as to a JSON body, counted the same way:
    /// every dictionary member and array item is a parameter, the top
    /// dictionary has depth 1 and each dictionary or array inside adds one,
    /// and keys are measured in UTF-8 bytes. A container is checked before
    /// it is read, so an oversized input is refused at once, at a cost
    /// linear in what was read. A dictionary or array that contains itself
    /// (an `NSMutableDictionary` added to itself) is the error
    /// ``FormParameters/DecodingError/Reason/cycle``. A limit or a cycle stops the
    /// reading and is the only problem reported. Any depth is read without
    /// recursion, so no input can overflow the stack.
    ///
    /// - Throws: ``FormParameters/DecodingError`` with every unsupported value by its
    ///   key path, or the one limit or cycle that stopped the reading.
    public init(dictionary: [String: Any], limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits())
        throws(FormParameters.DecodingError)
    {
        self.init(try FormFoundationReader.members(of: dictionary, limits: limits))
    }
}
