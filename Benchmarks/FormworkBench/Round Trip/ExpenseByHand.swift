import Formwork
import FormworkFixtures
import Foundation

/// The code an app writes by hand for what the form does for
/// ``ExpenseClaim``: the baselines of its round trip, and the limit of the
/// same work.
enum ExpenseByHand {
    /// The values a form shows, built by hand (what `FormState(model)` reads), in row order.
    static func values(_ m: PlainExpenseClaim) -> [FormValue] {
        [
            .string(m.title), .double(m.amount), .decimal(m.exchange_rate),
            m.receipts.map { .integer(Int64($0)) } ?? .null, m.tip.map { .double($0) } ?? .null,
            .integer(Int64(m.priority.rawValue)), .date(m.submitted), m.paid.map { .date($0) } ?? .null,
            .array(m.tags.map { .string($0) }), .bool(m.reimbursed), m.approver.map { .string($0) } ?? .null,
            .string(m.trip.city), .double(m.trip.distance), .integer(Int64(m.trip.nights)),
        ]
    }

    /// The model built back from the values an app keeps for its rows, in
    /// the order ``values(_:)`` lists them (what `form.model` does with the
    /// form's values); a value of the wrong type keeps the default.
    static func model(_ values: [FormValue], reference: String) -> PlainExpenseClaim {
        var m = PlainExpenseClaim(reference: reference)
        guard values.count == 14 else { return m }
        if case .string(let text) = values[0] { m.title = text }
        if case .double(let number) = values[1] { m.amount = number }
        if case .decimal(let number) = values[2] { m.exchange_rate = number }
        if case .integer(let number) = values[3] { m.receipts = Int(exactly: number) }
        if case .double(let number) = values[4] { m.tip = number }
        if case .integer(let number) = values[5], let raw = Int(exactly: number), let priority = Priority(rawValue: raw) {
            m.priority = priority
        }
        if case .date(let date) = values[6] { m.submitted = date }
        if case .date(let date) = values[7] { m.paid = date }
        if case .array(let tags) = values[8] {
            m.tags = tags.compactMap { if case .string(let tag) = $0 { tag } else { nil } }
        }
        if case .bool(let flag) = values[9] { m.reimbursed = flag }
        if case .string(let text) = values[10] { m.approver = text }
        if case .string(let text) = values[11] { m.trip.city = text }
        if case .double(let number) = values[12] { m.trip.distance = number }
        if case .integer(let number) = values[13], let nights = Int(exactly: number) { m.trip.nights = nights }
        return m
    }

    /// Ten edits of ten rows as a person types them, and the same edits as
    /// the typed values an app assigns; two sets, alternated, so that every
    /// edit changes its row.
    struct Edits {
        var texts: [(key: String, text: String)]
        var title: String
        var amount: Double
        var exchangeRate: Decimal
        var receipts: Int?
        var tip: Double?
        var priority: Priority
        var submitted: Date
        var tags: [String]
        var city: String
        var distance: Double

        /// The ten plain assignments.
        func assign(to m: inout PlainExpenseClaim) {
            m.title = title
            m.amount = amount
            m.exchange_rate = exchangeRate
            m.receipts = receipts
            m.tip = tip
            m.priority = priority
            m.submitted = submitted
            m.tags = tags
            m.trip.city = city
            m.trip.distance = distance
        }
    }

    static let edits: [Edits] = [
        Edits(
            texts: [
                ("title", "Conference in Lisbon"), ("amount", "1249.5"), ("exchange_rate", "1.0825"), ("receipts", "3"),
                ("tip", "12.5"), ("priority", "High"), ("submitted", "2026-11-21T09:30:00Z"),
                ("tags", "travel, conference"), ("trip.city", "Lisbon"), ("trip.distance", "1850.5"),
            ],
            title: "Conference in Lisbon", amount: 1249.5, exchangeRate: Decimal(10825) / 10000, receipts: 3, tip: 12.5,
            priority: .high, submitted: Date(timeIntervalSince1970: 1_795_253_400), tags: ["travel", "conference"],
            city: "Lisbon", distance: 1850.5),
        Edits(
            texts: [
                ("title", "Workshop in Porto"), ("amount", "980.25"), ("exchange_rate", "1.1"), ("receipts", "4"),
                ("tip", ""), ("priority", "Low"), ("submitted", "2026-11-22T10:00:00Z"), ("tags", "travel"),
                ("trip.city", "Porto"), ("trip.distance", "2100.75"),
            ],
            title: "Workshop in Porto", amount: 980.25, exchangeRate: Decimal(11) / 10, receipts: 4, tip: nil,
            priority: .low, submitted: Date(timeIntervalSince1970: 1_795_341_600), tags: ["travel"], city: "Porto",
            distance: 2100.75),
    ]
}
