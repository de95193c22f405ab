import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// A meeting with a date and time, a calendar date and a time of day.
private struct Meeting: FormModel {
    @FormDate var starts = Date(timeIntervalSince1970: 0)
    @FormDate(.date) var day: Date? = nil
    @FormDate(.time) var at = Date(timeIntervalSince1970: 0)
}

/// Dates that have no date text (outside the years 0000–9999, or not
/// finite): every path that meets one says so rather than write a wrong
/// date, and date text is read whole, within the range, or refused.
///
/// Seconds since 1970 of the range's ends, worked out by hand: 0001-01-01 is
/// -62 135 596 800 (719 162 days before 1970), and the year 0000 is a leap
/// year of 366 days, so 0000-01-01 is -62 135 596 800 - 31 622 400 =
/// -62 167 219 200; 9999-12-31T23:59:59Z is 253 402 300 799, so 10000-01-01
/// is 253 402 300 800; the last day of the year -1 starts 86 400 s before
/// 0000-01-01, at -62 167 305 600.
@Suite("Dates: the years 0000 to 9999")
struct DateRangeTests {
    static let yearZero = Date(timeIntervalSince1970: -62_167_219_200)
    static let lastMillisecond = Date(timeIntervalSince1970: 253_402_300_799.999)

    /// Dates no date text can hold, with the text Formwork writes for them.
    static let unwritable: [(name: String, date: Date, text: String)] = [
        ("NaN", Date(timeIntervalSince1970: .nan), "invalid date (nan s since 1970)"),
        ("+inf", Date(timeIntervalSince1970: .infinity), "invalid date (inf s since 1970)"),
        ("-inf", Date(timeIntervalSince1970: -.infinity), "invalid date (-inf s since 1970)"),
        ("1e16 s", Date(timeIntervalSince1970: 1e16), "invalid date (1e+16 s since 1970)"),
        ("year 10000", Date(timeIntervalSince1970: 253_402_300_800), "invalid date (253402300800.0 s since 1970)"),
        ("year -1", Date(timeIntervalSince1970: -62_167_305_600), "invalid date (-62167305600.0 s since 1970)"),
    ]

    private static func meeting(_ date: Date) throws -> FormState<Meeting> {
        var meeting = Meeting()
        meeting.starts = date
        meeting.day = date
        meeting.at = date
        return try FormState(meeting)
    }

    @Test func unwritableDatesThroughFormRowsShowTheInvalidDateText() throws {
        for (name, date, text) in Self.unwritable {
            let form = try Self.meeting(date)
            #expect(form.rows.map(\.displayText) == [text, text, text], "\(name)")
        }
    }

    @Test func unwritableDatesThroughURLEncodedParametersAreWrittenAsTextNoReaderTakesForADate() throws {
        for (name, date, text) in Self.unwritable {
            let form = try Self.meeting(date)
            // WHATWG urlencoded: space is `+`, `(` `)` `+` are percent-encoded.
            let encoded = text.replacingOccurrences(of: "+", with: "%2B").replacingOccurrences(of: " ", with: "+")
                .replacingOccurrences(of: "(", with: "%28").replacingOccurrences(of: ")", with: "%29")
            #expect(form.parameters.urlEncoded == "starts=\(encoded)&day=\(encoded)&at=\(encoded)", "\(name)")
            // Reading the body back is a field error per row, never another date.
            var reader = try FormState(Meeting())
            let result = reader.update(fromURLEncoded: form.parameters.urlEncoded)
            #expect(result.fieldErrors.map(\.key) == ["starts", "day", "at"], "\(name)")
            #expect(try reader.model.starts == Date(timeIntervalSince1970: 0))
        }
    }

