import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// A model built in place throughout is built from the last model built
/// for the same source, writing only the rows whose values differ from the
/// ones that model was built from, not every row after every edit; a group
/// built in place is written where it lies. The model is the one a build
/// from the source makes, whichever copy of the form built the last.
@Suite(.serialized)
struct IncrementalBuildTests {
    /// A code whose every reading from a form value is counted.
    struct CountedCode: FormValueConvertible, Codable, Hashable {
        static let readings = Locked<Int>(0)
        let text: String

        init(_ text: String) { self.text = text }

        var formValue: FormValue { .string(text) }

        init?(formValue: FormValue) {
            guard case .string(let text) = formValue else { return nil }
            Self.readings.withLock { $0 += 1 }
            self.text = text
        }

        init(from decoder: any Decoder) throws { text = try decoder.singleValueContainer().decode(String.self) }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }

    struct Ticket: FormModel {
        static var formBuilding: FormBuilding { .storedProperties }
        @FormText var holder = ""
        @FormEnumerated(options: [.init(CountedCode("A"), "Aisle"), .init(CountedCode("W"), "Window")])
        var seat = CountedCode("A")
        @FormGroup var stop = StoredStop()
        var serial = 7
    }

    private func readings() -> Int { CountedCode.readings.withLock { $0 } }

    @Test func anEditThenTheModelWritesOnlyTheEditedRow() throws {
        var form = try FormState(Ticket())
        try form.setText("Ada", for: "holder")
        let before = readings()
        _ = try form.model  // the first build writes every row
        #expect(readings() == before + 1)
        for (index, name) in ["Bob", "Cy", "Di"].enumerated() {
            try form.setText(name, for: "holder")
            try form.setText("Lyon \(index)", for: "stop.city")
            let built = try form.model
            #expect(built.holder == name)
            #expect(built.stop.city == "Lyon \(index)")
            #expect(built.seat == CountedCode("A"))
            // The seat was not edited: it was not read again.
            #expect(readings() == before + 1)
        }
        try form.setText("W", for: "seat")  // the edit reads the text too
        let edited = readings()
        #expect(try form.model.seat == CountedCode("W"))
        #expect(readings() == edited + 1)
        #expect(form.modelBuildCount == 5)
    }

    @Test func copiesEditedApartEachBuildTheirOwnModel() throws {
        var first = try FormState(Ticket())
        var second = first
        try first.setText("Ada", for: "holder")
        try second.setText("Lyon", for: "stop.city")
        // The second copy builds from the model the first one built (the
        // copies share the source), with the first one's edit undone.
        let a = try first.model
        let b = try second.model
        #expect(a.holder == "Ada" && a.stop.city == "")
        #expect(b.holder == "" && b.stop.city == "Lyon")
        try first.setText("W", for: "seat")
        #expect(try first.model.seat == CountedCode("W") && first.model.stop.city == "")
        #expect(try second.model.seat == CountedCode("A"))
    }

    @Test func aModelHandedOutKeepsItsValuesWhenTheKeptOneIsUpdated() throws {
        var form = try FormState(Ticket())
        try form.setText("Ada", for: "holder")
        let first = try form.model
        // No one else holds the kept model now: the next build updates it where it lies.
        try form.setText("Bob", for: "holder")
        try form.setText("Lyon", for: "stop.city")
        let second = try form.model
        #expect(first.holder == "Ada" && first.stop.city == "")
        #expect(second.holder == "Bob" && second.stop.city == "Lyon")
        try form.setText("Cy", for: "holder")
        #expect(try form.model.holder == "Cy")
        #expect(first.holder == "Ada" && second.holder == "Bob")
    }

    @Test func randomEditsOfCopiesBuildWhatAFreshFormBuilds() throws {
        var g = SeededGenerator(seed: 31)
        var source = StoredTrip()
        source.reference = "T-9"
        source.stop.note = "by the sea"
        let keys = try FormState(source).allRows.map(\.key)
        let texts = ["Ada", "", "4", "12.5", "L", "true", "2026-11-21", "AB 123", "7", "S"]
        var forms = [try FormState(source)]
        var compared = 0
        for _ in 0..<400 {
            let pick = Int.random(in: 0..<forms.count, using: &g)
            switch Int.random(in: 0..<10, using: &g) {
            case 0 where forms.count < 4: forms.append(forms[pick])
            case 1: forms[pick].reset()
            default:
                let key = keys.randomElement(using: &g) ?? "traveller"
                _ = try? forms[pick].setText(texts.randomElement(using: &g) ?? "", for: key)
            }
            let form = forms[Int.random(in: 0..<forms.count, using: &g)]
            // A form that never built a model, filled with the same values.
            var fresh = try FormState(source)
            for key in keys { if let value = form.value(for: key) { try fresh.setValue(value, for: key) } }
            #expect(StoredTwins.json(try form.model) == StoredTwins.json(try fresh.model))
            compared += 1
        }
        #expect(compared == 400)
    }

