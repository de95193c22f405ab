import Formwork
import Foundation
import Testing

/// How many times a model's `init(from:)` ran.
private final class BuildCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() {
        lock.lock()
        value += 1
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

private struct DropOffPoint: FormModel {
    @FormText var city = ""
    @FormBoolean(visibleWhen: .model { (point: DropOffPoint) in point.city == "London" }) var congestion_charge = false
}

/// Three closure conditions, one inside a group.
private struct Delivery: FormModel {
    @FormBoolean var express = false
    @FormGroup var drop_off = DropOffPoint()
    @FormText(visibleWhen: .model { (delivery: Delivery) in delivery.express }) var courier = ""
    @FormText(enabledWhen: .model { (delivery: Delivery) in !delivery.drop_off.city.isEmpty }) var slot = ""
}

/// `Delivery` with a counted `init(from:)`, read by one test only, so no
/// other test running beside it adds to the count.
private struct CountedDelivery: FormModel {
    static let builds = BuildCount()
    @FormBoolean var express = false
    @FormGroup var drop_off = DropOffPoint()
    @FormText(visibleWhen: .model { (delivery: CountedDelivery) in delivery.express }) var courier = ""
    @FormText(enabledWhen: .model { (delivery: CountedDelivery) in !delivery.drop_off.city.isEmpty }) var slot = ""

    init() {}

    init(from decoder: any Decoder) throws {
        Self.builds.increment()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _express = try container.decode(FormBoolean<Bool>.self, forKey: .express)
        _drop_off = try container.decode(FormGroup<DropOffPoint>.self, forKey: .drop_off)
        _courier = try container.decode(FormText<String>.self, forKey: .courier)
        _slot = try container.decode(FormText<String>.self, forKey: .slot)
    }
}

/// Predicate conditions only, and a counted `init(from:)`.
private struct Pickup: FormModel {
    static let builds = BuildCount()
    @FormBoolean var after_hours = false
    @FormText(visibleWhen: "after_hours") var door_code = ""

    init() {}

    init(from decoder: any Decoder) throws {
        Self.builds.increment()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _after_hours = try container.decode(FormBoolean<Bool>.self, forKey: .after_hours)
        _door_code = try container.decode(FormText<String>.self, forKey: .door_code)
    }
}

private struct Crate: FormModel {
    @FormBoolean var fragile = false
    @FormText(visibleWhen: .model { (crate: Crate) in crate.fragile }) var handling = ""
}

private struct Load: FormModel {
    @FormGroup var crate = Crate()
}

/// A group in a group, under a coding key that is not its property name.
private struct Consignment: FormModel {
    @FormText var reference = ""
    @FormGroup var load = Load()

    enum CodingKeys: String, CodingKey {
        case reference
        case load = "cargo"
    }
}

private enum StayError: Error { case noNights }

/// The example of `FormCondition.EvaluationError`'s documentation.
private struct Stay: FormModel {
    @FormNumber var nights = 1
    @FormBoolean(visibleWhen: .model { (stay: Stay) in stay.nights > 2 }) var late_checkout = false

    init() {}
    init(from decoder: any Decoder) throws {  // refuses a stay of no nights
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _nights = try container.decode(FormNumber<Int>.self, forKey: .nights)
        _late_checkout = try container.decode(FormBoolean<Bool>.self, forKey: .late_checkout)
        guard nights > 0 else { throw StayError.noNights }
    }
}

/// `Stay` with a predicate row beside its closure row.
private struct LongStay: FormModel {
    @FormNumber var nights = 1
    @FormText(visibleWhen: "nights >= 7") var weekly_rate = ""
    @FormText(enabledWhen: .model { (stay: LongStay) in stay.nights > 2 }) var late_checkout = ""
    var extras = FormSeparator("Extras", visibleWhen: .model { (stay: LongStay) in stay.nights > 1 })
    @FormText var breakfast = ""

    init() {}
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _nights = try container.decode(FormNumber<Int>.self, forKey: .nights)
        _weekly_rate = try container.decode(FormText<String>.self, forKey: .weekly_rate)
        _late_checkout = try container.decode(FormText<String>.self, forKey: .late_checkout)
        extras = try container.decode(FormSeparator.self, forKey: .extras)
        _breakfast = try container.decode(FormText<String>.self, forKey: .breakfast)
        guard nights > 0 else { throw StayError.noNights }
    }
}

