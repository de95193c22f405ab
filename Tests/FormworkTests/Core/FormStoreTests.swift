import Foundation
import Testing

@testable import Formwork

/// A form's conditions, refused edits and settings sit behind one shared
/// reference, copied when a form changes them: a change must stay in the
/// form that made it, whichever of two copies makes it.
@Suite("A form's store")
struct FormStoreTests {
    private struct Parcel: FormModel {
        @FormNumber var weight = 0
        @FormText(visibleWhen: "weight > 10") var handling = ""
        @FormText var note = ""
    }

    /// Forms whose conditions hide and disable nothing share their
    /// schema's store (where every row starts visible); a form made with a
    /// row hidden has its own from the start.
    @Test func newFormsShareTheirSchemasStoreUntilTheyDiffer() throws {
        let first = try FormState(Parcel(weight: 12))
        let second = try FormState(Parcel(weight: 30))
        let light = try FormState(Parcel(weight: 3))
        #expect(first.store === second.store)
        #expect(light.store !== first.store)
        #expect(first.rows.map(\.key) == ["weight", "handling", "note"])
        #expect(light.rows.map(\.key) == ["weight", "note"])
        #expect(try FormState(Parcel(weight: 12)).rows.map(\.key) == ["weight", "handling", "note"])
    }

    /// Each part changed in one of two copies, then checked in both and in
    /// a form made afterwards (which must start from the defaults).
    @Test(arguments: [0, 1])
    func aChangeStaysInTheCopyThatMadeIt(changing side: Int) throws {
        let original = try FormState(Parcel())
        let changes: [(String, (inout FormState<Parcel>) throws -> Void)] = [
            ("localization", { $0.localization = FormLocalization { _ in "Translated" } }),
            ("marker", { $0.requiredMarker = "*" }),
            ("read-only", { $0.setEditable(false) }),
            ("access", { $0.setAccess(.readOnly(except: [])) }),
            ("refused edit", { form in _ = try? form.setText("heavy", for: "weight") }),
            ("condition", { try $0.setText("12", for: "weight") }),
        ]
        for (name, change) in changes {
            var pair = [original, original]
            try change(&pair[side])
            let changed = pair[side], kept = pair[1 - side]
            let fresh = try FormState(Parcel())
            for (form, isChanged) in [(changed, true), (kept, false), (fresh, false)] {
                let state = Self.state(of: form)
                #expect(state == (isChanged ? Self.state(afterChanging: name) : Self.defaults), "\(name)")
            }
        }
    }

    /// What a form shows of each part of its store.
    private static func state(of form: FormState<Parcel>) -> [String] {
        [
            form.row("note")?.title ?? "-", form.requiredMarker ?? "-", "\(form.isEditable)",
            "\(form.row("note")?.isEnabled ?? false)", "\(form.refusedEdits.count)",
            "\(form.rows.map(\.key))",
        ]
    }

    private static let defaults = ["Note", "-", "true", "true", "0", "[\"weight\", \"note\"]"]

    private static func state(afterChanging part: String) -> [String] {
        var state = defaults
        switch part {
        case "localization": state[0] = "Translated"
        case "marker": state[1] = "*"
        case "read-only": (state[2], state[3]) = ("false", "false")
        case "access": state[3] = "false"
        case "refused edit": state[4] = "1"
        default: state[5] = "[\"weight\", \"handling\", \"note\"]"
        }
        return state
    }
}
