import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// A model's rows are found in its memory by the declaration each wrapper
/// holds, with public API only. The places found are the compiler's own
/// (`MemoryLayout.offset(of:)` on the wrappers' key paths, written out
/// beside each model), models read and write correct values through them,
/// and a model whose places cannot be found unambiguously is read and built
/// through its `Codable` conformance instead, with the reason recorded.
struct PlaceDiscoveryTests {
    /// The offsets the schema found, by coding key, rows and groups.
    private func found<Model: FormModel>(_ type: Model.Type) throws -> [String: Int] {
        let layout = try #require(try FormSchema.of(type).model.layout, "\(type) has a layout")
        return Dictionary(
            layout.rows.map { ($0.codingKey, $0.offset) } + layout.groups.map { ($0.codingKey, $0.offset) },
            uniquingKeysWith: { first, _ in first })
    }

    private func reason<Model: FormModel>(_ type: Model.Type) throws -> String? {
        let schema = try FormSchema.of(type).model
        #expect(schema.layout == nil, "\(type) has no layout")
        return schema.missingLayout?.reason
    }

    @Test func rowsWithEqualDefaultValuesAreEachFoundAtTheirOwnPlace() throws {
        #expect(try found(Twins.self) == Twins.compilerOffsets)
        #expect(try found(StoredTwinsRows.self) == StoredTwinsRows.compilerOffsets)
    }

    @Test func rowsWithEqualDefaultValuesReadAndWriteTheirOwnValues() throws {
        var twins = Twins()
        twins.second = "changed"
        twins.right = 7
        var form = try FormState(twins)
        #expect(form.rows.map(\.value) == [.string("same"), .string("changed"), .integer(0), .integer(7)])
        try form.setText("edited", for: "first")
        try form.setText("3", for: "left")
        let built = try form.model
        #expect([built.first, built.second] == ["edited", "changed"] && [built.left, built.right] == [3, 7])

        var stored = try FormState(StoredTwinsRows())
        try stored.setText("edited", for: "second")
        try stored.setText("5", for: "left")
        let written = try stored.model
        #expect([written.first, written.second] == ["same", "edited"] && [written.left, written.right] == [5, 0])
    }

    @Test func aGenericModelIsFoundForEachOfItsTypeArguments() throws {
        #expect(try found(Labelled<Address>.self) == Labelled<Address>.compilerOffsets)
        #expect(try found(Labelled<Empty>.self) == Labelled<Empty>.compilerOffsets)
        #expect(try found(Labelled<Labelled<Address>>.self) == Labelled<Labelled<Address>>.compilerOffsets)
        // The two specialisations store their group at other places.
        #expect(Labelled<Address>.compilerOffsets["inner"] != nil)
        #expect(MemoryLayout<Labelled<Address>>.size != MemoryLayout<Labelled<Empty>>.size)
    }

    @Test func aGenericModelReadsAndWritesItsGroupsRows() throws {
        var model = Labelled<Labelled<Address>>()
        model.label = "outer"
        model.inner.label = "inner"
        model.inner.inner.city = "Paris"
        model.extras = [1, 2]
        var form = try FormState(model)
        #expect(form.row("inner.inner.city")?.value == .string("Paris"))
        #expect(form.row("inner.label")?.value == .string("inner"))
        try form.setText("Lyon", for: "inner.inner.city")
        try form.setText("renamed", for: "label")
        let built = try form.model
        #expect(built.inner.inner.city == "Lyon" && built.label == "renamed" && built.inner.label == "inner")
        #expect(built.extras == [1, 2], "a property that is no row is kept")
    }

    @Test func anEmptyGroupHasAPlaceAndNoRows() throws {
        let schema = try FormSchema.of(Labelled<Empty>.self).model
        #expect(schema.layout?.groups.first?.layout.rows.isEmpty == true)
        var form = try FormState(Labelled<Empty>())
        try form.setText("kept", for: "label")
        #expect(try form.model.label == "kept")
    }

