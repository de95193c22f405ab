import Foundation
import Testing

@testable import Formwork

/// Building a model finds each property its `init(from:)` asks for by its
/// position in the capture; a custom `init(from:)` that asks in another
/// order, asks twice, or asks for another type than was encoded must build
/// the same model.
@Suite("Building a model whatever its init(from:) asks")
struct BuildOrderTests {
    @Test func initFromAskingInReverseOrderBuildsEveryEdit() throws {
        var form = try FormState(ReverseBuiltStay())
        try form.setText("Grace", for: "guest")
        try form.setText("4", for: "nights")
        let model = try form.model
        #expect(model.guest == "Grace")
        #expect(model.nights == 4)
        #expect(model.reference == "S-7")
    }

    @Test func propertyCheckedThenDecodedKeepsItsValue() throws {
        var form = try FormState(ReverseBuiltStay())
        try form.setText("Ada", for: "guest")
        let model = try form.model
        #expect(model.reference == "S-7")
        #expect(model.sawReference)
    }

    @Test func propertyDecodedAsAnotherTypeThanEncodedIsCast() throws {
        var source = ReverseBuiltStay()
        source.count = 12
        var form = try FormState(source)
        try form.setText("Ada", for: "guest")
        #expect(try form.model.count == 12)
    }

    @Test func propertyEncodedTwiceBuildsWithTheLastValue() throws {
        var form = try FormState(TwiceEncodedStay())
        try form.setText("Ada", for: "guest")
        let model = try form.model
        #expect(model.guest == "Ada")
        #expect(model.reference == "last")
    }
}

/// Encodes in declaration order (synthesized) but decodes last to first,
/// checks `reference` before reading it, and reads `count` as an optional.
private struct ReverseBuiltStay: FormModel {
    @FormText var guest = ""
    @FormNumber var nights = 1
    var reference = "S-7"
    var count = 0
    var sawReference = false

    private enum CodingKeys: String, CodingKey { case guest, nights, reference, count }

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        count = try container.decode(Int?.self, forKey: .count) ?? -1
        sawReference = container.contains(.reference)
        reference = try container.decodeIfPresent(String.self, forKey: .reference) ?? "missing"
        _nights = try container.decode(type(of: _nights), forKey: .nights)
        _guest = try container.decode(type(of: _guest), forKey: .guest)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(_guest, forKey: .guest)
        try container.encode(_nights, forKey: .nights)
        try container.encode(reference, forKey: .reference)
        try container.encode(count, forKey: .count)
    }
}

/// Encodes `reference` twice; the second value is the one kept.
private struct TwiceEncodedStay: FormModel {
    @FormText var guest = ""
    var reference = "first"

    private enum CodingKeys: String, CodingKey { case guest, reference }

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _guest = try container.decode(type(of: _guest), forKey: .guest)
        reference = try container.decode(String.self, forKey: .reference)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(reference, forKey: .reference)
        try container.encode(_guest, forKey: .guest)
        try container.encode("last", forKey: .reference)
    }
}
