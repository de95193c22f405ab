/// The pattern of a repeating group's numbered item titles, which the
/// page's script follows when it adds, removes and moves items.
///
/// The pattern is read off a title the server wrote, whatever the language
/// or the app's translation made of it ("Job 3", "包裹3", "العنصر 3"): its
/// item number becomes `__n__`. So an item the script numbers is titled as
/// the server titles it.
enum FormHTMLItemTitle {
    /// The placeholder of the item's number in a pattern.
    static let numberPlaceholder = "__n__"

    /// `title` with `number` replaced by ``numberPlaceholder`` where it last
    /// stands apart from other digits ("包裹 3", 3 → "包裹 __n__"); nil when
    /// there is no title or it does not hold the number.
    static func pattern(of title: String?, number: Int) -> String? {
        guard let title else { return nil }
        let digits = Array(String(number).utf8)
        let bytes = Array(title.utf8)
        guard bytes.count >= digits.count else { return nil }
        func isDigit(_ index: Int) -> Bool {
            bytes.indices.contains(index) && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
        }
        for start in stride(from: bytes.count - digits.count, through: 0, by: -1)
        where Array(bytes[start..<(start + digits.count)]) == digits && !isDigit(start - 1)
            && !isDigit(start + digits.count)
        {
            let before = String(decoding: bytes[..<start], as: UTF8.self)
            let after = String(decoding: bytes[(start + digits.count)...], as: UTF8.self)
            return before + numberPlaceholder + after
        }
        return nil
    }
}
