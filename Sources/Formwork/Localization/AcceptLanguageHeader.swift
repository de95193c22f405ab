/// An HTTP `Accept-Language` field value, read as RFC 9110 §12.5.4 defines it.
///
/// ```
/// Accept-Language = #( language-range [ weight ] )
/// weight          = OWS ";" OWS "q=" qvalue
/// qvalue          = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )
/// ```
///
/// A language-range is RFC 4647 §2.1's basic range: `*`, or subtags of 1 to
/// 8 letters and digits joined by `-`. An element that does not follow the
/// grammar (`en;q=abc`, `en;q=1.5`, `en_US`, `en;level=1`) is left out and
/// the others are kept; empty elements (`en,,fr`) are allowed by the list
/// syntax. ABNF strings are case-insensitive, so `Q=0.5` is a weight too.
struct AcceptLanguageHeader {
    /// One language-range and its weight.
    struct Range {
        /// The range; nil for the wildcard `*`.
        let tag: LanguageTag?
        /// The weight in thousandths: `q=0.875` is 875, no weight is 1000.
        let quality: Int
    }

    /// The well-formed ranges, in the order of the header.
    let ranges: [Range]

    init(_ header: String) {
        ranges = header.split(separator: ",", omittingEmptySubsequences: false).compactMap(Self.range)
    }

    /// The ranges a reader accepts (weight above 0), other than `*`, by
    /// descending weight; ranges of one weight keep the header's order.
    var preferred: [LanguageTag] {
        ranges.enumerated()
            .filter { $0.element.quality > 0 && $0.element.tag != nil }
            .sorted { ($0.element.quality, $1.offset) > ($1.element.quality, $0.offset) }
            .compactMap(\.element.tag)
    }

    /// Whether the header says `tag` is not acceptable: the most specific
    /// range that matches it by Basic Filtering has `q=0`.
    ///
    /// This is RFC 2616 §14.4's rule ("the quality value of the longest
    /// language-range in the field that matches the language-tag"), with
    /// `*` the least specific range: `en;q=0` excludes `en` and `en-GB`,
    /// `en-GB;q=0` leaves `en` acceptable, and `*;q=0` excludes every
    /// language no other range accepts. When two ranges are equally
    /// specific, the first in the header decides. Chinese tags are also
    /// compared with their script written out, so `zh-Hans;q=0` excludes
    /// a `zh-CN`.
    func excludes(_ tag: LanguageTag) -> Bool {
        let forms = [tag, tag.withImpliedScript]
        var decidingRange: Range?
        var decidingLength = -1
        for range in ranges {
            let length = range.tag?.subtags.count ?? 0
            guard length > decidingLength else { continue }
            let matches = range.tag.map { rangeTag in forms.contains { rangeTag.isPrefix(of: $0) } } ?? true
            if matches { (decidingRange, decidingLength) = (range, length) }
        }
        return decidingRange?.quality == 0
    }

    /// Reads one list element; nil when it is empty or malformed.
    private static func range(_ element: Substring) -> Range? {
        let parts = element.split(separator: ";", omittingEmptySubsequences: false).map(trimmingWhitespace)
        guard parts.count <= 2, let first = parts.first, !first.isEmpty else { return nil }
        var quality = 1000
        if parts.count == 2 {
            let weight = parts[1]
            guard weight.hasPrefix("q=") || weight.hasPrefix("Q="), let value = qvalue(weight.dropFirst(2))
            else { return nil }
            quality = value
        }
        if first == "*" { return Range(tag: nil, quality: quality) }
        guard let tag = LanguageTag(first, acceptingUnderscores: false) else { return nil }
        return Range(tag: tag, quality: quality)
    }

    /// Reads a qvalue in thousandths: `0.5` is 500; nil for anything else.
    private static func qvalue(_ text: Substring) -> Int? {
        let bytes = Array(text.utf8)
        guard let whole = bytes.first, whole == UInt8(ascii: "0") || whole == UInt8(ascii: "1") else { return nil }
        var fraction = bytes.dropFirst()
        if !fraction.isEmpty {
            guard fraction.removeFirst() == UInt8(ascii: "."), fraction.count <= 3 else { return nil }
        }
        var thousandths = 0
        var scale = 100
        for byte in fraction {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            thousandths += Int(byte - UInt8(ascii: "0")) * scale
            scale /= 10
        }
        guard whole == UInt8(ascii: "0") || thousandths == 0 else { return nil }
        return (whole == UInt8(ascii: "1") ? 1000 : 0) + thousandths
    }

    /// The text without the optional whitespace (spaces and tabs) around it.
    private static func trimmingWhitespace(_ text: Substring) -> Substring {
        let isText = { (character: Character) in character != " " && character != "\t" }
        guard let start = text.firstIndex(where: isText), let end = text.lastIndex(where: isText) else { return "" }
        return text[start...end]
    }
}
