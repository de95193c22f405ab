import Formwork
import FormworkFixtures
import Foundation
import Testing

/// A draft whose defaults differ from nil, "", [] and [""], so that a value
/// lost on the way shows as the default coming back.
private struct Draft: FormModel, Equatable {
    @FormText var nick: String? = "anon"
    @FormText var bio = "hello"
    @FormList var tags: [String] = ["swift"]
    @FormNumber var score: Int? = 7
}

/// Urlencoded has a documented lossless setting for nil and
/// empty lists; JSON with `nilValues: .null` is lossless too.
@Suite struct LosslessRoundTripTests {
    private static func generated(_ g: inout SeededGenerator) -> Draft {
        func text() -> String { Awkward.text(&g) }
        func list() -> [String] {
            switch Int.random(in: 0..<4, using: &g) {
            case 0: return []
            case 1: return [""]
            case 2: return ["", ""]
            default: return (0..<Int.random(in: 1...3, using: &g)).map { _ in text() }
            }
        }
        var draft = Draft()
        draft.nick = [nil, "", "anon", text()][Int.random(in: 0..<4, using: &g)]
        draft.bio = Bool.random(using: &g) ? "" : text()
        draft.tags = list()
        draft.score = Bool.random(using: &g) ? nil : Int(truncatingIfNeeded: Awkward.integer(&g))
        return draft
    }

    private static func body(_ draft: Draft, _ options: FormParameters.URLEncodingOptions) throws -> String {
        try FormState(draft).parameters(policy: .init(nilValues: .null)).urlEncoded(options: options)
    }

    @Test func nilAndEmptyListsAreWrittenAsBareNames() throws {
        var draft = Draft()
        draft.nick = nil
        draft.bio = ""
        draft.tags = []
        draft.score = nil
        // A name without `=` for nil, `tags[]` without `=` for [] (brackets percent-encoded, as WHATWG writes them).
        #expect(try Self.body(draft, .lossless) == "nick&bio=&tags%5B%5D&score")
    }

    @Test func nilIsNotTheDefaultAndEmptyIsNotNilAfterALosslessRoundTrip() throws {
        var draft = Draft()
        draft.nick = nil
        draft.tags = []
        #expect(try Draft(urlEncoded: Self.body(draft, .lossless)) == draft)
        draft.nick = ""
        draft.tags = [""]
        #expect(try Draft(urlEncoded: Self.body(draft, .lossless)) == draft)
    }

    @Test func generatedDraftsRoundTripThroughLosslessURLEncoding() throws {
        var g = SeededGenerator(seed: 809)
        for _ in 0..<400 {
            let draft = Self.generated(&g)
            let body = try Self.body(draft, .lossless)
            #expect(try Draft(urlEncoded: body) == draft, "\(body)")
        }
    }

    @Test func generatedDraftsRoundTripThroughJSONWithNulls() throws {
        var g = SeededGenerator(seed: 810)
        for _ in 0..<400 {
            let draft = Self.generated(&g)
            let json = try FormState(draft).parameters(policy: .init(nilValues: .null)).json()
            #expect(try Draft(json: json) == draft, "\(String(decoding: json, as: UTF8.self))")
        }
    }

    @Test func theDefaultSettingOmitsNilAndEmptyListsSoTheDefaultsComeBack() throws {
        // Documented: by default nil and [] write nothing, so a reader keeps the model's defaults.
        var draft = Draft()
        draft.nick = nil
        draft.tags = []
        let body = try FormState(draft).parameters.urlEncoded
        #expect(body == "bio=hello&score=7")
        let back = try Draft(urlEncoded: body)
        #expect(back.nick == "anon")
        #expect(back.tags == ["swift"])
    }

    @Test func standardParsersReadBareNamesAsEmptyValues() throws {
        // WHATWG URL Standard, application/x-www-form-urlencoded parser: for a
        // sequence without 0x3D (=), "let name have the value of bytes and let
        // value be the empty byte sequence".
        let pairs = FormParameters.urlEncodedPairs("nick&tags%5B%5D")
        #expect(pairs == [FormURLEncodedPair(name: "nick", value: ""), FormURLEncodedPair(name: "tags[]", value: "")])
    }

    @Test func aBareNameIsEmptyTextToARowThatCannotBeNil() throws {
        var form = try FormState(Draft())
        let result = form.update(fromURLEncoded: "bio")
        #expect(result.fieldErrors.isEmpty)
        #expect(form.value(String.self, for: "bio") == "")
    }

    // Found by the fuzzer (formwork-fuzz urlencoded/brackets, seed 1).

    @Test func aListMixingGroupsAndValuesIsWrittenWithIndexesSoItReadsBack() throws {
        let parameters: FormParameters = ["a": [.object([.init("b", "1")]), "x"]]
        // `a[]=x` beside `a[0][b]=1` would be a list both appended to and indexed.
        #expect(parameters.urlEncoded == "a%5B0%5D%5Bb%5D=1&a%5B1%5D=x")
        #expect(try FormParameters(urlEncoded: parameters.urlEncoded) == parameters)
    }

    @Test func aBareIndexedItemIsAnEmptyItemNotNull() throws {
        let parameters = try FormParameters(urlEncoded: "a%5B0%5D=x&a%5B1%5D")
        #expect(parameters["a"] == .array(["x", ""]))
        #expect(try FormParameters(urlEncoded: parameters.urlEncoded(options: .lossless)) == parameters)
    }
}
