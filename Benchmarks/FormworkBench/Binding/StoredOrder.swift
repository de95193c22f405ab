import Formwork
import FormworkFixtures
import Foundation

/// ``FormworkFixtures/Order``, row for row, built by writing its stored
/// properties in place rather than through `init(from:)`.
struct StoredOrder: FormModel, Equatable {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var reference = ""
    @FormNumber var quantity: Int? = nil
    @FormNumber var weight: Double? = nil
    @FormNumber var unit_price: Decimal? = nil
    @FormNumber var total: Decimal = 0
    @FormNumber var tax_rate = 0.2
    @FormEnumerated var priority: Priority = .normal
    @FormEnumerated var escalation: Priority? = nil
    @FormList var sizes: [Int] = []
    @FormList var ratings: [Double] = []
    @FormList var delivery_days: [Weekday] = []
    @FormText var gift_note: String? = nil
    @FormGroup var delivery = Delivery()

    /// ``FormworkFixtures/Delivery``, built in place.
    struct Delivery: FormModel, Equatable {
        static var formBuilding: FormBuilding { .storedProperties }
        @FormText var recipient = ""
        @FormNumber var fee: Decimal = 0
        @FormNumber var window_hours: Int? = nil
        @FormGroup var drop = DropPoint()
    }

    /// ``FormworkFixtures/DropPoint``, built in place.
    struct DropPoint: FormModel, Equatable {
        static var formBuilding: FormBuilding { .storedProperties }
        @FormText var street = ""
        @FormText var city = ""
        @FormNumber var latitude: Double? = nil
        @FormNumber var longitude: Double? = nil
        @FormNumber var floor: Int? = nil
    }
}

/// ``FormworkFixtures/Invoice``, row for row, declared to build by writing
/// its stored properties in place.
struct StoredInvoice: FormModel, Equatable {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var number = ""
    @FormText var customer = ""
    @FormEnumerated var terms: PaymentTerms = .net30
    @FormGroup var lines: [Line] = []
    @FormNumber var paid: Decimal? = nil
    @FormLongText var notes = ""

    /// ``FormworkFixtures/InvoiceLine``, built in place.
    struct Line: FormModel, Equatable {
        static var formBuilding: FormBuilding { .storedProperties }
        @FormText var description = ""
        @FormNumber var quantity = 1
        @FormNumber var unit_price: Decimal = 0
        @FormNumber var discount: Double? = nil
    }
}