@Suite("Closure conditions")
struct ClosureConditionTests {
    @Test func closureConditionsShareOneModelBuildPerEdit() throws {
        try CountedDelivery.checkFormDeclaration()
        let beforeForm = CountedDelivery.builds.count
        var form = try FormState(CountedDelivery())
        #expect(CountedDelivery.builds.count == beforeForm + 1)
        let beforeEdit = CountedDelivery.builds.count
        try form.setText("yes", for: "express")
        #expect(CountedDelivery.builds.count == beforeEdit + 1)
        #expect(form.row("courier")?.isHidden == false)
    }

    @Test func aFormWithoutClosureConditionsNeverBuildsTheModelOnAnEdit() throws {
        var form = try FormState(Pickup())
        let before = Pickup.builds.count
        try form.setText("yes", for: "after_hours")
        try form.setText("1234", for: "door_code")
        #expect(Pickup.builds.count == before)
        #expect(form.row("door_code")?.isHidden == false)
    }

    @Test func aClosureInsideAGroupReceivesTheGroupsModelWithTheFormsValues() throws {
        var form = try FormState(Delivery())
        #expect(form.row("drop_off.congestion_charge")?.isHidden == true)
        #expect(form.row("slot")?.isEnabled == false)
        let change = try form.setText("London", for: "drop_off.city")
        #expect(change.appearedKeys == ["drop_off.congestion_charge"])
        #expect(form.row("slot")?.isEnabled == true)
    }

    @Test func aClosureInAGroupOfAGroupUnderAnotherCodingKeyReceivesItsModel() throws {
        var form = try FormState(Consignment())
        #expect(form.row("load.crate.handling")?.isHidden == true)
        let change = try form.setText("yes", for: "load.crate.fragile")
        #expect(change.appearedKeys == ["load.crate.handling"])
        #expect(change.conditionError == nil)
    }

    @Test func valuesThatMakeNoModelAreReportedOnTheChangeAndTheForm() throws {
        var form = try FormState(Stay())
        let change = try form.setText("0", for: "nights")
        let expected = FormCondition.EvaluationError(typeName: "Stay", keys: ["late_checkout"], reason: "noNights")
        #expect(change.conditionError == expected)
        #expect(form.conditionError == expected)
    }

    @Test func aFormMadeFromValuesThatMakeNoModelReportsItAndLeavesTheRowShown() throws {
        var stay = Stay()
        stay.nights = 0
        let form = try FormState(stay)
        #expect(form.conditionError?.keys == ["late_checkout"])
        #expect(form.row("late_checkout")?.isHidden == false)
    }

    @Test func aClosureThatCannotRunKeepsItsRowsPreviousState() throws {
        var form = try FormState(Stay())
        #expect(form.row("late_checkout")?.isHidden == true)
        try form.setText("0", for: "nights")
        #expect(form.row("late_checkout")?.isHidden == true)
        try form.setText("3", for: "nights")
        #expect(form.row("late_checkout")?.isHidden == false)
        let change = try form.setText("0", for: "nights")
        #expect(form.row("late_checkout")?.isHidden == false)
        #expect(change.disappearedKeys.isEmpty)
    }

    @Test func theConditionErrorClearsOnceTheValuesMakeAModelAgain() throws {
        var form = try FormState(Stay())
        try form.setText("0", for: "nights")
        let change = try form.setText("4", for: "nights")
        #expect(change.conditionError == nil)
        #expect(form.conditionError == nil)
        #expect(change.appearedKeys == ["late_checkout"])
    }

    @Test func predicatesStillRunWhenClosuresCannot() throws {
        var form = try FormState(LongStay())
        try form.setText("8", for: "nights")
        let change = try form.setText("0", for: "nights")
        #expect(change.disappearedKeys == ["weekly_rate"])
        #expect(change.conditionError?.keys == ["late_checkout", "extras"])
        #expect(form.row("late_checkout")?.isEnabled == true)
        #expect(form.sections.map(\.key) == [nil, "extras"])
    }

    @Test func validateReportsValuesThatMakeNoModel() throws {
        var form = try FormState(Stay())
        try form.setText("0", for: "nights")
        #expect(
            form.validate() == [
                FormFieldError(
                    key: "", title: "Stay", kind: .model, message: "The values do not make a `Stay`: noNights")
            ])
        #expect(throws: StayError.self) { try form.model }
    }

    @Test func aConditionErrorSaysWhatFailedAndWhichConditionsDidNotRun() {
        let error = FormCondition.EvaluationError(typeName: "Stay", keys: ["late_checkout", "extras"], reason: "noNights")
        #expect(
            error.description == """
                The form's values do not make a `Stay` (noNights), so the closure conditions of `late_checkout`, \
                `extras` were not evaluated and keep their previous state.
                """)
    }
}
