import Formwork
import Testing

/// An amount in cents, a number type of the app's own whose bounds are amounts too.
private struct Cents: FormNumberValue, Comparable, Hashable {
    var amount: Int
    init(_ amount: Int) { self.amount = amount }
    var formValue: FormValue { .integer(Int64(amount)) }
    init?(formValue: FormValue) {
        guard case .integer(let amount) = formValue, let exact = Int(exactly: amount) else { return nil }
        self.amount = exact
    }
    static func < (lhs: Cents, rhs: Cents) -> Bool { lhs.amount < rhs.amount }
}

private struct Shelf: FormModel {
    @FormNumber(range: Cents(0)...Cents(10_000)) var price = Cents(250)
}

/// A number type of your own adopts `FormNumberValue` with no more than its
/// value: its bounds are of its own type unless it names another `Number`.
@Suite struct OwnNumberTypeTests {
    @Test func aNumberTypeThatNamesNoBoundTypeIsBoundedByItself() {
        #expect(Cents.Number.self == Cents.self)
        #expect(Int.Number.self == Int.self)
        #expect(Int?.Number.self == Int.self)
    }

    @Test func aRangeOfTheOwnTypeAcceptsAnAmountInsideAndRefusesOneOutside() throws {
        var form = try FormState(Shelf())
        try form.setText("9999", for: "price")
        #expect(try form.model.price == Cents(9999))
        #expect(form.validate().isEmpty)
        #expect(throws: FormInputError.self) { try form.setText("10001", for: "price") }
        #expect(try form.model.price == Cents(9999))  // the refused amount keeps the previous one
    }
}
