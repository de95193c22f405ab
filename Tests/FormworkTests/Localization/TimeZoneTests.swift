import Formwork
import FormworkFixtures
import Foundation
import Testing

/// An appointment: a date and time, a reminder time of day and a calendar day.
private struct Appointment: FormModel {
    @FormDate var starts = Date(timeIntervalSince1970: 0)
    @FormDate(.time) var reminder = Date(timeIntervalSince1970: 0)
    @FormDate(.date) var day = Date(timeIntervalSince1970: 0)
}

/// Every expected instant below was worked out by hand from the calendar,
/// not copied from Formwork's output: 2026-01-01 is day 20454 since 1970
/// (56 years, 14 of them leap years), so 2026-03-08 is day 20520,
/// 2026-05-01 day 20574 and 2026-11-01 day 20758, times 86 400 seconds.
/// Offsets are those of the time zone database: Asia/Shanghai is UTC+8
/// all year; America/New_York is UTC−5, and UTC−4 from 2026-03-08 02:00
/// (07:00Z) to 2026-11-01 02:00 EDT (06:00Z), the second Sunday of March
/// and the first Sunday of November.
@Suite struct TimeZoneTests {
    private func form(in identifier: String) throws -> FormState<Appointment> {
        var form = try FormState(Appointment())
        form.localization.timeZone = try #require(TimeZone(identifier: identifier))
        return form
    }

    private func row(_ key: String, of form: FormState<Appointment>) throws -> FormRow {
        try #require(form.rows.first { $0.key == key })
    }

    @Test func aDateAndTimeTypedInShanghaiIsThatWallClockTime() throws {
        var form = try form(in: "Asia/Shanghai")
        try form.setText("2026-05-01T09:30", for: "starts")
        // 2026-05-01T01:30:00Z: day 20574 × 86 400 + 1.5 h.
        #expect(form.value(Date.self, for: "starts") == Date(timeIntervalSince1970: 1_777_599_000))
        #expect(try row("starts", of: form).displayText == "2026-05-01T09:30:00+08:00")
    }

    @Test func theShownDateAndTimeTypedBackIsTheSameInstant() throws {
        var form = try form(in: "Asia/Shanghai")
        try form.setText("2026-05-01T09:30:15.250", for: "starts")
        let shown = try row("starts", of: form).displayText
        #expect(shown == "2026-05-01T09:30:15.250+08:00")
        try form.setText(shown, for: "starts")
        #expect(form.value(Date.self, for: "starts") == Date(timeIntervalSince1970: 1_777_599_015.25))
    }

    @Test func textThatNamesItsZoneIsThatInstantInAnyZone() throws {
        var form = try form(in: "Asia/Shanghai")
        try form.setText("2026-05-01T01:30:00Z", for: "starts")
        #expect(form.value(Date.self, for: "starts") == Date(timeIntervalSince1970: 1_777_599_000))
        try form.setText("2026-05-01T03:30+02:00", for: "starts")
        #expect(form.value(Date.self, for: "starts") == Date(timeIntervalSince1970: 1_777_599_000))
    }

    @Test func aTimeOfDayIsTheWallClockTimeOnTheFirstDayOf1970() throws {
        var shanghai = try form(in: "Asia/Shanghai")
        try shanghai.setText("09:30", for: "reminder")
        // 1970-01-01T01:30:00Z.
        #expect(shanghai.value(Date.self, for: "reminder") == Date(timeIntervalSince1970: 5400))
        #expect(try row("reminder", of: shanghai).displayText == "09:30")
        var newYork = try form(in: "America/New_York")
        try newYork.setText("09:30", for: "reminder")
        // 1970-01-01 09:30 EST is 14:30:00Z.
        #expect(newYork.value(Date.self, for: "reminder") == Date(timeIntervalSince1970: 52_200))
        #expect(try row("reminder", of: newYork).displayText == "09:30")
    }

    @Test func aCalendarDayIsTheSameDayInEveryZone() throws {
        for identifier in ["Asia/Shanghai", "America/Los_Angeles", "Pacific/Kiritimati"] {
            var form = try form(in: identifier)
            try form.setText("2026-05-01", for: "day")
            // Midnight UTC of the day: day 20574 × 86 400.
            #expect(form.value(Date.self, for: "day") == Date(timeIntervalSince1970: 1_777_593_600))
            #expect(try row("day", of: form).displayText == "2026-05-01")
            #expect(form.parameters.urlEncoded.contains("day=2026-05-01"))
        }
    }

    @Test func aWallClockTimeTheClocksSkipIsReadAsIfTheyHadNotMovedYet() throws {
        var form = try form(in: "America/New_York")
        try form.setText("2026-03-08T02:30", for: "starts")
        // 02:30 EST would be 07:30Z, after the change at 07:00Z: 03:30 EDT.
        // Day 20520 × 86 400 + 7.5 h.
        #expect(form.value(Date.self, for: "starts") == Date(timeIntervalSince1970: 1_772_955_000))
        #expect(try row("starts", of: form).displayText == "2026-03-08T03:30:00-04:00")
    }

    @Test func aWallClockTimeTheClocksShowTwiceIsTheEarlierInstant() throws {
        var form = try form(in: "America/New_York")
        try form.setText("2026-11-01T01:30", for: "starts")
        // 01:30 EDT, 05:30Z: day 20758 × 86 400 + 5.5 h.
        #expect(form.value(Date.self, for: "starts") == Date(timeIntervalSince1970: 1_793_511_000))
        #expect(try row("starts", of: form).displayText == "2026-11-01T01:30:00-04:00")
    }

