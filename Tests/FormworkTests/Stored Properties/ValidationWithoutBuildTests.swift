import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// `validate()` builds the model to ask its own `validate()` only when it
/// may have one: a model with no `validate()` of its own, built in place
/// through and through, is not built to be validated; every other model
/// is.
struct ValidationWithoutBuildTests {
    /// Built in place, with a check of its own.
    struct CheckedStop: FormModel {
        static var formBuilding: FormBuilding { .storedProperties }
        @FormText var city = ""
        @FormGroup var car = StoredCar()

        func validate() -> [FormModelError] {
            // The group's default `validate()` runs inside this one.
            car.validate() + (city == "Nowhere" ? [FormModelError("city", "Nowhere is no city")] : [])
        }
    }

    /// Built in place, holding a group built through its own `init(from:)`.
    struct StoredWallet: FormModel {
        static var formBuilding: FormBuilding { .storedProperties }
        @FormText var owner = ""
        @FormGroup var voucher = DecodedVoucher()
    }

    @Test func whetherATypeValidatesItselfIsFoundFromItsConformance() throws {
        #expect(try FormSchema.of(StoredTrip.self).model.validatesItself == false)
        #expect(try FormSchema.of(DecodedTrip.self).model.validatesItself == false)
        // Its own check calls a group's default check: still its own.
        #expect(try FormSchema.of(CheckedStop.self).model.validatesItself == true)
        #expect(try FormSchema.of(StoredWallet.self).model.validatesItself == false)
    }

    @Test func aModelThatFindsNothingAndIsBuiltInPlaceIsNotBuiltToBeValidated() throws {
        var form = try FormState(StoredTrip())
        try form.setText("Lyon", for: "stop.city")
        #expect(throws: FormInputError.self) { try form.setText("12", for: "seats") }
        #expect(form.validate().map(\.key) == ["seats"])
        #expect(form.firstError?.key == "seats")
        #expect(form.modelBuildCount == 0)
        #expect(try form.model.stop.city == "Lyon")
        #expect(form.modelBuildCount == 1)
    }

    @Test func modelsThatRunCodeOfTheirOwnAreStillBuiltToBeValidated() throws {
        var decoded = try FormState(DecodedTrip())
        try decoded.setText("Ada", for: "traveller")
        #expect(decoded.validate().isEmpty)
        #expect(decoded.modelBuildCount == 1)

        var checked = try FormState(CheckedStop())
        try checked.setText("Nowhere", for: "city")
        #expect(checked.validate().map(\.message) == ["Nowhere is no city"])
        #expect(checked.modelBuildCount == 1)

        // The group's own `init(from:)` refuses a negative amount: the
        // error of the whole form says the build ran, and was refused.
        var wallet = try FormState(StoredWallet())
        try wallet.setText("-3", for: "voucher.amount")
        #expect(wallet.validate().map(\.kind) == [.model])
    }

    /// Skipping the build is sound only if the build could not have been
    /// refused: after any edit, accepted or not, the model builds.
    @Test func aModelBuiltInPlaceThroughoutBuildsAfterAnyEdit() throws {
        var g = SeededGenerator(seed: 21)
        var form = try FormState(StoredTrip())
        let keys = form.allRows.map(\.key)
        let texts = ["Ada", "", "4", "-3", "12.5", "L", "X", "true", "2026-11-21", "a very long name indeed", "1e400"]
        for _ in 0..<300 {
            _ = try? form.setText(texts.randomElement(using: &g) ?? "", for: keys.randomElement(using: &g) ?? "seats")
            #expect(!form.validate().contains { $0.kind == .model })
            #expect((try? form.model) != nil)
        }
    }
}
