import Foundation

/// The email address check behind ``FormRule/email``.
enum FormAddressSyntax {
    /// `true` for a practical ASCII email address (see ``FormRule/email``).
    static func isEmail(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count <= 254, let at = bytes.lastIndex(of: UInt8(ascii: "@")) else { return false }
        let local = bytes[..<at]
        let domain = bytes[(at + 1)...]
        guard local.count <= 64, isDotSeparated(local, by: isLocalByte) else { return false }
        return isHostName(domain, requiresTopLevel: true)
    }

    /// Dot-separated labels of letters, digits and inner hyphens, 1–63 bytes
    /// each; with `requiresTopLevel`, at least two labels and a last label of
    /// two or more characters, at least one a letter.
    private static func isHostName(_ bytes: ArraySlice<UInt8>, requiresTopLevel: Bool) -> Bool {
        guard !bytes.isEmpty, bytes.count <= 253 else { return false }
        let labels = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        for label in labels {
            guard (1...63).contains(label.count), label.allSatisfy(isAlphanumericOrHyphen),
                label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-")
            else { return false }
        }
        guard requiresTopLevel else { return true }
        guard labels.count >= 2, let last = labels.last else { return false }
        return last.count >= 2 && last.contains(where: isLetter)
    }

    private static func isDotSeparated(_ bytes: ArraySlice<UInt8>, by allowed: (UInt8) -> Bool) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(allowed) }
    }

    private static func isLocalByte(_ byte: UInt8) -> Bool {
        isAlphanumericOrHyphen(byte) || "!#$%&'*+/=?^_`{|}~".utf8.contains(byte)
    }

    private static func isAlphanumericOrHyphen(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
