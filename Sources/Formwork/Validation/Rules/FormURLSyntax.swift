/// The check behind ``FormRule/url``: an absolute `http` or `https` URL,
/// read by Formwork's own code so that every platform gives the same answer.
///
/// The syntax is RFC 3986's (§3: `scheme "://" authority path-abempty
/// ["?" query] ["#" fragment]`), with three decisions:
/// - **Hosts** are an IPv6 literal in brackets (RFC 3986 §3.2.2
///   `IPv6address`; no zone, no `IPvFuture`); a name whose last label is a
///   number, read as the WHATWG URL Standard's IPv4 parser reads it
///   (§3.5: `300.0.0.1` fails, `0x7f.1` is 127.0.0.1); or a DNS name:
///   dot-separated labels of ASCII letters, digits and inner hyphens, 1–63
///   characters each, at most 253 in all, one trailing dot allowed.
///   Internationalized names pass in their `xn--` form.
/// - **Text after the host** may hold, besides RFC 3986's characters and
///   `%XX` escapes, the non-ASCII characters RFC 3987 (IRI) allows
///   (`ucschar`, and `iprivate` in the query), so `https://de.wikipedia.org/wiki/Köln`
///   passes as a person types it. Everything else (`<`, `>`, `"`, `{`, `}`,
///   `|`, `\`, `^`, `` ` ``, `[`, `]` outside a host, spaces, controls) must
///   be percent-encoded.
/// - **The port** is digits 0–65535 (or empty, as RFC 3986 allows); user
///   information before `@` is accepted as RFC 3986 allows it.
enum FormURLSyntax {
    /// `true` for an absolute `http` or `https` URL with a host.
    static func isWebURL(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let colon = scalars.firstIndex(of: ":") else { return false }
        let scheme = String(String.UnicodeScalarView(scalars[..<colon])).lowercased()
        guard scheme == "http" || scheme == "https" else { return false }
        let rest = scalars[(colon + 1)...]
        guard rest.starts(with: ["/", "/"]) else { return false }
        let afterSlashes = rest.dropFirst(2)
        let authorityEnd = afterSlashes.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? afterSlashes.endIndex
        guard isAuthority(afterSlashes[..<authorityEnd]) else { return false }
        return isPathQueryFragment(afterSlashes[authorityEnd...])
    }

    /// `[ userinfo "@" ] host [ ":" port ]`, RFC 3986 §3.2.
    private static func isAuthority(_ authority: ArraySlice<Unicode.Scalar>) -> Bool {
        var hostAndPort = authority
        if let at = authority.lastIndex(of: "@") {
            let userinfo = authority[..<at]
            guard isEncoded(userinfo, allowing: { isUnreserved($0) || isSubDelimiter($0) || $0 == ":" }) else {
                return false
            }
            hostAndPort = authority[(at + 1)...]
        }
        let host: ArraySlice<Unicode.Scalar>
        let port: ArraySlice<Unicode.Scalar>?
        if hostAndPort.first == "[" {
            guard let close = hostAndPort.firstIndex(of: "]") else { return false }
            host = hostAndPort[...close]
            let after = hostAndPort[(close + 1)...]
            guard after.isEmpty || after.first == ":" else { return false }
            port = after.isEmpty ? nil : after.dropFirst()
        } else if let colon = hostAndPort.lastIndex(of: ":") {
            (host, port) = (hostAndPort[..<colon], hostAndPort[(colon + 1)...])
        } else {
            (host, port) = (hostAndPort, nil)
        }
        if let port, !isPort(port) { return false }
        return isHost(String(String.UnicodeScalarView(host)))
    }

    /// `*DIGIT`, at most 65535 (the WHATWG URL Standard's bound).
    private static func isPort(_ port: ArraySlice<Unicode.Scalar>) -> Bool {
        var value = 0
        for scalar in port {
            guard let digit = asciiDigit(scalar) else { return false }
            value = value * 10 + digit
            guard value <= 65535 else { return false }
        }
        return true
    }

