import Formwork
import Foundation

/// An invoice: a repeating group of lines (`lines[0][description]`),
/// an `Int`-backed choice of terms and an optional `Decimal` paid.
public struct Invoice: FormModel, Equatable {
    @FormText public var number = ""
    @FormText public var customer = ""
    @FormEnumerated public var terms: PaymentTerms = .net30
    @FormGroup public var lines: [InvoiceLine] = []
    @FormNumber public var paid: Decimal? = nil
    @FormLongText public var notes = ""

    public init() {}

    /// An invoice of five lines, paid in part.
    public static var sample: Invoice {
        var invoice = Invoice()
        invoice.number = "INV-1042"
        invoice.customer = "Analytical Engines Ltd"
        invoice.terms = .net60
        invoice.lines = [
            InvoiceLine("Brass gears", quantity: 40, unitPrice: "2.35", discount: nil),
            InvoiceLine("Punched cards, box of 500", quantity: 6, unitPrice: "18.00", discount: 0.1),
            InvoiceLine("Mill assembly", quantity: 1, unitPrice: "1249.99", discount: 0.05),
            InvoiceLine("Store columns", quantity: 12, unitPrice: "86.40", discount: nil),
            InvoiceLine("Delivery", quantity: 1, unitPrice: "45", discount: nil),
        ]
        invoice.paid = Decimal(string: "500", locale: nil)
        invoice.notes = "Second instalment due on delivery."
        return invoice
    }
}