    @Test func wallClockTimesAroundTheChangesReadAsFoundationsCalendarReadsThem() throws {
        // Calendar.date(from:) is an independent reading of the same rules:
        // every quarter hour from 00:00 to 04:00 on both days of change.
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        for (month, day) in [(3, 8), (11, 1)] {
            for quarter in 0..<16 {
                let (hour, minute) = (quarter / 4, quarter % 4 * 15)
                var form = try form(in: "America/New_York")
                let text = "2026-\(month < 10 ? "0" : "")\(month)-0\(day)T0\(hour):\(minute < 10 ? "0" : "")\(minute)"
                try form.setText(text, for: "starts")
                let components = DateComponents(year: 2026, month: month, day: day, hour: hour, minute: minute)
                #expect(form.value(Date.self, for: "starts") == calendar.date(from: components), "\(text)")
            }
        }
    }

    @Test func theLaterOfTwoEqualWallClockTimesKeepsItsOffsetAndReadsBack() throws {
        var form = try form(in: "America/New_York")
        // 01:30 EST, 06:30Z, an hour after 01:30 EDT.
        try form.setValue(.date(Date(timeIntervalSince1970: 1_793_514_600)), for: "starts")
        let shown = try row("starts", of: form).displayText
        #expect(shown == "2026-11-01T01:30:00-05:00")
        try form.setText("2026-05-01T09:30", for: "starts")
        try form.setText(shown, for: "starts")
        #expect(form.value(Date.self, for: "starts") == Date(timeIntervalSince1970: 1_793_514_600))
    }

    @Test func parametersWriteTheInstantInUTCAndTheTimeOfDayAsShown() throws {
        var form = try form(in: "Asia/Shanghai")
        try form.setText("2026-05-01T09:30", for: "starts")
        try form.setText("09:30", for: "reminder")
        // WHATWG urlencoded: ":" is %3A.
        let body = form.parameters.urlEncoded
        #expect(body == "starts=2026-05-01T01%3A30%3A00Z&reminder=09%3A30&day=1970-01-01")
        var copy = try self.form(in: "Asia/Shanghai")
        let result = copy.update(fromURLEncoded: body)
        #expect(result.fieldErrors.isEmpty)
        #expect(copy.value(Date.self, for: "starts") == form.value(Date.self, for: "starts"))
        #expect(copy.value(Date.self, for: "reminder") == form.value(Date.self, for: "reminder"))
    }

    @Test func everyShownDateAndTimeTypedBackIsTheSameInstant() throws {
        // Half-hour and 45-minute offsets, a half-hour summer time, and
        // local mean times of whole seconds before 1920, which have no
        // `±hh:mm` and are shown in UTC.
        let zones = ["Asia/Shanghai", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "Africa/Monrovia"]
        var generator = SeededGenerator(seed: 20_261_128)
        for identifier in zones {
            var form = try form(in: identifier)
            for _ in 0..<300 {
                // Milliseconds from 1800 to 2200.
                let instant = Date(
                    timeIntervalSince1970: Double(Int.random(in: -5_364_662_400_000...7_258_118_400_000, using: &generator))
                        / 1000)
                try form.setValue(.date(instant), for: "starts")
                let shown = try row("starts", of: form).displayText
                try form.setText("2000-01-01T00:00Z", for: "starts")
                try form.setText(shown, for: "starts")
                #expect(form.value(Date.self, for: "starts") == instant, "\(identifier) \(shown)")
            }
        }
    }

    @Test func aPostedWallClockTimeIsReadInTheZone() throws {
        var form = try form(in: "Asia/Shanghai")
        // What a `datetime-local` and a `time` input post.
        let result = form.update(fromURLEncoded: "starts=2026-05-01T09%3A30&reminder=09%3A30")
        #expect(result.fieldErrors.isEmpty)
        #expect(form.value(Date.self, for: "starts") == Date(timeIntervalSince1970: 1_777_599_000))
        #expect(form.value(Date.self, for: "reminder") == Date(timeIntervalSince1970: 5400))
    }

    @Test func utcIsTheDefaultAndReadsAndShowsAsBefore() throws {
        var form = try FormState(Appointment())
        #expect(form.localization.timeZone == FormLocalization.utc)
        #expect(FormLocalization.utc.secondsFromGMT(for: Date(timeIntervalSince1970: 1_777_599_000)) == 0)
        try form.setText("2026-05-01T09:30", for: "starts")
        try form.setText("09:30", for: "reminder")
        // 2026-05-01T09:30:00Z: day 20574 × 86 400 + 9.5 h; 09:30 on 1970-01-01 is 34 200 s.
        #expect(form.value(Date.self, for: "starts") == Date(timeIntervalSince1970: 1_777_627_800))
        #expect(form.value(Date.self, for: "reminder") == Date(timeIntervalSince1970: 34_200))
        #expect(try row("starts", of: form).displayText == "2026-05-01T09:30:00Z")
        #expect(try row("reminder", of: form).displayText == "09:30")
    }

    @Test func aZoneWhoseOffsetIsZeroWritesZ() throws {
        var form = try form(in: "Europe/London")
        // 2026-11-21 is winter time in London, UTC+0: 09:30 is 09:30Z.
        try form.setText("2026-11-21T09:30", for: "starts")
        #expect(form.value(Date.self, for: "starts") == Date(timeIntervalSince1970: 1_795_253_400))
        #expect(try row("starts", of: form).displayText == "2026-11-21T09:30:00Z")
    }

    @Test func theDateHintsFollowTheLanguage() {
        #expect(FormLocalization(language: .german).text(FormPhrase("date.hint.date")) == "JJJJ-MM-TT, z. B. 2026-11-21")
        #expect(
            FormLocalization(language: .russian).text(FormPhrase("date.hint.time")) == "ЧЧ:ММ, например 09:30")
        #expect(FormLocalization().text(FormPhrase("date.hint.date")) == "YYYY-MM-DD, like 2026-11-21")
    }
}
