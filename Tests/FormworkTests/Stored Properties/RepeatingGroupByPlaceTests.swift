import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

// A rota with a repeating group of shifts, declared twice row for row: one
// built through `init(from:)`, one by writing its stored properties in
// place. Each shift keeps a badge that is no row, which must move with it.

private struct DecodedShift: FormModel {
    @FormText var role = ""
    @FormNumber(range: 0...24) var hours = 0
    var badge = "B-0"
}

private struct DecodedRota: FormModel {
    @FormText var team = ""
    @FormGroup(minItems: 1, maxItems: 40) var shifts: [DecodedShift] = []
    @FormBoolean var published = false
    var id = StoredTwins.id
}

private struct StoredShift: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var role = ""
    @FormNumber(range: 0...24) var hours = 0
    var badge = "B-0"
}

private struct StoredRota: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var team = ""
    @FormGroup(minItems: 1, maxItems: 40) var shifts: [StoredShift] = []
    @FormBoolean var published = false
    var id = StoredTwins.id
}

/// Items that check themselves.
private struct CheckedShift: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var role = ""

    func validate() -> [FormModelError] { role == "Boss" ? [FormModelError("role", "No bosses on a rota")] : [] }
}

private struct CheckedRota: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormGroup var shifts: [CheckedShift] = []
}

/// A model with a repeating group is read, built and copied by the places
/// of its stored properties like any other: its items are read and built as
/// their own type reads and builds a model, and the model is never passed
/// through its `Codable` conformance to be read.
struct RepeatingGroupByPlaceTests {
    /// The twins' JSON says `Stored…` where the other says `Decoded…` only in error texts.
    private func same(_ text: String) -> String { text.replacingOccurrences(of: "Stored", with: "Decoded") }

    @Test func aModelWithARepeatingGroupHasALayoutAndMayBeBuiltInPlace() throws {
        for schema in [try FormSchema.of(DecodedRota.self).model, try FormSchema.of(StoredRota.self).model] {
            #expect(schema.layout?.repeating.map(\.codingKey) == ["shifts"], "\(schema.typeName)")
            // The other properties are captured by place too, so `id` is read from memory.
            #expect(schema.layout?.capturePlan != nil, "\(schema.typeName)")
        }
        #expect(try FormSchema.of(StoredRota.self).model.buildsFromStoredProperties)
        #expect(try FormSchema.of(DecodedRota.self).model.buildsFromStoredProperties == false)
    }

