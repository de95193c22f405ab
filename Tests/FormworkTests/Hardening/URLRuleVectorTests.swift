import Foundation
import Testing

@testable import Formwork

/// `FormRule.url` gives the same answer on every platform.
/// Each vector cites where its answer comes from: RFC 3986 (URI syntax),
/// RFC 3987 (IRI characters), the WHATWG URL Standard (host parsing), or
/// Formwork's documented choice where the standards leave room.
@Suite struct URLRuleVectorTests {
    struct Vector: CustomTestStringConvertible, Sendable {
        let text: String
        let valid: Bool
        let source: String
        var testDescription: String { "\(valid ? "valid" : "invalid"): \(text) (\(source))" }
    }

    private static func valid(_ text: String, _ source: String) -> Vector { Vector(text: text, valid: true, source: source) }
    private static func invalid(_ text: String, _ source: String) -> Vector { Vector(text: text, valid: false, source: source) }

    static let platformDisagreements: [Vector] = [
        // Three URLs on which the platforms' own URL parsers disagree.
        valid("http://xn--froschgrn-x9a.com/", "RFC 3986 §3.2.2 reg-name; LDH labels, punycode is ASCII"),
        invalid("https://example.com/foo/<script>/", "RFC 3986 §3.3: < and > are not pchar"),
        invalid("http://300.0.0.1/", "WHATWG URL §3.5 IPv4 parser: 300 > 255 in a non-last part is failure"),
    ]

    static let schemeAndAuthority: [Vector] = [
        valid("https://example.com", "RFC 3986 §3.3: path-abempty may be empty"),
        valid("HTTPS://Example.COM/", "RFC 3986 §3.1: schemes are case-insensitive; §3.2.2 hosts too"),
        invalid("ftp://example.com/", "Formwork: only http and https, as before"),
        invalid("mailto:ada@example.com", "Formwork: only http and https"),
        invalid("https:example.com", "Formwork: an authority (//) is required"),
        invalid("https:///path", "RFC 3986 §3.2.2 + Formwork: the host may not be empty"),
        invalid("https://", "Formwork: the host may not be empty"),
        invalid(" https://example.com", "RFC 3986 §3.1: a scheme starts with a letter"),
        valid("https://ada:secret@example.com/", "RFC 3986 §3.2.1 userinfo"),
        valid("https://@example.com/", "RFC 3986 §3.2.1: userinfo = *( ... ) may be empty"),
        invalid("https://a b@example.com/", "RFC 3986 §3.2.1: a space is not allowed in userinfo"),
        invalid("https://a@b@example.com/", "RFC 3986 §3.2.1: @ is not allowed in userinfo"),
        valid("https://example.com:8080/", "RFC 3986 §3.2.3 port"),
        valid("https://example.com:0/", "RFC 3986 §3.2.3 + WHATWG URL §4.4: port 0 is in range"),
        valid("https://example.com:65535/", "WHATWG URL §4.4: ports up to 65535"),
        invalid("https://example.com:65536/", "WHATWG URL §4.4: a port above 65535 is failure"),
        valid("https://example.com:/", "RFC 3986 §3.2.3: port = *DIGIT may be empty"),
        invalid("https://example.com:8a/", "RFC 3986 §3.2.3: port is digits"),
        invalid("https://example.com:99999999999999999999/", "WHATWG URL §4.4: port out of range"),
    ]

    static let names: [Vector] = [
        valid("https://localhost/", "Formwork: single-label names pass"),
        valid("https://a-b.example.com/", "RFC 1123 §2.1: inner hyphens"),
        invalid("https://-example.com/", "RFC 1123 §2.1 (LDH): no leading hyphen"),
        invalid("https://example-.com/", "RFC 1123 §2.1 (LDH): no trailing hyphen"),
        invalid("https://exa_mple.com/", "Formwork: DNS LDH labels (RFC 1123), no underscore"),
        invalid("https://exa mple.com/", "RFC 3986 §3.2.2: no space in reg-name"),
        invalid("https://example..com/", "RFC 1034 §3.1: no empty label"),
        valid("https://example.com./", "RFC 1034 §3.1: one trailing dot (a fully qualified name)"),
        invalid("https://\(String(repeating: "a", count: 64)).com/", "RFC 1034 §3.1: labels of at most 63"),
        valid("https://\(String(repeating: "a", count: 63)).com/", "RFC 1034 §3.1: 63 is allowed"),
        invalid("https://bücher.de/", "Formwork: the host is ASCII; internationalized names in xn-- form"),
        invalid("https://ex%41mple.com/", "Formwork: no percent escapes in a DNS name"),
        invalid("https://example.123/", "WHATWG URL §3.5: ends in a number, so IPv4, and 'example' is no number"),
        invalid("https://example.0x1/", "WHATWG URL §3.5: 0x1 is an IPv4 number, so the host must be IPv4"),
        invalid("https://a.0x100000000/", "WHATWG URL §3.5: ends in a (huge) number; 'a' is no number"),
        valid("https://example.0xg/", "WHATWG URL §3.5: 0xg is no IPv4 number; an ordinary name"),
    ]

