import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// A built-in rule judges a value alone, and a form makes a rule's context
/// (the row's translated title, the lookups of other fields) only for a
/// value that fails: these pin both down.
@Suite("Rules judged on the value alone")
struct RuleVerdictTests {
    private struct Booking: FormModel {
        @FormText(rules: [.required, .maxLength(12)]) var guest = ""
        @FormNumber(rules: [.range(1...9)]) var nights = 1
        @FormText(.email, rules: [.email]) var email = ""
        @FormText(rules: [.matches("[A-Z]{3}")]) var code = ""
        @FormText(rules: [
            .custom("notAdmin") { value, context in
                value.text == "admin" ? "\(context.title) cannot be admin" : nil
            }
        ]) var handle = ""
    }

    /// Records the titles a form asks its localization for, by key.
    private final class TitleRequests: @unchecked Sendable {
        private let lock = NSLock()
        private var keys: [String] = []

        var asked: [String] { lock.withLock { keys } }

        func localization() -> FormLocalization {
            FormLocalization { request in
                if case .title(let key, let text) = request {
                    self.lock.withLock { self.keys.append(key) }
                    return "«\(text)»"
                }
                return nil
            }
        }
    }

    @Test func aValidFormAsksNoTitleOfTheRowsItChecks() throws {
        let requests = TitleRequests()
        var form = try FormState(Booking())
        form.localization = requests.localization()
        try form.setText("Ada", for: "guest")
        try form.setText("ada@example.com", for: "email")
        try form.setText("ABC", for: "code")
        try form.setText("ada", for: "handle")
        #expect(form.validate().isEmpty)
        // The custom rule is asked with its context, which carries the title
        // it may use, so its row's title is the only one translated.
        #expect(requests.asked == ["handle"])
    }

