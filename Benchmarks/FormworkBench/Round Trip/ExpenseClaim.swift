import Formwork
import FormworkFixtures
import Foundation

/// An expense claim: a shape the round trip was not tuned for. Fourteen
/// rows of text, a `Double`, a `Decimal`, optional numbers, an `Int`-backed
/// choice, a date and time, an optional date, a list, a Boolean, an
/// optional email and a nested group; and a property that is no row.
struct ExpenseClaim: FormModel {
    @FormText(rules: [.required]) var title = ""
    @FormNumber(range: 0...100_000) var amount = 0.0
    @FormNumber var exchange_rate: Decimal = 1
    @FormNumber var receipts: Int? = nil
    @FormNumber var tip: Double? = nil
    @FormEnumerated var priority: Priority = .normal
    @FormDate var submitted = Date(timeIntervalSince1970: 0)
    @FormDate(.date) var paid: Date? = nil
    @FormList var tags: [String] = []
    @FormBoolean var reimbursed = false
    @FormText(.email) var approver: String? = nil
    @FormGroup var trip = Trip()
    var reference = "EXP-0000"
}

/// Where the money went: a city, a distance in kilometres and a number of nights.
struct Trip: FormModel {
    @FormText var city = ""
    @FormNumber var distance = 0.0
    @FormNumber var nights = 0
}

/// ``ExpenseClaim`` built by writing its stored properties in place.
struct StoredExpenseClaim: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText(rules: [.required]) var title = ""
    @FormNumber(range: 0...100_000) var amount = 0.0
    @FormNumber var exchange_rate: Decimal = 1
    @FormNumber var receipts: Int? = nil
    @FormNumber var tip: Double? = nil
    @FormEnumerated var priority: Priority = .normal
    @FormDate var submitted = Date(timeIntervalSince1970: 0)
    @FormDate(.date) var paid: Date? = nil
    @FormList var tags: [String] = []
    @FormBoolean var reimbursed = false
    @FormText(.email) var approver: String? = nil
    @FormGroup var trip = StoredTrip()
    var reference = "EXP-0000"
}

/// ``Trip`` built in place.
struct StoredTrip: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var city = ""
    @FormNumber var distance = 0.0
    @FormNumber var nights = 0
}

/// ``ExpenseClaim`` without wrappers: what an app holds when it writes its
/// form by hand.
struct PlainExpenseClaim: Equatable {
    struct Trip: Equatable {
        var city = ""
        var distance = 0.0
        var nights = 0
    }

    var title = ""
    var amount = 0.0
    var exchange_rate: Decimal = 1
    var receipts: Int? = nil
    var tip: Double? = nil
    var priority: Priority = .normal
    var submitted = Date(timeIntervalSince1970: 0)
    var paid: Date? = nil
    var tags: [String] = []
    var reimbursed = false
    var approver: String? = nil
    var trip = Trip()
    var reference = "EXP-0000"
}

/// The two model types of the shape, read the same way for the checks.
protocol ExpenseClaimModel: FormModel {
    var plain: PlainExpenseClaim { get }
}

extension ExpenseClaim: ExpenseClaimModel {
    var plain: PlainExpenseClaim {
        PlainExpenseClaim(
            title: title, amount: amount, exchange_rate: exchange_rate, receipts: receipts, tip: tip, priority: priority,
            submitted: submitted, paid: paid, tags: tags, reimbursed: reimbursed, approver: approver,
            trip: .init(city: trip.city, distance: trip.distance, nights: trip.nights), reference: reference)
    }
}

extension StoredExpenseClaim: ExpenseClaimModel {
    var plain: PlainExpenseClaim {
        PlainExpenseClaim(
            title: title, amount: amount, exchange_rate: exchange_rate, receipts: receipts, tip: tip, priority: priority,
            submitted: submitted, paid: paid, tags: tags, reimbursed: reimbursed, approver: approver,
            trip: .init(city: trip.city, distance: trip.distance, nights: trip.nights), reference: reference)
    }
}