    static let ipv4: [Vector] = [
        valid("http://127.0.0.1/", "WHATWG URL §3.5 + RFC 3986 §3.2.2 IPv4address"),
        valid("http://255.255.255.255/", "WHATWG URL §3.5: 255 in every part"),
        invalid("http://256.0.0.1/", "WHATWG URL §3.5: a non-last part above 255 is failure"),
        invalid("http://1.2.3.256/", "WHATWG URL §3.5: the last of four parts must be < 256"),
        valid("http://0x7f.1/", "WHATWG URL §3.5: hex part and a last part filling 3 bytes: 127.0.0.1"),
        valid("http://0177.0.0.1/", "WHATWG URL §3.5: a leading 0 is octal: 127.0.0.1"),
        invalid("http://09.0.0.1/", "WHATWG URL §3.5: 9 is no octal digit"),
        valid("http://2130706433/", "WHATWG URL §3.5: one number for all four bytes: 127.0.0.1"),
        valid("http://4294967295/", "WHATWG URL §3.5: 2^32 - 1 is the largest single number"),
        invalid("http://4294967296/", "WHATWG URL §3.5: 2^32 does not fit"),
        valid("http://1.2.3.4./", "WHATWG URL §3.5: one trailing dot is dropped"),
        invalid("http://1.2.3.4.5/", "WHATWG URL §3.5: more than four parts is failure"),
        invalid("http://1..2.3/", "WHATWG URL §3.5: an empty part is no number"),
        valid("http://0x/", "WHATWG URL §3.5: 0x alone is the number 0"),
        valid("http://1.0x10000/", "WHATWG URL §3.5: 1 then 65536 < 2^24: 1.1.0.0"),
        invalid("http://1.0x1000000/", "WHATWG URL §3.5: the last of two parts must be < 2^24"),
    ]

    static let ipv6: [Vector] = [
        valid("http://[::1]:80/", "RFC 3986 §3.2.2: '::' h16"),
        valid("http://[::]/", "RFC 3986 §3.2.2: '::' alone"),
        valid("http://[2001:db8:0:0:0:0:2:1]/", "RFC 3986 §3.2.2: eight h16"),
        valid("http://[2001:DB8::2:1]/", "RFC 3986 §3.2.2: hex digits in any case"),
        valid("http://[1:2:3:4:5:6:7::]/", "RFC 3986 §3.2.2: [ *6( h16 ':' ) h16 ] '::'"),
        valid("http://[::ffff:192.0.2.1]/", "RFC 3986 §3.2.2: ls32 as IPv4address"),
        valid("http://[1:2:3:4:5:6:192.0.2.1]/", "RFC 3986 §3.2.2: 6( h16 ':' ) ls32"),
        invalid("http://[1:2:3:4:5:6:7:8:9]/", "RFC 3986 §3.2.2: more than eight groups"),
        invalid("http://[1:2:3:4:5:6:7]/", "RFC 3986 §3.2.2: seven groups need '::'"),
        invalid("http://[1:2:3:4::5:6:7:8]/", "RFC 3986 §3.2.2: '::' stands for at least one group"),
        invalid("http://[1::2::3]/", "RFC 3986 §3.2.2: '::' at most once"),
        invalid("http://[12345::]/", "RFC 3986 §3.2.2: h16 is 1 to 4 hex digits"),
        invalid("http://[::ffff:192.0.2.256]/", "RFC 3986 §3.2.2: dec-octet at most 255"),
        invalid("http://[::ffff:192.0.2.01]/", "RFC 3986 §3.2.2: dec-octet has no leading zero"),
        invalid("http://[::1.2.3.4:5]/", "RFC 3986 §3.2.2: IPv4address only as the last 32 bits"),
        invalid("http://[fe80::1%25eth0]/", "Formwork (as WHATWG URL §3.6): no zone identifier"),
        invalid("http://[v1.fe]/", "Formwork (as WHATWG URL §3.6): no IPvFuture"),
        invalid("http://::1/", "RFC 3986 §3.2.2: an IPv6 address needs brackets"),
        invalid("http://[::1/", "RFC 3986 §3.2.2: an unclosed bracket"),
        invalid("http://[::1]x/", "RFC 3986 §3.2: only ':' port may follow the literal"),
    ]

