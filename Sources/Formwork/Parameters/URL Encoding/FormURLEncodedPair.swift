/// One name–value pair of an `application/x-www-form-urlencoded` body, as
/// the WHATWG URL Standard's parser produces it: flat, decoded text.
///
/// ```swift
/// FormParameters.urlEncodedPairs("user%5Bname%5D=Ada+L&tags=a&tags=b")
/// // [("user[name]", "Ada L"), ("tags", "a"), ("tags", "b")]
/// ```
package struct FormURLEncodedPair: Sendable, Hashable, CustomStringConvertible {
    /// The decoded name, brackets and all (`user[name]`).
    package var name: String
    /// The decoded value.
    package var value: String
    /// Whether the body wrote the name alone, without `=` (`flag` rather
    /// than `flag=`). The WHATWG parser reads both as an empty value; the
    /// bracket reader reads a bare name as null (a bare `tags[]` as an empty
    /// list), which is how ``FormParameters/URLEncodingOptions/lossless`` writes them.
    var isBare = false

    /// A pair of `name` and `value`.
    ///
    /// ```swift
    /// let pair = FormURLEncodedPair(name: "age", value: "36")
    /// ```
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    package var description: String { "(\(name), \(value))" }

    // A bare name is an empty value to the WHATWG parser, so it compares equal to one.
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.value == rhs.value }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(value)
    }
}
