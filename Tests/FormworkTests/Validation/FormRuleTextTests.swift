import Foundation
import Testing

@testable import Formwork

@Suite("Text rules")
struct FormRuleTextTests {
    typealias Fixture = SignUpRuleFixture

    @Test func requiredFailsNullEmptyBlankAndEmptyList() {
        for value: FormValue in [.null, "", "   ", "\n\t", [], .object([])] {
            #expect(!Fixture.passes(.required, value), "\(value)")
        }
    }

    @Test func requiredPassesAnyValue() {
        for value: FormValue in ["Ada", " a ", 0, false, ["swift"], .date(Date(timeIntervalSince1970: 0))] {
            #expect(Fixture.passes(.required, value), "\(value)")
        }
    }

    @Test func everyRuleButRequiredPassesEmptyValues() {
        let rules: [FormRule] = [
            .email, .url, .minLength(3), .exactLength(2), .range(1...2), .greaterThan(5),
            .matches("[0-9]+"), .oneOf(["a"]), .equals(field: "password"),
            .custom("never") { _ in false },
        ]
        for rule in rules {
            for value: FormValue in [.null, "", "  ", []] {
                #expect(Fixture.passes(rule, value), "\(rule.kind) \(value)")
            }
        }
    }

    @Test func customRuleCanAskToCheckEmptyValues() {
        let rule = FormRule.custom("filled", message: "Fill it", checksEmptyValues: true) { !$0.isEmpty }
        #expect(Fixture.message(rule, "", key: "bio") == "Fill it")
    }

    @Test func emailAcceptsPracticalAddresses() {
        let valid = [
            "ada@example.com", "ada.lovelace+forms@mail.example.co.uk", "a_b-c@x-y.io",
            "o'brien@example.ie", "user@xn--fsqu00a.xn--0zwm56d",
        ]
        for text in valid { #expect(Fixture.passes(.email, .string(text)), "\(text)") }
    }

    @Test func emailRejectsMalformedAddresses() {
        let invalid = [
            "ada", "ada@", "@example.com", "ada@example", "ada@@example.com", "ada@example.c",
            ".ada@example.com", "ada.@example.com", "a..b@example.com", "ada@-example.com",
            "ada@example-.com", "ada@exa mple.com", " ada@example.com", "ada@example.com ",
            "adà@example.com", "ada@example.123", "ada@example..com",
            String(repeating: "a", count: 65) + "@example.com",
        ]
        for text in invalid { #expect(!Fixture.passes(.email, .string(text)), "\(text)") }
    }

    @Test func emailRejectsValuesThatAreNotText() {
        #expect(!Fixture.passes(.email, 42))
    }

    @Test func urlAcceptsAbsoluteWebAddresses() {
        let valid = [
            "https://example.com", "http://example.com/path?q=1#top", "HTTPS://Example.COM",
            "https://example.com:8080/", "http://127.0.0.1", "http://[::1]:80/", "https://localhost",
        ]
        for text in valid { #expect(Fixture.passes(.url, .string(text)), "\(text)") }
    }

    @Test func urlRejectsOtherSchemesRelativeAndSpacedText() {
        let invalid = [
            "example.com", "ftp://example.com", "mailto:ada@example.com", "https://", "https:example.com",
            "https:///path", "https://exa mple.com", "https://example.com/a b", "/relative/path",
            "https://-example.com", "javascript:alert(1)",
        ]
        for text in invalid { #expect(!Fixture.passes(.url, .string(text)), "\(text)") }
    }

    @Test func lengthCountsUserPerceivedCharacters() {
        // 👨‍👩‍👧 is three emoji joined by ZWJ: one character. 🇨🇳 is two regional indicators: one.
        // "e\u{301}" is e plus a combining acute: one. Each CJK ideograph is one.
        let cases: [(String, Int)] = [
            ("👨‍👩‍👧", 1), ("🇨🇳", 1), ("e\u{301}", 1), ("你好世界", 4), ("👍🏽", 1), ("Ada", 3),
        ]
        for (text, count) in cases {
            #expect(Fixture.passes(.exactLength(count), .string(text)), "\(text)")
            #expect(!Fixture.passes(.exactLength(count + 1), .string(text)), "\(text)")
        }
    }

    @Test func minLengthFailsShorterText() {
        #expect(!Fixture.passes(.minLength(8), "s3cret!"))  // 7 characters
        #expect(Fixture.passes(.minLength(8), "s3cret!!"))  // 8
    }

    @Test func maxLengthFailsLongerText() {
        #expect(Fixture.passes(.maxLength(3), "你好世"))
        #expect(!Fixture.passes(.maxLength(3), "你好世界"))
    }

    @Test func lengthRulesCountListItems() {
        let tags: FormValue = ["swift", "forms", "ios"]
        #expect(Fixture.passes(.maxLength(3), tags))
        #expect(!Fixture.passes(.maxLength(2), tags))
        #expect(Fixture.passes(.minLength(3), tags))
        #expect(!Fixture.passes(.exactLength(4), tags))
    }

    @Test func lengthRulesCountTheTextOfNumbers() {
        #expect(Fixture.passes(.exactLength(3), 150))
        #expect(!Fixture.passes(.maxLength(2), 150))
    }

    @Test func negativeLengthIsAConfigurationProblem() {
        let rule = FormRule.maxLength(-1)
        #expect(rule.configurationProblem == "the length -1 is negative")
        #expect(Fixture.message(rule, "Ada", key: "bio") == "Bio cannot be checked: the length -1 is negative")
    }

    @Test func matchesNeedsTheWholeText() {
        let rule = FormRule.matches("[A-Z]{2}[0-9]{4}")
        #expect(Fixture.passes(rule, "CN2024"))
        #expect(!Fixture.passes(rule, "CN20245"))
        #expect(!Fixture.passes(rule, "xCN2024"))
        #expect(!Fixture.passes(rule, "CN2024\n"))
    }

    @Test func matchesTriesEveryAlternativeAgainstTheWholeText() {
        #expect(Fixture.passes(.matches("a|ab"), "ab"))
    }

    @Test func matchesReadsNumbersThroughTheirText() {
        #expect(Fixture.passes(.matches("[0-9]+"), 42))
        #expect(!Fixture.passes(.matches("[0-9]+"), 4.5))
    }

    @Test func invalidPatternIsAConfigurationProblemNotATrap() {
        let rule = FormRule.matches("([a-z]")
        #expect(rule.configurationProblem == "the pattern '([a-z]' is not a valid regular expression")
        #expect(
            Fixture.message(rule, "abc", key: "code")
                == "Code cannot be checked: the pattern '([a-z]' is not a valid regular expression")
        #expect(Fixture.passes(rule, ""))
    }

    @Test func soundRulesHaveNoConfigurationProblem() {
        let rules: [FormRule] = [.required, .email, .matches("[a-z]+"), .range(0...150), .min(0)]
        #expect(rules.allSatisfy { $0.configurationProblem == nil })
    }
}