    static let pathQueryFragment: [Vector] = [
        valid("http://example.com/path?q=1#top", "RFC 3986 §3.3–3.5"),
        valid("https://example.com/a/b;c=d/~e_f.g-h!$&'()*+,=:@/", "RFC 3986 §3.3: every pchar"),
        valid("https://example.com/?q=a/b?c:d@e", "RFC 3986 §3.4: query may hold / and ?"),
        valid("https://example.com/#a/b?c", "RFC 3986 §3.5: fragment may hold / and ?"),
        valid("https://example.com/a%20b%2F", "RFC 3986 §2.1: percent-encoding"),
        invalid("https://example.com/a%2", "RFC 3986 §2.1: % needs two hex digits"),
        invalid("https://example.com/a%zz", "RFC 3986 §2.1: % needs two hex digits"),
        invalid("https://example.com/a b", "RFC 3986 §3.3: no space"),
        invalid("https://example.com/a\"b", "RFC 3986 §3.3: no double quote"),
        invalid("https://example.com/{x}", "RFC 3986 §3.3: no braces"),
        invalid("https://example.com/a|b", "RFC 3986 §3.3: no vertical bar"),
        invalid("https://example.com/a\\b", "RFC 3986 §3.3: no backslash"),
        invalid("https://example.com/a^b", "RFC 3986 §3.3: no caret"),
        invalid("https://example.com/a`b", "RFC 3986 §3.3: no grave accent"),
        invalid("https://example.com/?a[]=1", "RFC 3986 §3.4: [ and ] are gen-delims, not query characters"),
        invalid("https://example.com/#a#b", "RFC 3986 §3.5: one fragment"),
        invalid("https://example.com/a\tb", "RFC 3986 §2: no controls"),
        invalid("https://example.com/\u{7F}", "RFC 3986 §2: no DEL"),
        valid("https://de.wikipedia.org/wiki/Köln", "RFC 3987 §2.2: ucschar in ipath"),
        valid("https://example.com/?q=東京#章", "RFC 3987 §2.2: ucschar in iquery and ifragment"),
        valid("https://example.com/?\u{E000}", "RFC 3987 §2.2: iprivate in iquery"),
        invalid("https://example.com/\u{E000}", "RFC 3987 §2.2: iprivate only in iquery"),
        invalid("https://example.com/\u{FFFE}", "RFC 3987 §2.2: U+FFFE is no ucschar"),
        invalid("https://example.com/\u{85}", "RFC 3987 §2.2: C1 controls are no ucschar"),
        invalid("https://example.com/\u{E0001}", "RFC 3987 §2.2: E0000–E0FFF (tags) are no ucschar"),
    ]

    static let all = platformDisagreements + schemeAndAuthority + names + ipv4 + ipv6 + pathQueryFragment

    @Test(arguments: all)
    func urlRuleAgreesWithTheStandards(_ vector: Vector) {
        #expect(SignUpRuleFixture.passes(.url, .string(vector.text)) == vector.valid)
    }

    @Test func urlRuleGivesOneAnswerForURLsThePlatformsParsersDisagreeOn() {
        // Answered by Formwork's own syntax check, the same on every platform.
        #expect(FormURLSyntax.isWebURL("http://xn--froschgrn-x9a.com/"))
        #expect(!FormURLSyntax.isWebURL("https://example.com/foo/<script>/"))
        #expect(!FormURLSyntax.isWebURL("http://300.0.0.1/"))
    }

    @Test func whatwgIPv4ParserGivesTheAddressBrowsersUse() {
        // WHATWG URL §3.5 examples: each form names 127.0.0.1 (0x7F000001).
        for host in ["127.0.0.1", "0x7f.1", "0177.0.0.1", "2130706433", "0x7F000001", "127.1", "127.0.1"] {
            #expect(FormIPAddressSyntax.whatwgIPv4(host) == 0x7F00_0001, "\(host)")
        }
    }
}
