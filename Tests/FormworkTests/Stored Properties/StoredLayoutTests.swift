import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// Reading a model by the places of its stored properties reads what its
/// own `encode(to:)` hands over; a type whose places cannot be trusted has
/// no layout, and asking it to be built in place is a declaration error.
struct StoredLayoutTests {
    /// The values read by place and those read through `encode(to:)`.
    private func readings<Model: FormModel>(_ model: Model) throws -> (byPlace: [FormValue], byCapture: [FormValue]) {
        let schema = try FormSchema.of(Model.self).model
        #expect(schema.layout != nil, "\(Model.self) has a layout: \(String(describing: schema.missingLayout))")
        // Read in one pass: every position of the values, groups' rows included, has its read.
        #expect(schema.layout?.reads.count == schema.flatCount, "\(Model.self) is read in one pass")
        let reader = ValueReader(schema: schema)
        try reader.read(model)
        return (try schema.read(model).fixed, reader.values)
    }

    @Test func readingByPlaceEqualsReadingByCaptureForEveryFixtureModel() throws {
        var edited = Everything()
        edited = try FormState(edited).model
        let cases: [(String, () throws -> (byPlace: [FormValue], byCapture: [FormValue]))] = [
            ("Profile()", { try self.readings(Profile()) }),
            ("Profile.ada", { try self.readings(Profile.ada) }),
            ("SignUp()", { try self.readings(SignUp()) }),
            ("Everything()", { try self.readings(Everything()) }),
            ("Address()", { try self.readings(Address()) }),
            ("StreetAddress()", { try self.readings(StreetAddress()) }),
            ("GiftOrder()", { try self.readings(GiftOrder()) }),
            ("JobApplication()", { try self.readings(JobApplication()) }),
            ("ControlRoom()", { try self.readings(ControlRoom()) }),
            ("Registration()", { try self.readings(Registration()) }),
            ("Checkout()", { try self.readings(Checkout()) }),
            ("Thousand()", { try self.readings(Thousand()) }),
            ("StoredTrip()", { try self.readings(StoredTrip()) }),
        ]
        for (name, read) in cases {
            let (byPlace, byCapture) = try read()
            #expect(!byPlace.isEmpty, "\(name)")
            #expect(byPlace == byCapture, "\(name)")
        }
    }

    @Test func readingByPlaceEqualsReadingByCaptureAfterEdits() throws {
        var profile = Profile.ada
        profile.tags = ["math", "poetry"]
        profile.address.city = "London"
        let (byPlace, byCapture) = try readings(profile)
        #expect(byPlace == byCapture)
        #expect(byPlace.contains(.string("London")))
    }

    @Test func aClassModelHasNoLayoutAndIsStillReadThroughItsEncoding() throws {
        let schema = try FormSchema.of(NoteCard.self).model
        #expect(schema.layout == nil)
        #expect(try FormState(NoteCard()).row("text")?.value == .string("draft"))
    }

    @Test func aClassModelBuiltFromStoredPropertiesIsADeclarationError() {
        let error = #expect(throws: FormDeclarationError.self) { try FormState(StoredNoteCard()) }
        #expect(
            error?.problems.map(\.message) == [
                "`StoredNoteCard` declares `formBuilding` as `.storedProperties`, but its rows cannot be written in "
                    + "place: it is a class, whose properties live behind a reference. To resolve this error, make "
                    + "it a struct, or declare `formBuilding` as `.decoding` (the default), which builds the model "
                    + "through its `init(from:)`."
            ])
    }

    @Test func aModelEncodingAnotherValueThanItStoresHasNoLayout() throws {
        #expect(try FormSchema.of(ShoutedName.self).model.layout == nil)
        // Read through its own `encode(to:)`, as before.
        #expect(try FormState(ShoutedName()).row("name")?.value == .string("ADA"))
    }

    @Test func aModelEncodingAnotherValueThanItStoresCannotBeBuiltFromStoredProperties() {
        let error = #expect(throws: FormDeclarationError.self) { try FormState(StoredShoutedName()) }
        #expect(error?.problems.map(\.message).first?.contains("hands over another value under `name`") == true)
        #expect(error?.problems.first?.typeName == "StoredShoutedName")
    }

    @Test func aGroupWhoseModelHasNoLayoutLeavesItsParentWithoutOne() {
        let error = #expect(throws: FormDeclarationError.self) { try FormState(StoredLetter()) }
        #expect(
            error?.problems.map(\.message).first?.contains(
                "the group `sender` holds a `ShoutedName`, and its `encode(to:)` hands over another value") == true)
    }
}

/// A form model that is a class.
final class NoteCard: FormModel, @unchecked Sendable {
    @FormText var text = "draft"
    required init() {}
}

final class StoredNoteCard: FormModel, @unchecked Sendable {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var text = "draft"
    required init() {}
}

/// Encodes its name upper-cased: what it stores is not what it hands over.
struct ShoutedName: FormModel {
    @FormText var name = "Ada"
    enum CodingKeys: String, CodingKey { case name }
    init() {}
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var shown = _name
        shown.wrappedValue = name.uppercased()
        try container.encode(shown, forKey: .name)
    }
}

struct StoredShoutedName: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var name = "Ada"
    enum CodingKeys: String, CodingKey { case name }
    init() {}
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var shown = _name
        shown.wrappedValue = name.uppercased()
        try container.encode(shown, forKey: .name)
    }
}

struct StoredLetter: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var body = ""
    @FormGroup var sender = ShoutedName()
}
