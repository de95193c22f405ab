extension FormParameters {
    /// Why parameters could not be written.
    ///
    /// ```swift
    /// let parameters: FormParameters = ["ratio": .double(.infinity)]
    /// do { _ = try parameters.json() } catch {
    ///     error.description   // "ratio: infinity or NaN has no JSON form"
    /// }
    /// ```
    public enum EncodingError: Error, Sendable, Hashable, CustomStringConvertible {
        /// A double or decimal that is infinite or NaN, at the path given
        /// (`items[0][ratio]`). JSON has no text for it.
        case nonFiniteNumber(path: String)
        /// A multipart boundary that RFC 2046 does not allow: 1 to 70
        /// characters from its `bchars`, not ending in a space.
        case invalidBoundary(String)
        /// A multipart boundary found inside a part, where it would end the part early.
        case boundaryInContent(String)
        /// The URL with the query appended is not a URL.
        case invalidURL(String)
        /// A date outside the years 0000–9999 (or NaN, or infinite), at the path
        /// given. JSON has no date text for it.
        case dateOutOfRange(path: String)

        public var description: String {
            switch self {
            case .nonFiniteNumber(let path): return "\(path): infinity or NaN has no JSON form"
            case .invalidBoundary(let boundary):
                return "boundary '\(boundary)' must be 1 to 70 characters of RFC 2046 bchars, not ending in a space"
            case .boundaryInContent(let boundary): return "boundary '\(boundary)' occurs inside a part"
            case .invalidURL(let text): return "'\(text)' is not a URL"
            case .dateOutOfRange(let path): return "\(path): the date is outside the years 0000 to 9999"
            }
        }
    }
}
