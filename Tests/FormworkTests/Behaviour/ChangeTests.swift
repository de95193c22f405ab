import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// Edits report what a table view needs; applying it must give the new form.
@Suite struct ChangeTests {
    typealias Visible = [[String]]

    static func visible<M: FormModel>(_ form: FormState<M>) -> [(id: String, rows: [String])] {
        form.sections.map { ($0.id, $0.rows.map(\.key)) }
    }

    /// Applies a change as a table view's batch update does: row deletions
    /// (old paths), section deletions (old indices), section insertions and
    /// row insertions (new indices), taking only inserted items from `new`.
    static func apply(
        _ change: FormChange, to old: [(id: String, rows: [String])],
        new: [(id: String, rows: [String])]
    ) -> [(id: String, rows: [String])] {
        var list = old
        for path in change.deletedRows.sorted(by: >) { list[path.section].rows.remove(at: path.row) }
        for section in change.deletedSections.sorted(by: >) { list.remove(at: section) }
        for section in change.insertedSections.sorted() { list.insert(new[section], at: section) }
        for path in change.insertedRows.sorted() {
            list[path.section].rows.insert(new[path.section].rows[path.row], at: path.row)
        }
        return list
    }

    @Test func applyingEveryReportedChangeGivesTheNewVisibleForm() throws {
        var generator = SeededGenerator(seed: 42)
        var form = try FormState(Dashboard())
        var structural = 0, sectionEdits = 0, enabledFlips = 0
        let keys = ["a", "b", "c"]  // always shown; the rows they control are not editable while hidden
        for _ in 0..<600 {
            let old = Self.visible(form)
            let key = keys.randomElement(using: &generator) ?? "a"
            let text = String(Int.random(in: 0...9, using: &generator))
            let change = try form.setText(text, for: key)
            let new = Self.visible(form)
            let applied = Self.apply(change, to: old, new: new)
            #expect(applied.map(\.id) == new.map(\.id))
            #expect(applied.map(\.rows) == new.map(\.rows))
            for path in change.enabledChangedRows {
                #expect(new[path.section].rows.indices.contains(path.row))
            }
            structural += change.insertedRows.count + change.deletedRows.count
            sectionEdits += change.insertedSections.count + change.deletedSections.count
            enabledFlips += change.enabledChangedRows.count
        }
        // The walk must really move rows and sections, or the property proves nothing.
        #expect(structural > 100)
        #expect(sectionEdits > 50)
        #expect(enabledFlips > 20)
    }

    @Test func theSamePropertyHoldsAcrossGroupsResetAndLoad() throws {
        var generator = SeededGenerator(seed: 9)
        var form = try FormState(Checkout())
        for step in 0..<300 {
            let old = Self.visible(form)
            let change: FormChange
            switch step % 7 {
            case 5: change = form.reset()
            case 6:
                var model = Checkout()
                model.gift = Bool.random(using: &generator)
                model.recipient.country = ["", "CN", "US"].randomElement(using: &generator) ?? ""
                change = try form.load(model)
            default:
                let key = ["gift", "recipient.country"].randomElement(using: &generator) ?? "gift"
                let text =
                    key == "gift"
                    ? ["yes", "no"].randomElement(using: &generator) ?? "no"
                    : ["CN", "US", ""].randomElement(using: &generator) ?? ""
                guard let edit = try? form.setText(text, for: key) else { continue }
                change = edit
            }
            let new = Self.visible(form)
            let applied = Self.apply(change, to: old, new: new)
            #expect(applied.map(\.id) == new.map(\.id))
            #expect(applied.map(\.rows) == new.map(\.rows))
        }
    }

    @Test func anEditReEvaluatesOnlyTheConditionsReadingItsKey() throws {
        var form = try FormState(Thousand())
        #expect(form.allRows.count == 1000)
        #expect(form.schema.conditions.count == 500)
        #expect(form.conditionEvaluationCount == 500)
        // Per leaf, k1, k3, k7 and k9 start hidden: 600 rows are shown.
        #expect(form.rows.count == 600)

        try form.setText("x", for: "b3.g4.k0")
        // k1 and k9 of that one leaf read k0.
        #expect(form.conditionEvaluationCount == 502)
        #expect(form.row("b3.g4.k1")?.isHidden == false)
        #expect(form.row("b3.g5.k1")?.isHidden == true)

        try form.setText("typed", for: "b9.g9.k6")
        #expect(form.conditionEvaluationCount == 503)
        try form.setText("plain", for: "b0.g0.k2")
        #expect(form.conditionEvaluationCount == 504)
    }

    @Test func closureConditionsAreReEvaluatedOnEveryEdit() throws {
        var form = try FormState(Registration())
        let before = form.conditionEvaluationCount
        try form.setText("Ada", for: "user_name")
        // user_name is read by no predicate; the closure on topics may read anything.
        #expect(form.conditionEvaluationCount == before + 1)
    }

    @Test func listItemsAreInsertedRemovedAndMoved() throws {
        var form = try FormState(Registration())
        try form.setValue(["a", "b", "c", "d"] as FormValue, for: "tags")
        let moved = try form.moveItem(from: 0, to: 2, in: "tags")
        // A move takes "a" out and puts it back at 2: b, c, a, d (a swap would give c, b, a, d).
        #expect(form.value(for: "tags") == ["b", "c", "a", "d"])
        #expect(moved.listChanges == [.moved(key: "tags", from: 0, to: 2)])
        #expect(moved.changedKeys == ["tags"])
        let inserted = try form.insertItem("e", at: 4, into: "tags")
        #expect(inserted.listChanges == [.inserted(key: "tags", index: 4)])
        let removed = try form.removeItem(at: 1, from: "tags")
        #expect(removed.listChanges == [.removed(key: "tags", index: 1)])
        #expect(form.value(for: "tags") == ["b", "a", "d", "e"])
        #expect(try form.model.tags == ["b", "a", "d", "e"])
    }

    @Test func listEditsOutsideTheListAreRefused() throws {
        var form = try FormState(Registration())
        try form.setValue(["a"] as FormValue, for: "tags")
        let error = #expect(throws: FormInputError.self) { try form.removeItem(at: 3, from: "tags") }
        #expect(error?.reason == .noSuchItem(index: 3))
        #expect(error?.message == "Tags has no item 3")
        #expect(throws: FormInputError.self) { try form.moveItem(from: 0, to: 1, in: "tags") }
        #expect(throws: FormInputError.self) { try form.insertItem("x", at: 0, into: "user_name") }
        #expect(form.value(for: "tags") == ["a"])
    }
}