    /// An IPv6 literal, a WHATWG IPv4 address, or a DNS name (see the type's notes).
    static func isHost(_ host: String) -> Bool {
        if host.hasPrefix("[") {
            guard host.hasSuffix("]"), host.count >= 2 else { return false }
            return FormIPAddressSyntax.isIPv6(host.dropFirst().dropLast())
        }
        guard !host.isEmpty, host.unicodeScalars.allSatisfy(\.isASCII) else { return false }
        if FormIPAddressSyntax.endsInANumber(host) { return FormIPAddressSyntax.whatwgIPv4(host) != nil }
        return isDNSName(host)
    }

    /// Labels of letters, digits and inner hyphens, 1–63 each, 253 in all;
    /// one trailing dot (a fully qualified name) is allowed.
    private static func isDNSName(_ host: String) -> Bool {
        var name = Substring(host)
        if name.hasSuffix("."), name.count > 1 { name = name.dropLast() }
        guard name.utf8.count <= 253 else { return false }
        return name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            (1...63).contains(label.utf8.count) && label.first != "-" && label.last != "-"
                && label.unicodeScalars.allSatisfy { isASCIILetter($0) || asciiDigit($0) != nil || $0 == "-" }
        }
    }

    /// `path-abempty [ "?" query ] [ "#" fragment ]`, RFC 3986 §3.3–3.5, with
    /// RFC 3987's non-ASCII characters.
    private static func isPathQueryFragment(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        let fragmentStart = text.firstIndex(of: "#")
        let beforeFragment = fragmentStart.map { text[..<$0] } ?? text
        let queryStart = beforeFragment.firstIndex(of: "?")
        let path = queryStart.map { beforeFragment[..<$0] } ?? beforeFragment
        guard path.isEmpty || path.first == "/" else { return false }
        guard isEncoded(path, allowing: { isPathCharacter($0) || $0 == "/" }) else { return false }
        if let queryStart {
            let query = beforeFragment[(queryStart + 1)...]
            guard isEncoded(query, allowing: { isPathCharacter($0) || $0 == "/" || $0 == "?" || isPrivateUse($0) })
            else { return false }
        }
        if let fragmentStart {
            let fragment = text[(fragmentStart + 1)...]
            guard isEncoded(fragment, allowing: { isPathCharacter($0) || $0 == "/" || $0 == "?" }) else { return false }
        }
        return true
    }

    /// Every scalar allowed, or `%` and two hex digits.
    private static func isEncoded(_ text: ArraySlice<Unicode.Scalar>, allowing allowed: (Unicode.Scalar) -> Bool) -> Bool {
        var index = text.startIndex
        while index < text.endIndex {
            let scalar = text[index]
            if scalar == "%" {
                guard index + 2 < text.endIndex, isHexDigit(text[index + 1]), isHexDigit(text[index + 2])
                else { return false }
                index += 3
            } else {
                guard allowed(scalar) else { return false }
                index += 1
            }
        }
        return true
    }

    /// `pchar` without `%`: `unreserved / sub-delims / ":" / "@"`, plus RFC 3987 `ucschar`.
    private static func isPathCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isUnreserved(scalar) || isSubDelimiter(scalar) || scalar == ":" || scalar == "@" || isUCSChar(scalar)
    }

    private static func isUnreserved(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || asciiDigit(scalar) != nil || "-._~".unicodeScalars.contains(scalar)
    }

    private static func isSubDelimiter(_ scalar: Unicode.Scalar) -> Bool {
        "!$&'()*+,;=".unicodeScalars.contains(scalar)
    }

    /// RFC 3987 §2.2 `ucschar`.
    private static func isUCSChar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0xA0...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFEF: return true
        case 0x10000...0xEFFFD: return value & 0xFFFF <= 0xFFFD && (value < 0xE0000 || value >= 0xE1000)
        default: return false
        }
    }

    /// RFC 3987 §2.2 `iprivate`, allowed in a query only.
    private static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0xE000...0xF8FF).contains(value) || (0xF0000...0xFFFFD).contains(value)
            || (0x100000...0x10FFFD).contains(value)
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(scalar) ? Int(scalar.value - 0x30) : nil
    }

    static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        asciiDigit(scalar) != nil || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }
}
