import Formwork
import Foundation

/// One line of an ``Invoice``: an item of its repeating group.
public struct InvoiceLine: FormModel, Equatable {
    @FormText public var description = ""
    @FormNumber public var quantity = 1
    @FormNumber public var unit_price: Decimal = 0
    @FormNumber public var discount: Double? = nil

    public init() {}

    public init(_ description: String, quantity: Int, unitPrice: String, discount: Double?) {
        self.description = description
        self.quantity = quantity
        self.unit_price = Decimal(string: unitPrice, locale: nil) ?? 0
        self.discount = discount
    }
}
