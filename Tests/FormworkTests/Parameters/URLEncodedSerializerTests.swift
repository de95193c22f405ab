import Foundation
import Testing

@testable import Formwork

/// Vectors for the WHATWG URL Standard's application/x-www-form-urlencoded
/// serializer (https://url.spec.whatwg.org/#concept-urlencoded-serializer).
/// Every expectation is derived by hand from the standard: a byte in the
/// application/x-www-form-urlencoded percent-encode set (everything except
/// ASCII alphanumerics and `*` `-` `.` `_`) becomes `%XX` with uppercase hex,
/// a space becomes `+`, and pairs are `name=value` joined by `&`.
@Suite("URL encoding: the WHATWG serializer")
struct URLEncodedSerializerTests {
    private func encoded(_ text: String) -> String {
        (["k": .string(text)] as FormParameters).urlEncoded.dropFirst(2).description
    }

    @Test func everyASCIIPunctuationCharacterFollowsThePercentEncodeSet() {
        // The set: C0 controls, space, " # < > (query), ? ` { } (path),
        // / : ; = @ [ \ ] ^ | (userinfo), $ % & + , (component),
        // ! ' ( ) ~ (form-urlencoded). Left out: * - . _
        let expected: [(String, String)] = [
            ("!", "%21"), ("\"", "%22"), ("#", "%23"), ("$", "%24"), ("%", "%25"), ("&", "%26"),
            ("'", "%27"), ("(", "%28"), (")", "%29"), ("*", "*"), ("+", "%2B"), (",", "%2C"),
            ("-", "-"), (".", "."), ("/", "%2F"), (":", "%3A"), (";", "%3B"), ("<", "%3C"),
            ("=", "%3D"), (">", "%3E"), ("?", "%3F"), ("@", "%40"), ("[", "%5B"), ("\\", "%5C"),
            ("]", "%5D"), ("^", "%5E"), ("_", "_"), ("`", "%60"), ("{", "%7B"), ("|", "%7C"),
            ("}", "%7D"), ("~", "%7E"),
        ]
        #expect(expected.count == 32)
        for (character, encoding) in expected {
            #expect(encoded(character) == encoding, "\(character)")
        }
    }

    @Test func alphanumericsStayLiteral() {
        let alphanumerics = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        #expect(encoded(alphanumerics) == alphanumerics)
    }

    @Test func spaceBecomesPlusAndPlusBecomesPercent2B() {
        #expect(encoded("a b+c") == "a+b%2Bc")
    }

    @Test func cjkIsUTF8PercentEncoded() {
        // 中 U+4E2D = E4 B8 AD, 文 U+6587 = E6 96 87
        #expect(encoded("中文") == "%E4%B8%AD%E6%96%87")
    }

    @Test func emojiIsItsFourUTF8Bytes() {
        // 😀 U+1F600 = F0 9F 98 80
        #expect(encoded("😀") == "%F0%9F%98%80")
    }

    @Test func precomposedAndDecomposedAccentsAreNotNormalized() {
        // é U+00E9 = C3 A9; e + U+0301 COMBINING ACUTE = 65 CC 81
        #expect(encoded("\u{E9}") == "%C3%A9")
        #expect(encoded("e\u{301}") == "e%CC%81")
    }

    @Test func controlCharactersArePercentEncoded() {
        #expect(encoded("\u{0}\u{1}\t\u{1F}\u{7F}") == "%00%01%09%1F%7F")
    }

    @Test func newlinesAreKeptAsGivenByDefault() {
        #expect(encoded("a\r\nb\nc\rd") == "a%0D%0Ab%0Ac%0Dd")
    }

    @Test func newlineNormalizationTurnsEveryBreakIntoCRLF() {
        // HTML: each CRLF, lone CR and lone LF becomes CRLF, in names and values.
        let parameters: FormParameters = ["a\nb": "x\r\ny\nz\rw\n\r"]
        let options = FormParameters.URLEncodingOptions(normalizesNewlines: true)
        #expect(parameters.urlEncoded(options: options) == "a%0D%0Ab=x%0D%0Ay%0D%0Az%0D%0Aw%0D%0A%0D%0A")
    }

    @Test func emptyNamesAndValuesStillWriteTheEqualsSign() {
        let parameters: FormParameters = ["": "", "name": "", "x": "1"]
        #expect(parameters.urlEncoded == "=&name=&x=1")
    }

    @Test func noParametersIsTheEmptyString() {
        #expect(FormParameters().urlEncoded == "")
    }

    @Test func membersAreWrittenInDeclarationOrder() {
        let parameters: FormParameters = ["user_name": "Ada", "age": 36, "email": "ada@example.com"]
        #expect(parameters.urlEncoded == "user_name=Ada&age=36&email=ada%40example.com")
    }

    @Test func nestedObjectsUseBracketsWhichTheSerializerEncodes() {
        let parameters: FormParameters = [
            "user": .object([.init("address", .object([.init("city", "New York")]))])
        ]
        // user[address][city] with [ → %5B and ] → %5D
        #expect(parameters.urlEncoded == "user%5Baddress%5D%5Bcity%5D=New+York")
    }

    @Test func scalarArraysUseEmptyBrackets() {
        let parameters: FormParameters = ["tags": ["swift", "forms"]]
        #expect(parameters.urlEncoded == "tags%5B%5D=swift&tags%5B%5D=forms")
    }

    @Test func arraysOfObjectsAreIndexed() {
        let parameters: FormParameters = [
            "items": [.object([.init("id", 7), .init("qty", 2)]), .object([.init("id", 8)])]
        ]
        #expect(parameters.urlEncoded == "items%5B0%5D%5Bid%5D=7&items%5B0%5D%5Bqty%5D=2&items%5B1%5D%5Bid%5D=8")
    }

    @Test func scalarsUseTheirExactText() {
        let parameters: FormParameters = [
            "min": .integer(.min), "ratio": 0.1, "tiny": 1e-05,
            "price": .decimal(Decimal(string: "3.14159265358979323846264338327", locale: nil) ?? 0),
            "ok": true, "no": false,
            "at": .date(Date(timeIntervalSince1970: 1_795_253_400.25)),
        ]
        #expect(
            parameters.urlEncoded == "min=-9223372036854775808&ratio=0.1&tiny=1e-05"
                + "&price=3.14159265358979323846264338327&ok=true&no=false&at=2026-11-21T09%3A30%3A00.250Z")
    }

    @Test func nullMembersAreOmittedByDefault() {
        let parameters: FormParameters = ["a": 1, "nickname": nil, "b": 2]
        #expect(parameters.urlEncoded == "a=1&b=2")
    }

    @Test func emptyArraysAndObjectsWriteNothing() {
        let parameters: FormParameters = ["tags": [], "user": .object([]), "a": 1]
        #expect(parameters.urlEncoded == "a=1")
    }

    @Test func filesAreWrittenAsTheirURLOrFileName() {
        let parameters: FormParameters = [
            "remote": .file(FormFile(url: URL(string: "https://example.com/a b.png") ?? URL(fileURLWithPath: "/"))),
            "local": .file(FormFile(filename: "me.png", data: Data([1, 2]))),
        ]
        #expect(parameters.urlEncoded == "remote=https%3A%2F%2Fexample.com%2Fa%2520b.png&local=me.png")
    }

    @Test func dataMatchesTheString() {
        let parameters: FormParameters = ["name": "Zoë"]
        #expect(parameters.urlEncodedData() == Data("name=Zo%C3%AB".utf8))
    }
}
