import Formwork
import FormworkHTML
import Foundation
import Testing

/// The page's date inputs hold the wall-clock time in the form's time zone,
/// in the formats of the HTML standard (§2.3.5: `HH:MM[:SS]`,
/// `yyyy-mm-ddTHH:MM[:SS]`), and what the browser posts back reads as the
/// same instant. Expected texts are worked out by hand: Asia/Shanghai is
/// UTC+8, so 07:30Z is 15:30 there and 1970-01-01T00:00:15Z is 08:00:15;
/// 2026-05-01T01:30:00Z (day 20574 since 1970 × 86 400 + 1.5 h) is 09:30.
@Suite struct TimeZonePageTests {
    private func shanghai() throws -> FormState<Registration> {
        var form = try FormState(Registration())
        form.localization.timeZone = try #require(TimeZone(identifier: "Asia/Shanghai"))
        return form
    }

    @Test func dateInputsHoldTheWallClockTimeOfTheZone() throws {
        let html = try shanghai().html()
        #expect(html.contains(#"<input type="time" id="formwork-alarm" name="alarm" value="15:30">"#))
        #expect(
            html.contains(
                #"<input type="datetime-local" id="formwork-meeting" name="meeting" value="1970-01-01T08:00:15" step="any">"#))
    }

    @Test func thePostedWallClockTimeReadsBackToTheSameInstant() throws {
        var form = try shanghai()
        try form.setValue(.date(Date(timeIntervalSince1970: 1_777_599_000)), for: "meeting")
        #expect(form.html().contains(#"name="meeting" value="2026-05-01T09:30">"#))
        // What the browser posts for the inputs as rendered.
        var posted = try shanghai()
        let result = posted.update(fromURLEncoded: "alarm=15%3A30&meeting=2026-05-01T09%3A30")
        #expect(result.fieldErrors.isEmpty)
        #expect(posted.value(Date.self, for: "alarm") == Date(timeIntervalSince1970: 7 * 3600 + 30 * 60))
        #expect(posted.value(Date.self, for: "meeting") == Date(timeIntervalSince1970: 1_777_599_000))
    }

    @Test func utcPagesAreUnchanged() throws {
        let html = try FormState(Registration()).html()
        #expect(html.contains(#"<input type="time" id="formwork-alarm" name="alarm" value="07:30">"#))
        #expect(html.contains(#"name="meeting" value="1970-01-01T00:00:15" step="any">"#))
    }

    @Test func theScriptLeavesZonedDateTextToTheServer() throws {
        // The script reads date text as UTC; in another zone the row keeps
        // the value the page was rendered with until the form is sent.
        let zoned = try shanghai().liveConditions.rows
        #expect(zoned.first { $0.key == "meeting" }?.reading.shape == .fixed)
        #expect(zoned.first { $0.key == "alarm" }?.reading.shape == .fixed)
        let utc = try FormState(Registration()).liveConditions.rows
        #expect(utc.first { $0.key == "meeting" }?.reading.shape == .date)
    }
}