    @Test func itemsReadByPlaceAreTheItemsItsEncodingHandsOver() throws {
        var rota = DecodedRota()
        rota.team = "Night"
        rota.shifts = [
            DecodedShift(role: "Nurse", hours: 8, badge: "B-1"), DecodedShift(role: "Porter", hours: 4, badge: "B-2"),
            DecodedShift(),
        ]
        let schema = try FormSchema.of(DecodedRota.self).model
        let reader = ValueReader(schema: schema)
        try reader.read(rota)
        let byPlace = try schema.read(rota)
        #expect(byPlace.fixed == reader.values)
        #expect(byPlace.items == reader.items)
        // Checked by hand: the three shifts' role and hours, in order.
        #expect(
            byPlace.items == [
                [[.string("Nurse"), .integer(8)], [.string("Porter"), .integer(4)], [.string(""), .integer(0)]]
            ])
    }

    @Test func anItemsOtherPropertiesMoveWithItInAModelBuiltInPlace() throws {
        var rota = StoredRota()
        rota.shifts = [StoredShift(role: "Nurse", badge: "B-1"), StoredShift(role: "Porter", badge: "B-2")]
        var form = try FormState(rota)
        try form.insertItem(StoredShift(role: "Cook", badge: "B-9"), at: 0, intoGroup: "shifts")
        try form.moveItem(from: 0, to: 2, inGroup: "shifts")
        try form.removeItem(at: 0, fromGroup: "shifts")
        try form.insertItem(at: 0, intoGroup: "shifts")
        try form.setText("Lead", for: "shifts[0].role")
        let model = try form.model
        #expect(model.shifts.map(\.role) == ["Lead", "Porter", "Cook"])
        #expect(model.shifts.map(\.badge) == ["B-0", "B-2", "B-9"])
        #expect(model.id == StoredTwins.id)
    }

    @Test func randomItemEditsBuildTheModelTheDecodingTwinBuilds() throws {
        var g = SeededGenerator(seed: 29)
        var compared = 0
        for _ in 0..<40 {
            var decoded = try FormState(DecodedRota())
            var stored = try FormState(StoredRota())
            for step in 0..<12 {
                let count = decoded.allRows.filter { $0.key.hasPrefix("shifts[") && $0.key.hasSuffix("].role") }.count
                let index = Int.random(in: 0...max(count, 0), using: &g)
                let badge = "B-\(step)"
                switch Int.random(in: 0..<6, using: &g) {
                case 0:
                    _ = try? decoded.insertItem(DecodedShift(role: "R\(step)", badge: badge), at: index, intoGroup: "shifts")
                    _ = try? stored.insertItem(StoredShift(role: "R\(step)", badge: badge), at: index, intoGroup: "shifts")
                case 1:
                    _ = try? decoded.insertItem(at: index, intoGroup: "shifts")
                    _ = try? stored.insertItem(at: index, intoGroup: "shifts")
                case 2:
                    _ = try? decoded.removeItem(at: index, fromGroup: "shifts")
                    _ = try? stored.removeItem(at: index, fromGroup: "shifts")
                case 3:
                    let to = Int.random(in: 0...max(count - 1, 0), using: &g)
                    _ = try? decoded.moveItem(from: index, to: to, inGroup: "shifts")
                    _ = try? stored.moveItem(from: index, to: to, inGroup: "shifts")
                case 4:
                    let key = ["team", "shifts[\(index)].role", "shifts[\(index)].hours"][Int.random(in: 0..<3, using: &g)]
                    let text = ["Day", "7", "99", ""][Int.random(in: 0..<4, using: &g)]
                    _ = try? decoded.setText(text, for: key)
                    _ = try? stored.setText(text, for: key)
                default:
                    #expect(
                        same(StoredTwins.outcome { try stored.model }) == StoredTwins.outcome { try decoded.model })
                    compared += 1
                }
            }
            let expected = StoredTwins.outcome { try decoded.model }
            #expect(same(StoredTwins.outcome { try stored.model }) == expected)
            #expect(expected.contains("\"shifts\""))
        }
        #expect(compared > 40)
    }

    @Test func aModelBuiltInPlaceWhoseItemsFindNothingIsNotBuiltToBeValidated() throws {
        var form = try FormState(StoredRota())
        try form.insertItem(at: 0, intoGroup: "shifts")
        #expect(throws: FormInputError.self) { try form.setText("30", for: "shifts[0].hours") }
        #expect(form.validate().map(\.key) == ["shifts[0].hours"])
        #expect(form.modelBuildCount == 0)
        // The group's own bounds are still checked: no item where one is needed.
        let empty = try FormState(StoredRota())
        #expect(empty.validate().map(\.key) == ["shifts"])
        #expect(empty.modelBuildCount == 0)
        // Items that check themselves are built to be validated: the item's finding is reported.
        var checked = try FormState(CheckedRota())
        try checked.insertItem(CheckedShift(role: "Boss"), at: 0, intoGroup: "shifts")
        #expect(checked.validate().map(\.message) == ["No bosses on a rota"])
        #expect(try FormSchema.of(CheckedRota.self).model.findsNothing == false)
        #expect(try FormSchema.of(DecodedRota.self).model.findsNothing == false)
    }

    @Test func bodiesWithItemsBuildTheModelTheDecodingTwinBuilds() throws {
        let bodies = [
            "team=Night&shifts[0][role]=Nurse&shifts[0][hours]=8&shifts[1][role]=Porter&shifts[1][hours]=4",
            "team=Day&shifts[0][role]=Cook&shifts[0][hours]=30",
            "team=&published=true",
        ]
        for body in bodies {
            for options in [FormUpdateOptions(), FormUpdateOptions(validates: true)] {
                let expected = StoredTwins.outcome { try DecodedRota(urlEncoded: Data(body.utf8), options: options) }
                #expect(
                    same(StoredTwins.outcome { try StoredRota(urlEncoded: Data(body.utf8), options: options) }) == expected,
                    "\(body)")
            }
        }
        let night = try StoredRota(urlEncoded: Data(bodies[0].utf8))
        #expect(night.shifts.map(\.role) == ["Nurse", "Porter"])
        #expect(night.shifts.map(\.hours) == [8, 4])
    }
}
