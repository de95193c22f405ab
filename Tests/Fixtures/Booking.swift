import Formwork
import Foundation

/// A booking: a price in `Decimal`, a start as a date and time, and a few
/// ordinary rows.
public struct Booking: FormModel, Equatable {
    @FormText public var title = ""
    @FormNumber public var price: Decimal = 0
    @FormDate public var starts = Date(timeIntervalSince1970: 0)
    @FormNumber public var seats = 1
    @FormText(.email) public var contact = ""
    @FormBoolean public var confirmed = false
    @FormLongText public var notes = ""

    public init() {}

    /// A booking with every row filled in.
    public static var concert: Booking {
        var concert = Booking()
        concert.title = "Evening concert"
        concert.price = Decimal(string: "1249.99", locale: nil) ?? 0
        concert.starts = Date(timeIntervalSince1970: 1_795_253_400)  // 2026-11-21T09:30:00Z
        concert.seats = 4
        concert.contact = "box-office@example.com"
        concert.confirmed = true
        concert.notes = "Two in the front row."
        return concert
    }
}
