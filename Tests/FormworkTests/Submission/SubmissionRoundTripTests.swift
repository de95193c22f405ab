import Formwork
import FormworkFixtures
import Foundation
import Testing

/// model → parameters → body → model is the identity on generated values.
///
/// Two things cannot travel and are left out, on purpose:
/// - a ``FormFile`` with bytes: urlencoded text carries only its name (use
///   multipart for bytes), and JSON writes it as an object that a file row
///   does not read back; `scan` is therefore `nil` in these models;
/// - sub-millisecond time: dates are written as ISO 8601 to the
///   millisecond, so the generated dates are whole milliseconds;
/// - the time of day of a `.date` row: it submits its calendar date
///   (`2026-11-21`), so its generated dates are whole UTC days.
/// `untouched` is not a row, so it is never submitted and comes back as
/// `Everything()`'s value.
@Suite("Submission: round trips through bodies")
struct SubmissionRoundTripTests {
    static func generated(_ g: inout SeededGenerator) -> Everything {
        var model = RoundTripTests.generated(&g)
        model.scan = nil
        model.moment = Self.wholeMilliseconds(model.moment)
        model.day = model.day.map(Self.wholeDays)
        model.untouched = Everything().untouched
        return model
    }

    static func wholeDays(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400)
    }

    static func wholeMilliseconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded(.down) / 1000)
    }

    @Test func modelToURLEncodedToModel() throws {
        var g = SeededGenerator(seed: 404)
        for _ in 0..<300 {
            let original = Self.generated(&g)
            let body = try FormState(original).parameters.urlEncoded
            let read = try Everything(urlEncoded: body)
            #expect(read == original, "body: \(body)")
        }
    }

    @Test func modelToJSONToModel() throws {
        var g = SeededGenerator(seed: 8259)
        for _ in 0..<300 {
            let original = Self.generated(&g)
            let json = try FormState(original).parameters.json()
            let read = try Everything(json: json)
            #expect(read == original, "json: \(json.text)")
        }
    }

    @Test func modelToJSONWithNullsToModel() throws {
        // nil written as null reads back as nil, over a model whose optionals are set.
        var g = SeededGenerator(seed: 7578)
        var filled = Everything()
        filled.maybe_int = 1
        filled.maybe_double = 1
        filled.maybe_decimal = 1
        filled.maybe_flag = true
        filled.maybe_gender = .male
        filled.secret = "x"
        filled.day = Date(timeIntervalSince1970: 0)
        for _ in 0..<100 {
            let original = Self.generated(&g)
            let json = try FormState(original).parameters(policy: .init(nilValues: .null)).json()
            var form = try FormState(filled)
            let result = form.update(fromJSON: json)
            #expect(result.error == nil)
            #expect(try form.model == original, "json: \(json.text)")
        }
    }

    @Test func modelToParametersToModel() throws {
        var g = SeededGenerator(seed: 1)
        for _ in 0..<200 {
            let original = Self.generated(&g)
            let read = try Everything(formParameters: try FormState(original).parameters)
            #expect(read == original)
        }
    }

    @Test func millisecondsSurviveAndFinerTimeDoesNot() throws {
        var model = Everything()
        model.moment = Date(timeIntervalSince1970: 1_795_253_400.25)
        #expect(try Everything(urlEncoded: FormState(model).parameters.urlEncoded).moment == model.moment)
        model.moment = Date(timeIntervalSince1970: 1_795_253_400.0004)
        #expect(
            try Everything(urlEncoded: FormState(model).parameters.urlEncoded).moment
                == Date(timeIntervalSince1970: 1_795_253_400))
    }
}
