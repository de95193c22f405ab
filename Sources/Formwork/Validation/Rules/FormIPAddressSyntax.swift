/// IP addresses in a URL's host, for ``FormURLSyntax``: IPv6 literals as
/// RFC 3986 §3.2.2 writes them, dotted numbers as the WHATWG URL Standard
/// (§3.5, "IPv4 parser") reads them.
enum FormIPAddressSyntax {
    // MARK: IPv6 (RFC 3986 §3.2.2)

    /// `IPv6address`: eight `h16` groups of 1–4 hex digits separated by `:`,
    /// the last two possibly an `IPv4address`, or fewer around one `::`
    /// that stands for at least one group. No zone identifier.
    static func isIPv6(_ text: Substring) -> Bool {
        let halves = text.components(separatedBy: "::")
        switch halves.count {
        case 1:
            return groups(in: halves[0], allowsIPv4Tail: true) == 8
        case 2:
            guard let left = halves[0].isEmpty ? 0 : groups(in: halves[0], allowsIPv4Tail: false),
                let right = halves[1].isEmpty ? 0 : groups(in: halves[1], allowsIPv4Tail: true)
            else { return false }
            return left + right <= 7
        default:
            return false
        }
    }

    /// How many 16-bit groups `text` holds (an IPv4 tail counts two), or
    /// `nil` when a group is malformed.
    private static func groups(in text: String, allowsIPv4Tail: Bool) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        var count = 0
        for (index, part) in parts.enumerated() {
            if allowsIPv4Tail, index == parts.count - 1, part.contains(".") {
                guard isDottedDecimal(part) else { return nil }
                count += 2
            } else {
                guard (1...4).contains(part.count), part.unicodeScalars.allSatisfy(FormURLSyntax.isHexDigit) else { return nil }
                count += 1
            }
        }
        return count
    }

    /// RFC 3986 `IPv4address`: four `dec-octet`s, 0–255 without leading zeros.
    private static func isDottedDecimal(_ text: Substring) -> Bool {
        let octets = text.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4
            && octets.allSatisfy { octet in
                guard (1...3).contains(octet.count), octet.unicodeScalars.allSatisfy({ FormURLSyntax.asciiDigit($0) != nil }),
                    let value = Int(octet)
                else { return false }
                return value <= 255 && (octet.count == 1 || octet.first != "0")
            }
    }

    // MARK: IPv4 (WHATWG URL Standard §3.5)

    /// The "ends in a number checker": the last label (after dropping one
    /// empty label left by a trailing dot) is all digits, or reads as an
    /// IPv4 number (`0x7f`). Such a host is an IPv4 address or nothing.
    static func endsInANumber(_ host: String) -> Bool {
        var parts = host.split(separator: ".", omittingEmptySubsequences: false)
        if parts.last?.isEmpty == true {
            guard parts.count > 1 else { return false }
            parts.removeLast()
        }
        guard let last = parts.last else { return false }
        if !last.isEmpty, last.unicodeScalars.allSatisfy({ FormURLSyntax.asciiDigit($0) != nil }) { return true }
        return ipv4Number(last) != nil
    }

    /// The "IPv4 parser": up to four dot-separated numbers (decimal, `0x`
    /// hex, or octal with a leading `0`), every one but the last at most
    /// 255, the last filling the bytes left; `nil` where it returns failure.
    static func whatwgIPv4(_ host: String) -> UInt32? {
        var parts = host.split(separator: ".", omittingEmptySubsequences: false)
        if parts.last?.isEmpty == true, parts.count > 1 { parts.removeLast() }
        guard parts.count <= 4 else { return nil }
        var numbers: [UInt64] = []
        for part in parts {
            guard let number = ipv4Number(part) else { return nil }
            numbers.append(number)
        }
        guard let last = numbers.last, numbers.dropLast().allSatisfy({ $0 <= 255 }) else { return nil }
        let lastLimit = UInt64(1) << (8 * (5 - numbers.count))
        guard last < lastLimit else { return nil }
        var address = last
        for (index, number) in numbers.dropLast().enumerated() {
            address += number << (8 * (3 - index))
        }
        return UInt32(exactly: address)
    }

    /// The "IPv4 number parser", `nil` where it returns failure. Values
    /// above 2³² are kept as 2³² + 1: the standard reads them exactly, but
    /// any of them makes the IPv4 parser fail wherever it stands.
    private static func ipv4Number(_ part: Substring) -> UInt64? {
        guard !part.isEmpty else { return nil }
        var digits = part
        var radix: UInt64 = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits = digits.dropFirst(2)
            radix = 16
        } else if digits.count >= 2, digits.hasPrefix("0") {
            digits = digits.dropFirst()
            radix = 8
        }
        var value: UInt64 = 0
        for scalar in digits.unicodeScalars {
            guard let digit = hexValue(scalar), digit < radix else { return nil }
            value = min(value * radix + digit, UInt64(UInt32.max) + 2)
        }
        return value
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt64? {
        switch scalar {
        case "0"..."9": return UInt64(scalar.value - 0x30)
        case "a"..."f": return UInt64(scalar.value - 0x61 + 10)
        case "A"..."F": return UInt64(scalar.value - 0x41 + 10)
        default: return nil
        }
    }
}
