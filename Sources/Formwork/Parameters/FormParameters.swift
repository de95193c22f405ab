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
///
/// Parameters read from a urlencoded or multipart body
/// (``init(urlEncoded:limits:)-(String,_)``, ``init(multipart:boundary:limits:)``)
/// mean to a form what that body means: a name sent twice is an array of
/// its values here, and a row holding one value reads its last, as
/// ``FormState/update(fromURLEncoded:options:)-(String,_)`` reads the body
/// itself. Parameters made any other way hold what they say: an array sent
/// to a row holding one value is refused. Equal parameters hold the same
/// members, wherever they were read from.
public struct FormParameters: Sendable, Hashable {
    /// The members, in order.
    public var members: [FormValue.Member]

    /// What the members mean to a form: parameters read from a urlencoded
    /// or multipart body keep that body's meaning (`BodySource.urlEncoded`:
    /// a name sent twice, a bare name, an empty list item), so that every
    /// way of reading one body reads it alike. Equality compares the
    /// members alone, as the type's documentation says.
    var source: BodySource = .structured

    /// Parameters are equal when they hold the same members in the same
    /// order, wherever they were read from.
    public static func == (lhs: FormParameters, rhs: FormParameters) -> Bool { lhs.members == rhs.members }

    public func hash(into hasher: inout Hasher) { hasher.combine(members) }

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
