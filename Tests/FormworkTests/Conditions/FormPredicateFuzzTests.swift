import FormworkFixtures
import Testing

@testable import Formwork

@Suite("Condition parser fuzzing")
struct FormPredicateFuzzTests {
    typealias Fixture = SignUpConditionFixture

    /// SplitMix64: a small generator whose sequence depends only on its seed.
    static let fragments = [
        "age", "tags", "gender", "address.country", "newsletter", "bio", "count", "isEmpty", ".", "..",
        "==", "!=", "<", "<=", ">", ">=", "&&", "||", "!", "&", "|", "=", "(", ")", "[", "]", ",", "in",
        "true", "false", "nil", "null", "0", "12", "-", "-3.5", "1.", "\"", "'", "\"x\"", "'y'", "\\", "\\n",
        " ", "  ", "\n", "\t", "#", "@", "😀", "🇨🇳", "é", "名", "9999999999999999999999999",
    ]

    static func randomCondition(_ generator: inout SeededGenerator) -> String {
        let length = Int.random(in: 0...12, using: &generator)
        var text = ""
        for _ in 0..<length {
            if Int.random(in: 0..<8, using: &generator) == 0 {
                text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator)))
            } else {
                text += fragments.randomElement(using: &generator) ?? ""
            }
        }
        return text
    }

    @Test func randomStringsGiveAPredicateOrAnError() {
        var generator = SeededGenerator(seed: 20_240_601)
        var parsed = 0
        var rejected = 0
        for _ in 0..<4_000 {
            let source = Self.randomCondition(&generator)
            for fields in [nil, Fixture.fields] {
                do {
                    let predicate = try FormPredicate(source, row: "bio", fields: fields)
                    _ = predicate.evaluate(Fixture.values)
                    _ = predicate.evaluate { _ in nil }
                    parsed += 1
                } catch {
                    #expect((0...source.count).contains(error.position), "\(source)")
                    #expect(!error.description.isEmpty)
                    rejected += 1
                }
            }
        }
        // Both outcomes occur, so the generator reaches past the first token.
        #expect(parsed > 100)
        #expect(rejected > 100)
    }

    @Test func truncationsOfAValidConditionNeverTrap() {
        let source = "newsletter && (age >= 18 || gender in ['female', \"x\\\"y\"]) && !tags.isEmpty && bio.count < -2.5"
        #expect(Fixture.error(source, fields: Fixture.fields) == nil)
        let characters = Array(source)
        for end in 0...characters.count {
            let prefix = String(characters[..<end])
            if let error = Fixture.error(prefix, fields: Fixture.fields) {
                #expect((0...prefix.count).contains(error.position), "\(prefix)")
            }
        }
    }
}
