import Formwork
import FormworkFixtures
import Foundation

/// More shapes of model read from a body beside JSONDecoder reading the
/// same bytes into a plain `Codable` struct with the same properties, and
/// beside the limit: a reader written by hand for the shape, reading the
/// same bytes into the same plain struct (``LimitJSONReader``,
/// ``LimitFormReader``).
///
/// `Member` (text, whole numbers, fractions, a Boolean, a list) and
/// `Booking` (a `Decimal` price and a date) were the shapes the readers
/// were tuned on; `Order` (optional `Int`, `Double` and `Decimal` rows,
/// `Int`-backed options, lists of numbers and of options, two levels of
/// groups) and `Invoice` (a repeating group of lines) were added after, and
/// stay. Each side makes the whole model and reads one property of it.
enum BindingShapes {
    static func add(to table: inout ComparisonTable, _ settings: BenchSettings) {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let member = inputs(Member.grace, plain: PlainMember(Member.grace), PlainMember.limit, PlainMember.limit, &table) {
            table.add(
                "Member(json:) vs JSONDecoder", goal: "≤ 1.0×", settings,
                ours: { blackhole(try Member(json: member.json).discount) },
                baseline: { blackhole(try decoder.decode(PlainMember.self, from: member.json).discount) },
                limit: { blackhole(try PlainMember.limit(json: member.json).discount) })
            table.add(
                "Member(urlEncoded:) vs JSONDecoder", goal: "≤ 1.0×", settings,
                ours: { blackhole(try Member(urlEncoded: member.urlEncoded).discount) },
                baseline: { blackhole(try decoder.decode(PlainMember.self, from: member.json).discount) },
                limit: { blackhole(try PlainMember.limit(urlEncoded: member.urlEncoded).discount) })
            table.note("Member: json \(member.json.count) bytes, urlencoded \(member.urlEncoded.utf8.count) bytes")
        }
        let concert = Booking.concert
        if let booking = inputs(concert, plain: PlainBooking(concert), PlainBooking.limit, PlainBooking.limit, &table) {
            table.add(
                "Booking(json:) vs JSONDecoder", goal: "≤ 1.0×", settings,
                ours: { blackhole(try Booking(json: booking.json).price) },
                baseline: { blackhole(try decoder.decode(PlainBooking.self, from: booking.json).price) },
                limit: { blackhole(try PlainBooking.limit(json: booking.json).price) })
            table.add(
                "Booking(urlEncoded:) vs JSONDecoder", goal: "≤ 1.0×", settings,
                ours: { blackhole(try Booking(urlEncoded: booking.urlEncoded).price) },
                baseline: { blackhole(try decoder.decode(PlainBooking.self, from: booking.json).price) },
                limit: { blackhole(try PlainBooking.limit(urlEncoded: booking.urlEncoded).price) })
            table.note("Booking: json \(booking.json.count) bytes, urlencoded \(booking.urlEncoded.utf8.count) bytes")
        }
        addOrders(to: &table, settings, decoder)
        addInvoices(to: &table, settings, decoder)
    }

    /// `Order`, built by decoding and in place (`StoredOrder`), from the same bytes.
    static func addOrders(to table: inout ComparisonTable, _ settings: BenchSettings, _ decoder: JSONDecoder) {
        let sample = Order.sample
        guard let order = inputs(sample, plain: PlainOrder(sample), PlainOrder.limit, PlainOrder.limit, &table) else { return }
        checkStored(StoredOrder.self, order, &table)
        let read = { (order: Order) in order.delivery.drop.latitude }
        table.add(
            "Order(json:) vs JSONDecoder", goal: "≤ 1.0×", settings,
            ours: { blackhole(read(try Order(json: order.json))) },
            baseline: { blackhole(try decoder.decode(PlainOrder.self, from: order.json).delivery.drop.latitude) },
            limit: { blackhole(try PlainOrder.limit(json: order.json).delivery.drop.latitude) })
        table.add(
            "Order(urlEncoded:) vs JSONDecoder", goal: "≤ 1.0×", settings,
            ours: { blackhole(read(try Order(urlEncoded: order.urlEncoded))) },
            baseline: { blackhole(try decoder.decode(PlainOrder.self, from: order.json).delivery.drop.latitude) },
            limit: { blackhole(try PlainOrder.limit(urlEncoded: order.urlEncoded).delivery.drop.latitude) })
        table.add(
            "StoredOrder(json:) vs JSONDecoder", goal: "≤ 1.0×", settings,
            ours: { blackhole(try StoredOrder(json: order.json).delivery.drop.latitude) },
            baseline: { blackhole(try decoder.decode(PlainOrder.self, from: order.json).delivery.drop.latitude) },
            limit: { blackhole(try PlainOrder.limit(json: order.json).delivery.drop.latitude) })
        table.add(
            "StoredOrder(urlEncoded:) vs JSONDecoder", goal: "≤ 1.0×", settings,
            ours: { blackhole(try StoredOrder(urlEncoded: order.urlEncoded).delivery.drop.latitude) },
            baseline: { blackhole(try decoder.decode(PlainOrder.self, from: order.json).delivery.drop.latitude) },
            limit: { blackhole(try PlainOrder.limit(urlEncoded: order.urlEncoded).delivery.drop.latitude) })
        table.note("Order: json \(order.json.count) bytes, urlencoded \(order.urlEncoded.utf8.count) bytes")
    }

