/// A limit on how many characters a text field takes, counting as a person does.
///
/// ```swift
/// let limit = FormCharacterLimit(4)
/// limit.fits("👨‍👩‍👧🇨🇳ab")        // true: the family and the flag are one character each
/// limit.truncating("Hello")       // "Hell"
/// limit.remaining(in: "é")        // 3
/// ```
///
/// Characters are `String` characters (extended grapheme clusters): an
/// emoji, a ZWJ sequence, a flag, a letter with combining accents, a CJK
/// ideograph each count one. Counting stops as soon as the limit is passed,
/// so checking a long paste is cheap. A negative maximum counts as zero.
package struct FormCharacterLimit: Sendable, Hashable {
    /// The most characters allowed.
    package let maximum: Int

    /// A limit of `maximum` characters: `FormCharacterLimit(40)`.
    package init(_ maximum: Int) {
        self.maximum = Swift.max(0, maximum)
    }

    /// `true` when `text` has at most ``maximum`` characters.
    ///
    /// ```swift
    /// FormCharacterLimit(1).fits("🇨🇳")   // true
    /// ```
    package func fits(_ text: String) -> Bool {
        text.index(text.startIndex, offsetBy: maximum, limitedBy: text.endIndex).map { $0 == text.endIndex }
            ?? true
    }

    /// `text` cut to its first ``maximum`` characters; never splits a character.
    ///
    /// ```swift
    /// FormCharacterLimit(2).truncating("你好世界")   // "你好"
    /// ```
    package func truncating(_ text: String) -> String {
        guard let end = text.index(text.startIndex, offsetBy: maximum, limitedBy: text.endIndex) else {
            return text
        }
        return String(text[..<end])
    }

    /// How many more characters `text` can take; negative when it is over.
    ///
    /// ```swift
    /// FormCharacterLimit(3).remaining(in: "Hello")   // -2
    /// ```
    package func remaining(in text: String) -> Int {
        maximum - text.count
    }
}
