import Formwork
import Foundation
import Testing

/// A choice of a type of the app's own is read by the option it names,
/// whose value the form read once, when it learned the type: an edit does
/// not go through the type's own reading again, and leaves the form as a
/// form made from the chosen value.
@Suite(.serialized) struct ChoiceReadingTests {
    /// Counts the readings of ``Shift`` from a form's value.
    private final class Readings: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        var value: Int { lock.withLock { count } }
        func add() { lock.withLock { count += 1 } }
    }

    private enum Shift: Int, FormChoice {
        case early = 1, late = 2, night = 3

        static let readings = Readings()

        init?(formValue: FormValue) {
            Self.readings.add()
            guard case .integer(let number) = formValue, let shift = Self(rawValue: Int(number)) else { return nil }
            self = shift
        }
    }

    private struct Rota: FormModel {
        @FormEnumerated var shift: Shift = .early
        @FormText var name = ""
    }

    @Test func aChoiceTypedByLabelOrValueIsNotReadByItsTypeAgain() throws {
        var form = try FormState(Rota())
        let before = Shift.readings.value
        try form.setText("Night", for: "shift")
        try form.setText("late", for: "shift")
        try form.setText("1", for: "shift")
        try form.setValue(.integer(3), for: "shift")
        #expect(Shift.readings.value == before)
        #expect(form.value(for: "shift") == .integer(3))
    }

    @Test(arguments: [("Early", 1), ("LATE", 2), ("3", 3)])
    func aChosenOptionLeavesTheValuesOfAFreshForm(_ text: String, _ raw: Int) throws {
        let shift = try #require(Shift(rawValue: raw))
        var edited = try FormState(Rota())
        try edited.setText(text, for: "shift")
        var chosen = Rota()
        chosen.shift = shift
        let fresh = try FormState(chosen)
        #expect(edited.allRows.map(\.value) == fresh.allRows.map(\.value))
        #expect(try edited.model.shift == shift)
    }

    @Test func aValueThatIsNoOptionIsStillRefused() throws {
        var form = try FormState(Rota())
        #expect(throws: FormInputError.self) { try form.setText("4", for: "shift") }
        #expect(throws: FormInputError.self) { try form.setValue(.integer(4), for: "shift") }
        #expect(form.value(for: "shift") == .integer(1))
    }
}
