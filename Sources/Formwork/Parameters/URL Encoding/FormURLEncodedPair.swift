/// One name–value pair of an `application/x-www-form-urlencoded` body, as
/// the WHATWG URL Standard's parser produces it: flat, decoded text.
///
/// ```swift
/// FormParameters.urlEncodedPairs("user%5Bname%5D=Ada+L&tags=a&tags=b")
/// // [("user[name]", "Ada L"), ("tags", "a"), ("tags", "b")]
/// ```
public struct FormURLEncodedPair: Sendable, Hashable, CustomStringConvertible {
    /// The decoded name, brackets and all (`user[name]`).
    public var name: String
    /// The decoded value.
    public var value: String

    /// A pair of `name` and `value`.
    ///
    /// ```swift
    /// let pair = FormURLEncodedPair(name: "age", value: "36")
    /// ```
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    public var description: String { "(\(name), \(value))" }
}