    @Test func aFailingRowIsReportedUnderItsTranslatedTitle() throws {
        let requests = TitleRequests()
        var form = try FormState(Booking())
        form.localization = requests.localization()
        try form.setText("Ada Augusta King", for: "guest")
        try form.setText("12", for: "nights")
        try form.setText("admin", for: "handle")
        let errors = form.validate()
        #expect(
            errors.map(\.message) == [
                "«Guest» must be at most 12 characters", "«Nights» must be between 1 and 9",
                "«Handle» cannot be admin",
            ])
        #expect(errors.map(\.title) == ["«Guest»", "«Nights»", "«Handle»"])
    }

    @Test func aReplacedMessageStillPassesWhatTheRulePasses() {
        let context = FormRule.Context(key: "code", title: "Code")
        let rule = FormRule.minLength(3).message("Too short")
        #expect(rule.validate("abc", in: context) == nil)
        #expect(rule.validate("ab", in: context)?.message == "Too short")
        #expect(rule.validate("", in: context) == nil)
    }

    /// `maxLength` passes text of no more UTF-8 bytes than its limit without
    /// counting; text of more bytes is counted in characters. Byte counts
    /// are UTF-8's (RFC 3629): é is 2 bytes, the family emoji 18 (5 scalars),
    /// 🇨🇳 8.
    @Test func maxLengthCountsCharactersWhenTheBytesExceedItsLimit() {
        let context = FormRule.Context(key: "name", title: "Name")
        let rule = FormRule.maxLength(3)
        for fits in ["abc", "ééé", "👨‍👩‍👧", "🇨🇳🇨🇳🇨🇳", "a\r\nb", "e\u{301}e\u{301}e\u{301}"] {
            #expect(rule.validate(.string(fits), in: context) == nil, "\(fits.unicodeScalars.map(\.value))")
        }
        for tooLong in ["abcd", "éééé", "👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", "a\n\rb"] {
            #expect(
                rule.validate(.string(tooLong), in: context)?.message == "Name must be at most 3 characters",
                "\(tooLong.unicodeScalars.map(\.value))")
        }
    }

    /// Every text of up to four characters from letters, CR, LF, é and a
    /// combining accent is counted as `String.count` counts it.
    @Test func characterCountCountsAsStringCountDoes() {
        let pieces = ["a", "\r", "\n", "é", "\u{301}", " "]
        var texts = [""]
        for _ in 0..<4 { texts = texts + texts.flatMap { text in pieces.map { text + $0 } } }
        for text in Set(texts) {
            #expect(text.characterCount == text.count, "\(text.unicodeScalars.map(\.value))")
        }
        // Long enough to be stored out of line, not in the string's own bytes.
        let long = String(repeating: "ab\r\n", count: 20) + "\r"
        #expect(long.characterCount == 61)
        #expect(long.characterCount == long.count)
    }

    /// Integer bounds take integers directly; other numbers still compare
    /// by value across kinds (150.0 is 150, 150.5 is above it).
    @Test func integerRangesCompareEveryKindOfNumber() {
        let context = FormRule.Context(key: "age", title: "Age")
        let rule = FormRule.range(0...150)
        let inside: [FormValue] = [0, 150, 42, .double(150.0), .double(0.5), .decimal(Decimal(150))]
        let outside: [FormValue] = [
            -1, 151, .integer(.max), .integer(.min), .double(150.5), .double(-0.0001), .decimal(Decimal(151)),
        ]
        for value in inside { #expect(rule.validate(value, in: context) == nil, "\(value)") }
        for value in outside {
            #expect(rule.validate(value, in: context)?.message == "Age must be between 0 and 150", "\(value)")
        }
        #expect(rule.validate("old", in: context)?.message == "Age must be a number")
    }

    /// `isBlank` answers as `allSatisfy(\.isWhitespace)` whatever the first
    /// character: every ASCII character, then text after it.
    @Test func blankTextIsToldFromEveryFirstCharacter() {
        for byte in UInt8(0)...0x7F {
            let first = String(UnicodeScalar(byte))
            for text in [first, first + "a", first + " ", first + "\u{A0}", first + "\n"] {
                #expect(text.isBlank == text.allSatisfy(\.isWhitespace), "\(text.unicodeScalars.map(\.value))")
            }
        }
    }

    private struct Roster: FormModel {
        static var formBuilding: FormBuilding { .storedProperties }
        @FormHeading var heading = "Roster"
        @FormText(rules: [.required, .minLength(2), .maxLength(5)]) var name = ""
        @FormText(.password) var password = ""
        @FormText(rules: [.equals(field: "password")]) var confirm = ""
        @FormNumber(rules: [.range(1...9), .step(2)]) var level = 1
        @FormDate(.date) var starts = Date(timeIntervalSince1970: 0)
        @FormList var tags: [String] = []
        @FormText(rules: [.custom("noX") { (text: String) in text.contains("x") ? "No x" : nil }]) var note = ""
    }

    /// `validate()` of a form with every row open, no refused edit and a
    /// model that finds nothing takes a shorter path; it must report what
    /// the general one reports, for generated values of every row.
    @Test func theOpenFormsPathReportsWhatTheGeneralOneDoes() throws {
        var generator = SeededGenerator(seed: 11)
        let texts = ["", " ", "a", "ab", "abcdef", "x", "s3cret", "ééé", "3", "4", "12", "-1", "1.5", "Ada"]
        let far = Date(timeIntervalSince1970: 1e15)
        var open = 0
        for round in 0..<300 {
            var form = try FormState(Roster(starts: round % 5 == 0 ? far : Date(timeIntervalSince1970: 0)))
            for key in ["name", "password", "confirm", "level", "note"] where Bool.random(using: &generator) {
                _ = try? form.setText(texts.randomElement(using: &generator) ?? "", for: key)
            }
            if round % 7 == 0 { form.localization = FormLocalization { _ in "Übersetzt" } }
            if form.refusedEdits.isEmpty { open += 1 }
            #expect(form.validate() == form.errors([], limit: nil), "round \(round)")
        }
        #expect(open > 150)
    }
}
