import Testing

@testable import Formwork

/// Which `.matches` patterns a JSON Schema and an HTML page may restate.
/// Each pattern the HTML dialect accepts here compiles as
/// `new RegExp("^(?:" + p + ")$", "v")` (ECMA-262 §22.2; checked with
/// Node 20), and `a**`, `a{2}{3}`, `a{3,2}`, `a*+`, `a\-b` and `a\_b`
/// do not compile there; the others it refuses compile but mean something
/// else than in ICU.
@Suite("Pattern subsets shared with ECMA-262")
struct FormPatternSubsetTests {
    @Test func bothDialectsTakeTheSharedCore() {
        for pattern in ["[A-Z]{2}[0-9]{4}", "(ab|cd)+", "(?:x){1,3}?", "a b_c@d,e:f", #"v\.1\+"#] {
            #expect(FormPatternSubset.accepts(pattern, in: .jsonSchema), "\(pattern)")
            #expect(FormPatternSubset.accepts(pattern, in: .htmlPattern), "\(pattern)")
        }
    }

    @Test func bothDialectsRefuseWhatTheEnginesReadDifferently() {
        for pattern in [#"\d+"#, #"\w"#, ".", "^a$", "(?i)a", "(?=a)", #"(a)\1"#, "a*+", "[a&&b]", "[z-a]", "[a-Z]"] {
            #expect(!FormPatternSubset.accepts(pattern, in: .jsonSchema), "\(pattern)")
            #expect(!FormPatternSubset.accepts(pattern, in: .htmlPattern), "\(pattern)")
        }
    }

    @Test func negatedClassesAreTakenOnlyWhereTheyMatchACodePoint() {
        #expect(!FormPatternSubset.accepts("[^a-z]", in: .jsonSchema))
        #expect(FormPatternSubset.accepts("[^a-z]", in: .htmlPattern))
    }

    /// The HTML scanner refuses what JavaScript refuses, such as `a{3,2}`
    /// ("numbers out of order"), and nesting deeper than its bound.
    @Test func reversedBoundsAndDeepNestingAreRefusedInHTML() {
        #expect(!FormPatternSubset.accepts("a**", in: .htmlPattern))
        #expect(!FormPatternSubset.accepts("a{2}{3}", in: .htmlPattern))
        #expect(!FormPatternSubset.accepts("a{3,2}", in: .htmlPattern))
        let deep = String(repeating: "(", count: 40) + "a" + String(repeating: ")", count: 40)
        #expect(!FormPatternSubset.accepts(deep, in: .htmlPattern))
        let shallow = String(repeating: "(", count: 8) + "a" + String(repeating: ")", count: 8)
        #expect(FormPatternSubset.accepts(shallow, in: .htmlPattern))
    }

    /// `\-` and `\_` are identity escapes JavaScript's `v` flag refuses
    /// outside a class; without flags (JSON Schema) `\-` is a literal `-`.
    @Test func escapesFollowEachDialect() {
        #expect(FormPatternSubset.accepts(#"a\-b"#, in: .jsonSchema))
        #expect(!FormPatternSubset.accepts(#"a\-b"#, in: .htmlPattern))
        #expect(!FormPatternSubset.accepts(#"a\_b"#, in: .htmlPattern))
    }

    @Test func punctuationInAClassIsTakenOnlyWhereNoFlagReservesIt() {
        #expect(FormPatternSubset.accepts("[a-z@#]+", in: .jsonSchema))
        #expect(!FormPatternSubset.accepts("[a-z@#]+", in: .htmlPattern))
    }
}
