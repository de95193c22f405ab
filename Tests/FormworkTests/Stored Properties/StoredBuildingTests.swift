import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// A model declared `.storedProperties` builds exactly the model its
/// `.decoding` twin builds, from the same edits and the same bodies.
struct StoredBuildingTests {
    /// The twins' JSON says `Stored…` where the other says `Decoded…` only in error texts.
    private func same(_ text: String) -> String { text.replacingOccurrences(of: "Stored", with: "Decoded") }

    @Test func bodiesBuildTheModelTheDecodingTwinBuilds() throws {
        var g = SeededGenerator(seed: 11)
        let paths = try FormState(DecodedTrip()).allRows.map(\.parameterPath).filter { !$0.isEmpty }
        let options: [FormUpdateOptions] = [
            .init(), .init(validates: true), .init(absentBooleansAreFalse: true, rejectsUnknownKeys: true),
        ]
        var built = 0
        for round in 0..<120 {
            let parameters = try body(paths, &g)
            let option = options[round % options.count]
            let expected = StoredTwins.outcome { try DecodedTrip(formParameters: parameters, options: option) }
            #expect(
                same(StoredTwins.outcome { try StoredTrip(formParameters: parameters, options: option) }) == expected,
                "\(parameters)")
            if !expected.hasPrefix("error") { built += 1 }
            let body = BodyMaker.mangled(parameters.urlEncoded, &g)
            #expect(
                same(StoredTwins.outcome { try StoredTrip(urlEncoded: body, options: option) })
                    == StoredTwins.outcome { try DecodedTrip(urlEncoded: body, options: option) }, "\(body)")
            if let json = try? parameters.jsonString() {
                let data = Data(json.utf8)
                #expect(
                    same(StoredTwins.outcome { try StoredTrip(json: data, options: option) })
                        == StoredTwins.outcome { try DecodedTrip(json: data, options: option) }, "\(json)")
            }
        }
        // Both kinds of outcome were compared, not only refusals.
        #expect(built > 10 && built < 110)
    }

    /// Valid values for some rows, and now and then random ones (which may
    /// be refused, or not fit), so both built models and errors are compared.
    private func body(_ paths: [[String]], _ g: inout SeededGenerator) throws -> FormParameters {
        let valid = [
            "traveller": "Ada", "seats": "2", "budget": "12.5", "tags": "math", "leaves": "2026-11-21", "cabin": "L",
            "insured": "true", "stop.city": "Lyon", "stop.nights": "3", "stop.car.plate": "AB 123", "stop.car.extras": "4",
        ]
        var form = try FormState(DecodedTrip())
        for (key, text) in valid.sorted(by: { $0.key < $1.key }) where Bool.random(using: &g) {
            _ = try? form.setText(text, for: key)
        }
        var members = form.parameters.members
        if Int.random(in: 0..<3, using: &g) == 0 {
            members += BodyMaker.members(for: [paths.randomElement(using: &g) ?? ["seats"]], &g)
        }
        return FormParameters(members)
    }

    @Test func editsBuildTheModelTheDecodingTwinBuilds() throws {
        var g = SeededGenerator(seed: 12)
        var stored = try FormState(StoredTrip()), decoded = try FormState(DecodedTrip())
        let keys = decoded.allRows.map(\.key)
        var accepted = 0
        let texts = ["Ada", "", "4", "-3", "12.5", "L", "X", "true", "2026-11-21", "a very long name indeed", "7"]
        for _ in 0..<200 {
            let key = keys.randomElement(using: &g) ?? "traveller"
            let text = texts.randomElement(using: &g) ?? ""
            let storedEdit = Result { () throws(FormInputError) in try stored.setText(text, for: key) }.map { _ in "ok" }
            let decodedEdit = Result { () throws(FormInputError) in try decoded.setText(text, for: key) }.map { _ in "ok" }
            #expect("\(storedEdit)" == "\(decodedEdit)", "\(key) = \(text)")
            if case .success = decodedEdit { accepted += 1 }
            #expect(same(StoredTwins.outcome { try stored.model }) == StoredTwins.outcome { try decoded.model })
            #expect(stored.validate().map(\.message) == decoded.validate().map(\.message))
        }
        #expect(accepted > 20 && accepted < 190)
    }

    @Test func propertiesThatAreNotRowsAreKeptFromTheSource() throws {
        var source = StoredTrip()
        source.id = UUID()
        source.reference = "T-42"
        source.stop.note = "by the sea"
        var form = try FormState(source)
        try form.setText("Ada", for: "traveller")
        let built = try form.model
        #expect(built.id == source.id)
        #expect(built.reference == "T-42")
        #expect(built.stop.note == "by the sea")
        #expect(built.traveller == "Ada")
    }

    @Test func aGroupNestedTwiceIsWrittenAndItsSiblingsKept() throws {
        var source = StoredTrip()
        source.stop.city = "Lyon"
        source.stop.car.extras = [1, 2]
        var form = try FormState(source)
        try form.setText("AB 123", for: "stop.car.plate")
        try form.setText("3", for: "stop.nights")
        let built = try form.model
        #expect(built.stop.car.plate == "AB 123")
        #expect(built.stop.car.extras == [1, 2])
        #expect(built.stop.nights == 3)
        #expect(built.stop.city == "Lyon")
        #expect(source.stop.car.plate == "")  // the caller's model is untouched
    }

    @Test func aModelBuiltInPlaceDoesNotRunItsOwnInitFromDecoder() throws {
        var form = try FormState(StoredVoucher())
        try form.setText("-5", for: "amount")
        #expect(try form.model.amount == -5)
        #expect(try StoredVoucher(formParameters: ["amount": -5]).amount == -5)
    }

    @Test func aDecodingModelStillRunsItsOwnInitFromDecoder() throws {
        var form = try FormState(DecodedVoucher())
        try form.setText("-5", for: "amount")
        #expect(throws: DecodingError.self) { try form.model }
        #expect(throws: (any Error).self) { try DecodedVoucher(formParameters: ["amount": -5]) }
    }

    @Test func aStoredPropertiesModelWithALayoutIsBuiltInPlace() throws {
        let schema = try FormSchema.of(StoredTrip.self).model
        #expect(schema.buildsFromStoredProperties)
        #expect(try !FormSchema.of(DecodedTrip.self).model.buildsFromStoredProperties)
    }

    @Test func closureConditionsSeeTheModelsBuiltInPlace() throws {
        var form = try FormState(StoredParcel())
        #expect(form.row("insurance")?.isHidden == true)
        try form.setText("600", for: "contents.value")
        #expect(form.row("insurance")?.isHidden == false)
    }
}

/// A parcel whose insurance row shows when its contents, a group, are worth more than 500.
struct StoredParcel: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormGroup var contents = StoredContents()
    @FormBoolean(visibleWhen: .model { (parcel: StoredParcel) in parcel.contents.value > 500 }) var insurance = false
}

struct StoredContents: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormNumber var value = 0
}
