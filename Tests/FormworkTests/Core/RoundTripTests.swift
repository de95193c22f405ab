import Formwork
import FormworkFixtures
import Foundation
import Testing

/// model → form → model is the identity, on generated values.
@Suite struct RoundTripTests {
    static func generated(_ g: inout SeededGenerator) -> Everything {
        var m = Everything()
        m.text = Awkward.text(&g)
        m.secret = Bool.random(using: &g) ? nil : Awkward.text(&g)
        m.notes = Awkward.text(&g)
        m.int = Int(Awkward.integer(&g))
        m.int64 = Awkward.integer(&g)
        m.int32 = Int32.random(in: .min ... .max, using: &g)
        m.double = Awkward.double(&g)
        m.decimal = Awkward.decimal(&g)
        m.maybe_int = Bool.random(using: &g) ? nil : Int(Awkward.integer(&g))
        m.maybe_double = Bool.random(using: &g) ? nil : Awkward.double(&g)
        m.maybe_decimal = Bool.random(using: &g) ? nil : Awkward.decimal(&g)
        m.flag = Bool.random(using: &g)
        m.maybe_flag = [nil, true, false].randomElement(using: &g) ?? nil
        m.words = (0..<Int.random(in: 0...4, using: &g)).map { _ in Awkward.text(&g) }
        m.numbers = (0..<Int.random(in: 0...4, using: &g)).map { _ in Awkward.integer(&g) }
        m.reals = (0..<Int.random(in: 0...3, using: &g)).map { _ in Awkward.double(&g) }
        m.topics = Topic.allCases.filter { _ in Bool.random(using: &g) }
        m.gender = Gender.allCases.randomElement(using: &g) ?? .female
        m.maybe_gender = Bool.random(using: &g) ? nil : Gender.allCases.randomElement(using: &g)
        m.genders = Gender.allCases.filter { _ in Bool.random(using: &g) }
        m.priority = Priority.allCases.randomElement(using: &g) ?? .low
        m.size = ["S", "M", "L"].randomElement(using: &g) ?? "S"
        m.picture = Bool.random(using: &g) ? nil : URL(string: "https://example.com/\(Int.random(in: 0...999, using: &g)).png")
        m.scan =
            Bool.random(using: &g)
            ? nil : FormFile(filename: Awkward.text(&g) + ".bin", contentType: "image/png", data: Data([0, 255, 10, 13]))
        m.moment = Awkward.date(&g)
        m.day = Bool.random(using: &g) ? nil : Awkward.date(&g)
        m.address.street = Awkward.text(&g)
        m.address.city = Awkward.text(&g)
        m.untouched = Awkward.text(&g)
        return m
    }

    @Test func modelToFormToModelIsTheIdentity() throws {
        var g = SeededGenerator(seed: 2026)
        for _ in 0..<300 {
            let original = Self.generated(&g)
            let rebuilt = try FormState(original).model
            let differing = try Self.differingKeys(rebuilt, original)
            #expect(rebuilt == original, "differs at \(differing)")
        }
    }

    @Test func valuesAloneRebuildTheModel() throws {
        // Copy every row's value into a form of a default model: the result
        // equals the original apart from non-field properties, which stay the default's.
        var g = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let original = Self.generated(&g)
            let filled = try FormState(original)
            var blank = try FormState(Everything())
            for row in filled.rows where !row.isReadOnly {
                try blank.setValue(row.value, for: row.key)
            }
            var expected = original
            expected.untouched = Everything().untouched
            #expect(try blank.model == expected)
        }
    }

    @Test func extremesSurviveExactly() throws {
        var m = Everything()
        m.int64 = .min
        m.decimal = try #require(Decimal(string: "3.14159265358979323846264338327"))
        m.double = 0.1
        m.text = "👨‍👩‍👧 中文 e\u{301}"
        let form = try FormState(m)
        #expect(form.value(for: "int64") == .integer(.min))
        #expect(form.value(for: "decimal")?.text == "3.14159265358979323846264338327")
        #expect(form.value(for: "double") == .double(0.1))
        let back = try form.model
        #expect(back.int64 == .min)
        #expect(back.decimal == m.decimal)
        #expect(back.text == "👨‍👩‍👧 中文 e\u{301}")
    }
}

extension RoundTripTests {
    /// Names the rows whose values differ, so a failing round trip says where.
    static func differingKeys(_ a: Everything, _ b: Everything) throws -> [String] {
        let left = try FormState(a), right = try FormState(b)
        return left.rows.indices.filter { left.rows[$0].value != right.rows[$0].value }.map { left.rows[$0].key }
    }
}