    @Test func aGroupShownUnderAToggleIsFoundAndKeepsItsValuesWhileHidden() throws {
        #expect(try found(Shipment.self) == Shipment.compilerOffsets)
        var form = try FormState(Shipment())
        #expect(!form.rows.contains { $0.key == "shipping.city" }, "hidden until the toggle is on")
        try form.setValue(.bool(true), for: "has_shipping")
        try form.setText("Oslo", for: "shipping.city")
        try form.setValue(.bool(false), for: "has_shipping")
        let built = try form.model
        #expect(built.shipping.city == "Oslo" && !built.has_shipping)
        #expect(try Shipment(json: Data(#"{"has_shipping":true,"shipping":{"city":"Rome"}}"#.utf8)).shipping.city == "Rome")
    }

    @Test func anOptionalGroupIsStillADeclarationErrorThatNamesTheFix() {
        let error = #expect(throws: FormDeclarationError.self) { try FormState(MaybeShipment()) }
        #expect(error?.problems.first?.typeName == "MaybeShipment")
        #expect(error?.problems.first?.message.contains("Address") == true)
    }

    @Test func aModelKeepingACopyOfAWrapperFallsBackAndSaysWhy() throws {
        #expect(try reason(KeepsACopy.self)?.contains("stored 2 times") == true)
        var model = KeepsACopy()
        model.name = "Grace"
        var form = try FormState(model)
        #expect(form.row("name")?.value == .string("Grace"))
        try form.setText("Hopper", for: "name")
        let built = try form.model
        #expect(built.name == "Hopper" && built.lastSaved?.wrappedValue == "Ada")
        let error = #expect(throws: FormDeclarationError.self) { try FormState(StoredKeepsACopy()) }
        #expect(error?.problems.first?.message.contains("stored 2 times") == true)
    }

    @Test func aModelWithItsOwnMirrorFallsBackAndSaysWhy() throws {
        #expect(try reason(Mirrored.self)?.contains("customMirror") == true)
        var form = try FormState(Mirrored())
        #expect(form.rows.map(\.key) == ["name", "age"])
        try form.setText("Grace", for: "name")
        try form.setText("85", for: "age")
        let built = try form.model
        #expect(built.name == "Grace" && built.age == 85)
    }

    @Test func aClassModelFallsBackAndReadsAndWritesThroughItsCoding() throws {
        #expect(try reason(NoteCard.self)?.contains("class") == true)
        let card = NoteCard()
        card.text = "first"
        var form = try FormState(card)
        #expect(form.row("text")?.value == .string("first"))
        try form.setText("second", for: "text")
        #expect(try form.model.text == "second")
        #expect(card.text == "first", "the model the form started from is not changed")
    }

    /// A model's own bytes may hold stale words (an address among them) in
    /// padding and in payload bytes an enum's case does not use; a wrapper's
    /// declaration is searched for only where a copy of the model writes.
    @Test func bytesACopyLeavesAsTheyWereAreNotSearchedForDeclarations() throws {
        let sample = Sparse()
        let image = try #require(StoredLayout.SamplePlaces.representation(of: sample, as: Sparse.self))
        #expect(image.count == MemoryLayout<Sparse>.size)
        // `flag`'s wrapper has padding after its `Bool`, and the separator's
        // `nil` conditions leave their payload unused: neither is written.
        let flagEnd = (Sparse.compilerOffsets["flag"] ?? 0) + MemoryLayout<Bool>.size
        #expect(image[flagEnd] == nil)
        #expect(image.contains(nil))
        // Every declaration's reference is written, so each row is found once.
        for (key, offset) in try found(Sparse.self) {
            #expect(Sparse.compilerOffsets[key] == offset, "\(key)")
        }
    }

    @Test func otherPropertiesArePlacedOnlyWhenEveryCheckHolds() throws {
        // Placed: every property confirmed, so a capture by place serves.
        #expect(try FormSchema.of(Labelled<Address>.self).model.layout?.capturePlan != nil)
        // A property holding a reference is never read by place.
        #expect(try FormSchema.of(HoldsAReference.self).model.layout?.capturePlan == nil)
        #expect(try FormSchema.of(HoldsAReference.self).model.layout != nil, "its rows are still placed")
        var form = try FormState(HoldsAReference())
        try form.setText("x", for: "name")
        #expect(try form.model.name == "x")
    }
}

