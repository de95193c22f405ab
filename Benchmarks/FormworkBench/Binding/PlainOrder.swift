import FormworkFixtures
import Foundation

/// ``Order`` without wrappers: what JSONDecoder decodes, and what the
/// limit readers fill.
struct PlainOrder: Codable, Equatable {
    var reference = ""
    var quantity: Int?
    var weight: Double?
    var unit_price: Decimal?
    var total: Decimal = 0
    var tax_rate = 0.2
    var priority = Priority.normal
    var escalation: Priority?
    var sizes: [Int] = []
    var ratings: [Double] = []
    var delivery_days: [Weekday] = []
    var gift_note: String?
    var delivery = Delivery()

    /// ``FormworkFixtures/Delivery`` without wrappers.
    struct Delivery: Codable, Equatable {
        var recipient = ""
        var fee: Decimal = 0
        var window_hours: Int?
        var drop = DropPoint()
    }

    /// ``FormworkFixtures/DropPoint`` without wrappers.
    struct DropPoint: Codable, Equatable {
        var street = ""
        var city = ""
        var latitude: Double?
        var longitude: Double?
        var floor: Int?
    }

    init() {}

    init(_ o: Order) {
        (reference, quantity, weight, unit_price, total, tax_rate) =
            (o.reference, o.quantity, o.weight, o.unit_price, o.total, o.tax_rate)
        (priority, escalation, sizes, ratings, delivery_days, gift_note) =
            (o.priority, o.escalation, o.sizes, o.ratings, o.delivery_days, o.gift_note)
        let d = o.delivery
        delivery = Delivery(recipient: d.recipient, fee: d.fee, window_hours: d.window_hours)
        delivery.drop = DropPoint(
            street: d.drop.street, city: d.drop.city, latitude: d.drop.latitude, longitude: d.drop.longitude,
            floor: d.drop.floor)
    }

    private static let names = [
        "reference", "quantity", "weight", "unit_price", "total", "tax_rate", "priority", "escalation", "sizes", "ratings",
        "delivery_days", "gift_note", "delivery",
    ]
    private static let jsonNames = names.map { Array($0.utf8) }
    private static let deliveryNames = ["recipient", "fee", "window_hours", "drop"].map { Array($0.utf8) }
    private static let dropNames = ["street", "city", "latitude", "longitude", "floor"].map { Array($0.utf8) }
    /// The urlencoded names: the lists' with `[]`, then the groups' rows, bracketed.
    private static let formNames =
        names.prefix(12).enumerated().map { Array(((8...10).contains($0) ? $1 + "[]" : $1).utf8) }
        + ["recipient", "fee", "window_hours"].map { Array("delivery[\($0)]".utf8) }
        + ["street", "city", "latitude", "longitude", "floor"].map { Array("delivery[drop][\($0)]".utf8) }

    private static func option<T: RawRepresentable<Int>>(_ raw: Int) throws -> T {
        guard let option = T(rawValue: raw) else { throw LimitFormReader.Malformed() }
        return option
    }

    /// Property `field` (its position in ``names``) read from `source`, a list's one item.
    private mutating func set(_ field: Int, from source: inout some LimitSource) throws {
        switch field {
        case 0: reference = try source.text()
        case 1: quantity = try source.optional { try $0.int() }
        case 2: weight = try source.optional { try $0.double() }
        case 3: unit_price = try source.optional { try $0.decimal() }
        case 4: total = try source.decimal()
        case 5: tax_rate = try source.double()
        case 6: priority = try Self.option(source.int())
        case 7: escalation = try source.optional { try Self.option($0.int()) }
        case 11: gift_note = try source.optional { try $0.text() }
        case 12: delivery.recipient = try source.text()
        case 13: delivery.fee = try source.decimal()
        case 14: delivery.window_hours = try source.optional { try $0.int() }
        case 15: delivery.drop.street = try source.text()
        case 16: delivery.drop.city = try source.text()
        case 17: delivery.drop.latitude = try source.optional { try $0.double() }
        case 18: delivery.drop.longitude = try source.optional { try $0.double() }
        case 19: delivery.drop.floor = try source.optional { try $0.int() }
        default: throw LimitFormReader.Malformed()
        }
    }

    /// The limit's JSON reader.
    static func limit(json body: Data) throws -> PlainOrder {
        try LimitJSONReader.read(body) { reader in
            var order = PlainOrder()
            var expected = 0
            try reader.beginObject()
            while let field = try reader.nextMember(jsonNames, expected: &expected) {
                switch field {
                case 8: order.sizes = try reader.array { try $0.int() }
                case 9: order.ratings = try reader.array { try $0.double() }
                case 10: order.delivery_days = try reader.array { try option($0.int()) }
                case 12: try order.readDelivery(&reader)
                default: try order.set(field, from: &reader)
                }
            }
            return order
        }
    }

    private mutating func readDelivery(_ reader: inout LimitJSONReader) throws {
        var expected = 0
        try reader.beginObject()
        while let field = try reader.nextMember(Self.deliveryNames, expected: &expected) {
            guard field == 3 else {
                try set(12 + field, from: &reader)
                continue
            }
            var inner = 0
            try reader.beginObject()
            while let field = try reader.nextMember(Self.dropNames, expected: &inner) { try set(15 + field, from: &reader) }
        }
    }

    /// The limit's urlencoded reader.
    static func limit(urlEncoded body: String) throws -> PlainOrder {
        try LimitFormReader.read(body) { reader in
            var order = PlainOrder()
            var expected = 0
            while let name = reader.next() {
                switch LimitFormReader.position(of: name, in: formNames, expected: &expected) {
                case 8: order.sizes.append(try reader.int())
                case 9: order.ratings.append(try reader.double())
                case 10: order.delivery_days.append(try option(reader.int()))
                case let field: try order.set(field, from: &reader)
                }
            }
            return order
        }
    }
}
