import Formwork
import Foundation

// Two declarations of one trip form, row for row: one built through
// `init(from:)`, one by writing its stored properties in place.

struct DecodedTrip: FormModel {
    @FormText(maxCharacters: 12) var traveller = ""
    @FormNumber(range: 1...9) var seats = 1
    @FormNumber var budget: Decimal? = nil
    @FormList var tags: [String] = []
    @FormDate(.date) var leaves: Date? = nil
    @FormEnumerated(choices: [.init("S", "Small"), .init("L", "Large")]) var cabin = "S"
    @FormBoolean var insured = false
    @FormGroup var stop = DecodedStop()
    var id = StoredTwins.id
    var reference = "T-1"
}

struct DecodedStop: FormModel {
    @FormText var city = ""
    @FormNumber var nights = 0
    @FormGroup var car = DecodedCar()
    var note = "kept"
}

struct DecodedCar: FormModel {
    @FormText var plate = ""
    @FormList var extras: [Int] = []
}

struct StoredTrip: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText(maxCharacters: 12) var traveller = ""
    @FormNumber(range: 1...9) var seats = 1
    @FormNumber var budget: Decimal? = nil
    @FormList var tags: [String] = []
    @FormDate(.date) var leaves: Date? = nil
    @FormEnumerated(choices: [.init("S", "Small"), .init("L", "Large")]) var cabin = "S"
    @FormBoolean var insured = false
    @FormGroup var stop = StoredStop()
    var id = StoredTwins.id
    var reference = "T-1"
}

struct StoredStop: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var city = ""
    @FormNumber var nights = 0
    @FormGroup var car = StoredCar()
    var note = "kept"
}

struct StoredCar: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var plate = ""
    @FormList var extras: [Int] = []
}

/// A voucher whose own `init(from:)` rejects a negative amount, built in place.
struct StoredVoucher: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var code = "FREE"
    @FormNumber var amount = 1

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _code = try container.decode(FormText<String>.self, forKey: .code)
        _amount = try container.decode(FormNumber<Int>.self, forKey: .amount)
        guard amount >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .amount, in: container, debugDescription: "a voucher is never negative")
        }
    }
}

/// The same voucher built through its `init(from:)`.
struct DecodedVoucher: FormModel {
    @FormText var code = "FREE"
    @FormNumber var amount = 1

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _code = try container.decode(FormText<String>.self, forKey: .code)
        _amount = try container.decode(FormNumber<Int>.self, forKey: .amount)
        guard amount >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .amount, in: container, debugDescription: "a voucher is never negative")
        }
    }
}

enum StoredTwins {
    static let id = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))

    /// The model as JSON with sorted keys: Foundation's encoding, not Formwork's reading.
    static func json<Model: Encodable>(_ model: Model) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return (try? encoder.encode(model)).map { String(decoding: $0, as: UTF8.self) } ?? "unencodable"
    }

    /// The JSON of the model `build` makes, or its error's text.
    static func outcome<Model: Encodable>(_ build: () throws -> Model) -> String {
        do { return json(try build()) } catch { return "error: \(error)" }
    }
}