    /// `Invoice`, a repeating group of five lines, from the same bytes.
    static func addInvoices(to table: inout ComparisonTable, _ settings: BenchSettings, _ decoder: JSONDecoder) {
        let sample = Invoice.sample
        guard let invoice = inputs(sample, plain: PlainInvoice(sample), PlainInvoice.limit, PlainInvoice.limit, &table)
        else { return }
        checkStored(StoredInvoice.self, invoice, &table)
        table.add(
            "Invoice(json:) vs JSONDecoder", goal: "≤ 1.0×", settings,
            ours: { blackhole(try Invoice(json: invoice.json).lines.count) },
            baseline: { blackhole(try decoder.decode(PlainInvoice.self, from: invoice.json).lines.count) },
            limit: { blackhole(try PlainInvoice.limit(json: invoice.json).lines.count) })
        table.add(
            "Invoice(urlEncoded:) vs JSONDecoder", goal: "≤ 1.0×", settings,
            ours: { blackhole(try Invoice(urlEncoded: invoice.urlEncoded).lines.count) },
            baseline: { blackhole(try decoder.decode(PlainInvoice.self, from: invoice.json).lines.count) },
            limit: { blackhole(try PlainInvoice.limit(urlEncoded: invoice.urlEncoded).lines.count) })
        table.add(
            "StoredInvoice(json:) vs JSONDecoder", goal: "≤ 1.0×", settings,
            ours: { blackhole(try StoredInvoice(json: invoice.json).lines.count) },
            baseline: { blackhole(try decoder.decode(PlainInvoice.self, from: invoice.json).lines.count) },
            limit: { blackhole(try PlainInvoice.limit(json: invoice.json).lines.count) })
        table.add(
            "StoredInvoice(urlEncoded:) vs JSONDecoder", goal: "≤ 1.0×", settings,
            ours: { blackhole(try StoredInvoice(urlEncoded: invoice.urlEncoded).lines.count) },
            baseline: { blackhole(try decoder.decode(PlainInvoice.self, from: invoice.json).lines.count) },
            limit: { blackhole(try PlainInvoice.limit(urlEncoded: invoice.urlEncoded).lines.count) })
        table.note("Invoice: json \(invoice.json.count) bytes, urlencoded \(invoice.urlEncoded.utf8.count) bytes")
    }

    struct Inputs {
        var json: Data
        var urlEncoded: String
    }

    /// The same bytes for every reader: JSONEncoder's encoding of the plain
    /// struct (ISO 8601 dates, keys sorted), checked to read back to `model`
    /// by Formwork from JSON and from the form's urlencoded text, and to
    /// `plain` by JSONDecoder and by the limit's readers of both.
    static func inputs<Model: FormModel & Equatable, Plain: Codable & Equatable>(
        _ model: Model, plain: Plain, _ limitJSON: (Data) throws -> Plain, _ limitURLEncoded: (String) throws -> Plain,
        _ table: inout ComparisonTable
    ) -> Inputs? {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        // Sorted, so the bytes are the same in every run: JSONEncoder's
        // order otherwise follows hashing, which is seeded per process.
        encoder.outputFormatting = .sortedKeys
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let name = String(describing: Model.self)
        do {
            let inputs = Inputs(json: try encoder.encode(plain), urlEncoded: try FormState(model).parameters.urlEncoded)
            if try Model(json: inputs.json) != model { table.note("MISMATCH: \(name)(json:) does not read back") }
            if try Model(urlEncoded: inputs.urlEncoded) != model {
                table.note("MISMATCH: \(name)(urlEncoded:) does not read back")
            }
            if try decoder.decode(Plain.self, from: inputs.json) != plain {
                table.note("MISMATCH: JSONDecoder does not read back \(name)'s plain struct")
            }
            if try limitJSON(inputs.json) != plain { table.note("MISMATCH: the limit's JSON reader of \(name)") }
            if try limitURLEncoded(inputs.urlEncoded) != plain {
                table.note("MISMATCH: the limit's urlencoded reader of \(name)")
            }
            return inputs
        } catch {
            table.note("FAILED to prepare \(name)'s inputs: \(error)")
            return nil
        }
    }

    /// Notes a mismatch when the in-place twin `Stored` does not read both
    /// bodies back to the same form: its parameters are the body's.
    static func checkStored<Stored: FormModel>(_ type: Stored.Type, _ inputs: Inputs, _ table: inout ComparisonTable) {
        let name = String(describing: Stored.self)
        do {
            for read in [try Stored(json: inputs.json), try Stored(urlEncoded: inputs.urlEncoded)]
            where try FormState(read).parameters.urlEncoded != inputs.urlEncoded {
                table.note("MISMATCH: \(name) does not read back")
            }
        } catch {
            table.note("\(name): \(error)")
        }
    }
}
