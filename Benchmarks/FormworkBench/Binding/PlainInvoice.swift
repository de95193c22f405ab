import FormworkFixtures
import Foundation

/// ``Invoice`` without wrappers: what JSONDecoder decodes, and what the
/// limit readers fill.
struct PlainInvoice: Codable, Equatable {
    var number = ""
    var customer = ""
    var terms = PaymentTerms.net30
    var lines: [Line] = []
    var paid: Decimal?
    var notes = ""

    /// ``FormworkFixtures/InvoiceLine`` without wrappers.
    struct Line: Codable, Equatable {
        var description = ""
        var quantity = 1
        var unit_price: Decimal = 0
        var discount: Double?

        /// Property `field` (its position in `lineNames`) read from `source`.
        mutating func set(_ field: Int, from source: inout some LimitSource) throws {
            switch field {
            case 0: description = try source.text()
            case 1: quantity = try source.int()
            case 2: unit_price = try source.decimal()
            case 3: discount = try source.optional { try $0.double() }
            default: throw LimitFormReader.Malformed()
            }
        }
    }

    init() {}

    init(_ i: Invoice) {
        (number, customer, terms, paid, notes) = (i.number, i.customer, i.terms, i.paid, i.notes)
        lines = i.lines.map {
            Line(description: $0.description, quantity: $0.quantity, unit_price: $0.unit_price, discount: $0.discount)
        }
    }

    private static let names = ["number", "customer", "terms", "lines", "paid", "notes"].map { Array($0.utf8) }
    private static let lineNames = ["description", "quantity", "unit_price", "discount"].map { Array($0.utf8) }
    private static let linesPrefix = Array("lines[".utf8)

    /// Property `field` (its position in ``names``) read from `source`.
    private mutating func set(_ field: Int, from source: inout some LimitSource) throws {
        switch field {
        case 0: number = try source.text()
        case 1: customer = try source.text()
        case 2:
            guard let terms = PaymentTerms(rawValue: try source.int()) else { throw LimitFormReader.Malformed() }
            self.terms = terms
        case 4: paid = try source.optional { try $0.decimal() }
        case 5: notes = try source.text()
        default: throw LimitFormReader.Malformed()
        }
    }

    /// The limit's JSON reader.
    static func limit(json body: Data) throws -> PlainInvoice {
        try LimitJSONReader.read(body) { reader in
            var invoice = PlainInvoice()
            var expected = 0
            try reader.beginObject()
            while let field = try reader.nextMember(names, expected: &expected) {
                guard field == 3 else {
                    try invoice.set(field, from: &reader)
                    continue
                }
                invoice.lines = try reader.array { reader in
                    var line = Line()
                    var expected = 0
                    try reader.beginObject()
                    while let field = try reader.nextMember(lineNames, expected: &expected) {
                        try line.set(field, from: &reader)
                    }
                    return line
                }
            }
            return invoice
        }
    }

    /// The limit's urlencoded reader: `lines[k][name]` sets line `k`,
    /// made when `k` is the next one.
    static func limit(urlEncoded body: String) throws -> PlainInvoice {
        try LimitFormReader.read(body) { reader in
            var invoice = PlainInvoice()
            var expected = 0
            var lineExpected = 0
            while let name = reader.next() {
                guard let (item, rest) = try item(of: name) else {
                    try invoice.set(LimitFormReader.position(of: name, in: names, expected: &expected), from: &reader)
                    continue
                }
                if item == invoice.lines.count { invoice.lines.append(Line()) }
                guard item < invoice.lines.count else { throw LimitFormReader.Malformed() }
                let field = LimitFormReader.position(of: rest, in: lineNames, expected: &lineExpected)
                try invoice.lines[item].set(field, from: &reader)
            }
            return invoice
        }
    }

    /// `k` and `name` of `lines[k][name]`; `nil` for a name outside the lines.
    private static func item(of name: UnsafeBufferPointer<UInt8>) throws -> (Int, UnsafeBufferPointer<UInt8>)? {
        guard name.count > linesPrefix.count + 3, name.starts(with: linesPrefix) else { return nil }
        var index = linesPrefix.count
        var item = 0
        while index < name.count, name[index] >= 0x30, name[index] <= 0x39 {
            item = item * 10 + Int(name[index] - 0x30)
            index += 1
        }
        guard index + 2 < name.count, name[index] == UInt8(ascii: "]"), name[index + 1] == UInt8(ascii: "["),
            name[name.count - 1] == UInt8(ascii: "]"), item < 10_000
        else { throw LimitFormReader.Malformed() }
        return (item, UnsafeBufferPointer(rebasing: name[(index + 2)..<(name.count - 1)]))
    }
}