extension PlaceDiscoveryTests {
    struct Twins: FormModel {
        @FormText var first = "same"
        @FormText var second = "same"
        @FormNumber var left = 0
        @FormNumber var right = 0

        static var compilerOffsets: [String: Int] {
            [
                "first": MemoryLayout<Self>.offset(of: \Self._first), "second": MemoryLayout<Self>.offset(of: \Self._second),
                "left": MemoryLayout<Self>.offset(of: \Self._left), "right": MemoryLayout<Self>.offset(of: \Self._right),
            ].compactMapValues { $0 }
        }
    }

    struct StoredTwinsRows: FormModel {
        static var formBuilding: FormBuilding { .storedProperties }
        @FormText var first = "same"
        @FormText var second = "same"
        @FormNumber var left = 0
        @FormNumber var right = 0

        static var compilerOffsets: [String: Int] {
            [
                "first": MemoryLayout<Self>.offset(of: \Self._first), "second": MemoryLayout<Self>.offset(of: \Self._second),
                "left": MemoryLayout<Self>.offset(of: \Self._left), "right": MemoryLayout<Self>.offset(of: \Self._right),
            ].compactMapValues { $0 }
        }
    }

    /// A generic model: a label, a group of any model, and a property that is no row.
    struct Labelled<Inner: FormModel>: FormModel {
        @FormText var label = ""
        var extras: [Int] = []
        @FormGroup var inner = Inner()

        static var compilerOffsets: [String: Int] {
            ["label": MemoryLayout<Self>.offset(of: \Self._label), "inner": MemoryLayout<Self>.offset(of: \Self._inner)]
                .compactMapValues { $0 }
        }
    }

    /// A row with padding in its wrapper, and a separator whose conditions are `nil`.
    struct Sparse: FormModel {
        @FormBoolean var flag = false
        var marker = FormSeparator("Sparse")
        @FormText var name = ""

        static var compilerOffsets: [String: Int] {
            ["flag": MemoryLayout<Self>.offset(of: \Self._flag), "name": MemoryLayout<Self>.offset(of: \Self._name)]
                .compactMapValues { $0 }
        }
    }

    /// A model with no rows at all.
    struct Empty: FormModel {}

    /// An optional section: a group shown under a toggle.
    struct Shipment: FormModel {
        @FormBoolean var has_shipping = false
        @FormGroup(visibleWhen: "has_shipping") var shipping = Address()

        static var compilerOffsets: [String: Int] {
            [
                "has_shipping": MemoryLayout<Self>.offset(of: \Self._has_shipping),
                "shipping": MemoryLayout<Self>.offset(of: \Self._shipping),
            ].compactMapValues { $0 }
        }
    }

    struct MaybeShipment: FormModel {
        @FormGroup var shipping: Address? = nil
    }

    /// Keeps the wrapper of `name` as it was last saved: two stored values hold one declaration.
    struct KeepsACopy: FormModel {
        @FormText var name = "Ada"
        var lastSaved: FormText<String>? = nil

        init() { lastSaved = _name }
    }

    struct StoredKeepsACopy: FormModel {
        static var formBuilding: FormBuilding { .storedProperties }
        @FormText var name = "Ada"
        var lastSaved: FormText<String>? = nil

        init() { lastSaved = _name }
    }

    /// Shows its rows through a `Mirror` of its own.
    struct Mirrored: FormModel, CustomReflectable {
        @FormText var name = "Ada"
        @FormNumber var age = 36

        var customMirror: Mirror { Mirror(self, children: ["_name": _name, "_age": _age]) }
    }

    /// Holds a reference to a class instance beside its row.
    struct HoldsAReference: FormModel {
        final class Token: Codable, Sendable {}

        @FormText var name = ""
        var token = Token()
    }
}