    @Test func unwritableDatesThroughJSONParametersAreAnEncodingError() throws {
        for (name, date, _) in Self.unwritable {
            let form = try Self.meeting(date)
            #expect(throws: FormParameters.EncodingError.dateOutOfRange(path: "starts"), "\(name)") { try form.parameters.json() }
            #expect(throws: FormParameters.EncodingError.dateOutOfRange(path: "list[1]"), "\(name)") {
                try (["list": [.date(Self.yearZero), .date(date)]] as FormParameters).json()
            }
        }
    }

    @Test func unwritableDatesThroughFormValueDescriptionShowTheInvalidDateText() {
        for (name, date, text) in Self.unwritable {
            #expect(FormValue.date(date).description == text, "\(name)")
            #expect(FormValue.date(date).text == text, "\(name)")
            #expect(FormValue.array([.date(date)]).description == "[\(text)]", "\(name)")
            #expect(String(formValue: .date(date)) == text, "\(name)")
        }
    }

    @Test func unwritableDatesThroughUpdateFromDictionaryAreADecodingProblem() throws {
        for (name, date, _) in Self.unwritable {
            var form = try FormState(Meeting())
            let seconds = ExactNumberText.double(date.timeIntervalSince1970)
            let result = form.update(fromDictionary: [
                "starts": date, "day": NSDate(timeIntervalSince1970: date.timeIntervalSince1970),
            ])
            #expect(
                result.decodingProblems == [
                    .init(key: "day", reason: .dateOutOfRange(secondsSince1970: seconds)),
                    .init(key: "starts", reason: .dateOutOfRange(secondsSince1970: seconds)),
                ], "\(name)")
            #expect(try form.model.starts == Date(timeIntervalSince1970: 0))
        }
    }

    @Test func unwritableDatesSetInCodeAreAFieldError() throws {
        for (name, date, _) in Self.unwritable {
            var form = try FormState(Meeting())
            #expect(throws: FormInputError.self, "\(name)") { try form.setValue(date, for: "starts") }
            #expect(try form.model.starts == Date(timeIntervalSince1970: 0))
            #expect(form.rows.first?.inputError?.message == "Starts must be a date between the years 0000 and 9999")
            let result = form.update(from: ["day": .date(date)])
            #expect(result.fieldErrors.map(\.message) == ["Day must be a date between the years 0000 and 9999"], "\(name)")
            #expect(throws: FormInputError.self) { try form.setValue(FormValue.array([.date(date)]), for: "at") }
        }
    }

    @Test func aModelHoldingAnUnwritableDateIsKeptAsItIs() throws {
        for (name, date, _) in Self.unwritable {
            var form = try Self.meeting(date)
            _ = try? form.setValue(Date(timeIntervalSince1970: .nan), for: "at")
            // The form refuses to write such a date, but never loses the one the model holds.
            let model = try form.model
            #expect(model.starts.timeIntervalSince1970.bitPattern == date.timeIntervalSince1970.bitPattern, "\(name)")
            #expect(model.day?.timeIntervalSince1970.bitPattern == date.timeIntervalSince1970.bitPattern, "\(name)")
        }
    }

    @Test func unwritableDatesHeldByTheModelAreReportedByValidate() throws {
        for (name, date, _) in Self.unwritable {
            let form = try Self.meeting(date)
            #expect(
                form.validate().map(\.message) == [
                    "Starts must be a date between the years 0000 and 9999",
                    "Day must be a date between the years 0000 and 9999",
                    "At must be a date between the years 0000 and 9999",
                ], "\(name)")
        }
    }

    // MARK: The range's ends, written and read

    @Test func theFirstAndLastMillisecondOfTheRangeAreWrittenAndReadBack() {
        #expect(FormDateText.iso8601(Self.yearZero) == "0000-01-01T00:00:00Z")
        #expect(FormDateText.iso8601(Self.lastMillisecond) == "9999-12-31T23:59:59.999Z")
        #expect(FormDateText.parseDateTime("0000-01-01T00:00:00Z") == Self.yearZero)
        #expect(FormDateText.parseDateTime("9999-12-31T23:59:59.999Z").map(FormDateText.milliseconds) == 253_402_300_799_999)
        #expect(FormDateText.parseDateTime("9999-12-31") == Date(timeIntervalSince1970: 253_402_214_400))
    }

    @Test func textOutsideTheRangeIsRefusedOnReading() {
        // A zone offset or a rounded fraction can carry an instant past either end.
        #expect(FormDateText.parseDateTime("0000-01-01T00:30+01:00") == nil)
        #expect(FormDateText.parseDateTime("9999-12-31T23:30-01:00") == nil)
        #expect(FormDateText.parseDateTime("9999-12-31T23:59:59.9995Z") == nil)
        #expect(FormDateText.parseDateTime("9999-12-31T23:59:59.9994Z").map(FormDateText.milliseconds) == 253_402_300_799_999)
        #expect(FormDateText.parseDateTime("+10000-01-01") == nil)
        #expect(FormDateText.parseDateTime("-0001-12-31") == nil)
    }

    /// Date text is read whole, to its last byte: every separator and
    /// digit group in its place, nothing after it, ASCII digits only.
    @Test func dateTextIsReadWholeOrRefused() {
        let read: [(String, Int)] = [
            ("2026-11-21", 1_795_219_200_000), ("2026-11-21T09:30", 1_795_253_400_000),
            ("2026-11-21t09:30:00z", 1_795_253_400_000), ("2026-11-21 09:30:00Z", 1_795_253_400_000),
            ("2026-11-21T09:30:00+01:00", 1_795_249_800_000), ("2026-11-21T09:30:00-0130", 1_795_258_800_000),
            ("2026-11-21T09:30:00.25", 1_795_253_400_250), ("2024-02-29", 1_709_164_800_000),
        ]
        for (text, milliseconds) in read {
            #expect(FormDateText.parseDateTime(text).map(FormDateText.milliseconds) == milliseconds, "\(text)")
        }
        let refused = [
            "", "2026", "2026-11", "2026-11-2", "2026-11-21T", "2026-11-21T09", "2026-11-21T09:3", "2026-11-21T09:30Zx",
            "2026-11-21T09:30:00.", "2026-13-01", "2025-02-29", "2026-11-21x", "2026/11/21",
            "２０２６-11-21", "2026-11-21T24:00", "2026-11-21T09:60",
        ]
        for text in refused { #expect(FormDateText.parseDateTime(text) == nil, "\(text)") }
        #expect(FormDateText.parseTimeOfDay("09:30").map(FormDateText.milliseconds) == 34_200_000)
        for text in ["", "9:30", "09:30 ", "09:30:5", "0930"] { #expect(FormDateText.parseTimeOfDay(text) == nil, "\(text)") }
    }

    @Test func aDateThatRoundsPastTheLastMillisecondIsUnwritable() {
        let date = Date(timeIntervalSince1970: 253_402_300_799.99962)
        #expect(!FormDateText.isRepresentable(date))
        #expect(FormDateText.iso8601(date).hasPrefix("invalid date ("))
    }

    @Test func fractionDigitsBeyondTheMillisecondRoundIt() {
        #expect(FormDateText.parseDateTime("2026-11-21T09:30:00.1234Z").map(FormDateText.milliseconds) == 1_795_253_400_123)
        #expect(FormDateText.parseDateTime("2026-11-21T09:30:00.1235Z").map(FormDateText.milliseconds) == 1_795_253_400_124)
        #expect(FormDateText.parseDateTime("2026-11-21T09:30:00.5Z").map(FormDateText.milliseconds) == 1_795_253_400_500)
        #expect(FormDateText.parseTimeOfDay("23:59:59.9999").map(FormDateText.milliseconds) == 86_400_000)
    }

    @Test func generatedDatesAcrossTheWholeRangeRoundTripToTheMillisecond() throws {
        var generator = SeededGenerator(seed: 2)
        let ends = [FormDateText.earliestMilliseconds, FormDateText.latestMilliseconds, 0, -1, 1]
        let milliseconds =
            ends
            + (0..<20_000).map { _ in
                Int.random(in: FormDateText.earliestMilliseconds...FormDateText.latestMilliseconds, using: &generator)
            }
        for millisecond in milliseconds {
            // Up to ±0.4 ms off the millisecond: written text rounds it to the millisecond.
            let fraction = Double.random(in: -0.0004...0.0004, using: &generator)
            let date = Date(timeIntervalSince1970: Double(millisecond) / 1000 + fraction)
            guard FormDateText.milliseconds(date) == millisecond else {
                // Near 1e11 s a Double cannot hold that fraction; the millisecond is still the nearest.
                Issue.record("\(millisecond) + \(fraction) does not round to \(millisecond)")
                continue
            }
            let text = FormDateText.iso8601(date)
            let back = try #require(FormDateText.parseDateTime(text), "\(text)")
            #expect(FormDateText.milliseconds(back) == millisecond, "\(text)")
            #expect(FormDateText.iso8601(back) == text)
            #expect(Date(formValue: .string(text)) == back)
        }
    }

    @Test func writtenDatesMatchFoundationsISO8601FormatterFromTheYear1600() throws {
        // Foundation's formatter switches to the Julian calendar before 1582,
        // so it is an independent check only from there on.
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        var generator = SeededGenerator(seed: 3)
        let from = FormDateText.daysFromCivil(year: 1600, month: 1, day: 1) * 86_400_000
        for _ in 0..<2000 {
            let millisecond = Int.random(in: from...FormDateText.latestMilliseconds, using: &generator)
            let date = Date(timeIntervalSince1970: Double(millisecond) / 1000)
            let expected = formatter.string(from: date).replacingOccurrences(of: ".000Z", with: "Z")
            #expect(FormDateText.iso8601(date) == expected)
        }
    }
}
