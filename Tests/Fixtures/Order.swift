import Formwork
import Foundation

/// An order: numbers that may be missing (`Int?`, `Double?`, `Decimal?`),
/// an `Int`-backed choice and its optional, lists of numbers and of
/// options, optional text, and a delivery nested two groups deep.
public struct Order: FormModel, Equatable {
    @FormText public var reference = ""
    @FormNumber public var quantity: Int? = nil
    @FormNumber public var weight: Double? = nil
    @FormNumber public var unit_price: Decimal? = nil
    @FormNumber public var total: Decimal = 0
    @FormNumber public var tax_rate = 0.2
    @FormEnumerated public var priority: Priority = .normal
    @FormEnumerated public var escalation: Priority? = nil
    @FormList public var sizes: [Int] = []
    @FormList public var ratings: [Double] = []
    @FormList public var delivery_days: [Weekday] = []
    @FormText public var gift_note: String? = nil
    @FormGroup public var delivery = Delivery()

    public init() {}

    /// An order with most rows filled in; `escalation`, `gift_note` and the
    /// drop point's floor stay empty.
    public static var sample: Order {
        var order = Order()
        order.reference = "PO-2026-0042"
        order.quantity = 12
        order.weight = 3.75
        order.unit_price = Decimal(string: "104.99", locale: nil)
        order.total = Decimal(string: "1259.88", locale: nil) ?? 0
        order.tax_rate = 0.075
        order.priority = .high
        order.sizes = [38, 40, 42]
        order.ratings = [4.5, 3.25, 5]
        order.delivery_days = [.monday, .wednesday, .friday]
        order.delivery.recipient = "Ada Lovelace"
        order.delivery.fee = Decimal(string: "7.5", locale: nil) ?? 0
        order.delivery.window_hours = 4
        order.delivery.drop.street = "12 St James's Square"
        order.delivery.drop.city = "London"
        order.delivery.drop.latitude = 51.5074
        order.delivery.drop.longitude = -0.1338
        return order
    }
}
