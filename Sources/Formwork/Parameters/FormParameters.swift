import Foundation

/// The HTTP parameters of a form: an ordered list of named values.
///
/// ```swift
/// let parameters: FormParameters = [
///     "user_name": "Ada Lovelace",
///     "age": 36,
///     "address": .object([.init("city", "London")]),
///     "tags": ["math", "engines"],
/// ]
/// parameters.urlEncoded
/// // "user_name=Ada+Lovelace&age=36&address%5Bcity%5D=London&tags%5B%5D=math&tags%5B%5D=engines"
/// try parameters.jsonString()
/// // {"user_name":"Ada Lovelace","age":36,"address":{"city":"London"},"tags":["math","engines"]}
/// ```
///
/// Order is data: members keep the order they were given in (for a form,
/// declaration order), and every rendering writes them in that order unless
/// an option asks for sorting. Nested groups are ``FormValue/object(_:)``
/// values, lists are ``FormValue/array(_:)`` values and files are
/// ``FormValue/file(_:)`` values. A key may appear more than once; the
/// renderings write every occurrence.
public struct FormParameters: Sendable, Hashable {
    /// The members, in order.
    public var members: [FormValue.Member]

    /// Parameters holding `members` in the order given.
    ///
    /// ```swift
    /// let parameters = FormParameters([.init("age", 36)])
    /// ```
    public init(_ members: [FormValue.Member] = []) {
        self.members = members
    }

    /// The value of the first member named `key`, or `nil` when there is none.
    ///
    /// ```swift
    /// let parameters: FormParameters = ["age": 36]
    /// parameters["age"]    // .integer(36)
    /// ```
    public subscript(key: String) -> FormValue? {
        members.first { $0.key == key }?.value
    }

    /// Adds a member after the existing ones.
    ///
    /// ```swift
    /// var parameters = FormParameters()
    /// parameters.append("age", 36)
    /// ```
    public mutating func append(_ key: String, _ value: FormValue) {
        members.append(FormValue.Member(key, value))
    }

    /// The parameters as one ``FormValue/object(_:)`` value.
    ///
    /// ```swift
    /// let parameters: FormParameters = ["age": 36]
    /// parameters.value    // .object([.init("age", 36)])
    /// ```
    public var value: FormValue { .object(members) }
}

extension FormParameters: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { members.startIndex }
    public var endIndex: Int { members.endIndex }

    public subscript(position: Int) -> FormValue.Member {
        get { members[position] }
        set { members[position] = newValue }
    }
}

extension FormParameters: ExpressibleByDictionaryLiteral {
    /// Parameters written as a literal, in the literal's order (a dictionary
    /// literal keeps its source order until it becomes a `Dictionary`).
    ///
    /// ```swift
    /// let parameters: FormParameters = ["name": "Ada", "age": 36]
    /// parameters.map(\.key)   // ["name", "age"]
    /// ```
    public init(dictionaryLiteral elements: (String, FormValue)...) {
        self.init(elements.map { FormValue.Member($0.0, $0.1) })
    }
}