    @Test func aGroupWrittenInPlaceTakesTheSchemasDeclaration() throws {
        // Decoded by Foundation: no wrapper carries a declaration.
        let json = Data(
            #"{"traveller":"Ada","seats":2,"tags":[],"cabin":"S","insured":false,"id":"01020304-0506-0708-090A-0B0C0D0E0F10","reference":"T-1","stop":{"city":"Lyon","nights":1,"note":"n","car":{"plate":"","extras":[]}}}"#
                .utf8)
        let source = try JSONDecoder().decode(StoredTrip.self, from: json)
        let schema = try FormSchema.of(StoredTrip.self).model
        let layout = try #require(schema.layout)
        let group = try #require(layout.groups.first)
        #expect(declaration(of: group, in: source) == nil)
        var form = try FormState(source)
        try form.setText("3", for: "stop.nights")
        let built = try form.model
        #expect(built.stop.nights == 3 && built.stop.city == "Lyon" && built.stop.note == "n")
        let declared = try #require(declaration(of: group, in: built))
        #expect(declared === group.descriptor)
    }

    private func declaration(of group: StoredLayout.Group, in model: StoredTrip) -> GroupDescriptor? {
        withUnsafeBytes(of: model) { raw in
            raw.load(fromByteOffset: group.offset + group.descriptorOffset, as: GroupDescriptor?.self)
        }
    }

    @Test func eachDeclarationsAccessReadsAndWritesItsOwnWrapper() throws {
        var model = StoredTrip()
        model.traveller = "Ada"
        model.budget = 12.5
        model.tags = ["a", "b"]
        let layout = try #require(try FormSchema.of(StoredTrip.self).model.layout)
        // Each wrapper's own value, found by reflection rather than by place.
        var wrappers: [String: any FieldWrapper] = [:]
        for child in Mirror(reflecting: model).children {
            if let label = child.label, let wrapper = child.value as? any FieldWrapper {
                wrappers[String(label.dropFirst())] = wrapper
            }
        }
        #expect(wrappers.count == layout.rows.count)
        try withUnsafeMutableBytes(of: &model) { raw in
            let base = try #require(raw.baseAddress)
            for row in layout.rows {
                let place = base + row.offset
                let value = row.descriptor.access.read(place)
                #expect(value == wrappers[row.codingKey]?.fieldValue, "\(row.codingKey)")
                // A value that fits no row is refused and changes nothing.
                #expect(!row.descriptor.access.assign(place, .object([]), row.descriptor), "\(row.codingKey)")
                #expect(row.descriptor.access.read(place) == value)
                #expect(row.descriptor.access.assign(place, value, row.descriptor))
                #expect(row.wrapperType.descriptor(at: place) === row.descriptor)
            }
        }
        #expect(model.traveller == "Ada" && model.budget == 12.5 && model.tags == ["a", "b"])
    }

    /// `form.model` copies a kept model out of its box after letting the
    /// cache's lock go. A copy of the form that builds meanwhile takes the
    /// same box out of the cache to update it in place: it must find the
    /// box held and build a model of its own, leaving the reader's alone.
    @Test func aKeptModelBeingCopiedOutIsNotUpdatedInPlace() throws {
        var form = try FormState(Ticket())
        try form.setText("Ada", for: "holder")
        _ = try form.model
        let held = try #require(form.keptModelBox)  // a reader between the lock and its copy
        var copy = form
        try copy.setText("Bob", for: "holder")
        #expect(try copy.model.holder == "Bob")
        #expect(held.model.holder == "Ada")
        #expect(try form.model.holder == "Ada")
        // Once no one holds it, the kept box is updated in place again.
        try copy.setText("Cy", for: "holder")
        _ = try copy.model
        let kept = try #require(copy.keptModelBox.map(ObjectIdentifier.init))
        try copy.setText("Di", for: "holder")
        #expect(try copy.model.holder == "Di")
        #expect(copy.keptModelBox.map(ObjectIdentifier.init) == kept)
    }
}
