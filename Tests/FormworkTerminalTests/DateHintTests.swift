import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import FormworkTerminal

/// A date row's hint is worded in the form's language and, in a zone other
/// than UTC, asks for the wall-clock time there. 2026-05-01T09:30 in
/// Asia/Shanghai (UTC+8) is 01:30Z: day 20574 since 1970 × 86 400 + 1.5 h,
/// worked out by hand.
@Suite struct DateHintTests {
    @Test func theHintIsWordedInTheFormsLanguage() throws {
        var form = try FormState(Booking())
        form.localization = FormLocalization(language: .german)
        let starts = try #require(form.row("starts"))
        #expect(
            LinePrompt(form.localization).question(starts)
                == "Starts (JJJJ-MM-TT hh:mm:ssZ, z. B. 2026-11-21 09:30:00Z) [1970-01-01T00:00:00Z]: ")
    }

    @Test func inAnotherZoneTheHintAsksForTheWallClockTime() throws {
        var form = try FormState(Booking())
        form.localization.timeZone = try #require(TimeZone(identifier: "Asia/Shanghai"))
        let starts = try #require(form.row("starts"))
        #expect(
            LinePrompt(form.localization).question(starts)
                == "Starts (YYYY-MM-DDTHH:MM, like 2026-11-21T09:30) [1970-01-01T08:00:00+08:00]: ")
    }

    @Test func aTimeTypedOnTheScreenIsTheWallClockTimeOfTheZone() throws {
        var form = try FormState(Booking())
        form.localization.timeZone = try #require(TimeZone(identifier: "Asia/Shanghai"))
        var screen = FormScreen(form)
        screen.focusRow("starts")
        screen.press(.enter)
        #expect(screen.frame.text.contains("YYYY-MM-DDTHH:MM, like 2026-11-21T09:30"))
        screen.press(.control("u"), .text("2026-05-01T09:30"), .enter)
        #expect(screen.form.value(Date.self, for: "starts") == Date(timeIntervalSince1970: 1_777_599_000))
        #expect(screen.form.row("starts")?.displayText == "2026-05-01T09:30:00+08:00")
    }
}
