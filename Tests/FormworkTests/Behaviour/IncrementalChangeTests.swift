import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// An edit's change is built from the conditions that flipped; it must equal
/// the change found by comparing the whole visible form before and after.
@Suite struct IncrementalChangeTests {
    /// The visible structure and every row's enabled state, as a table view saw them.
    struct Snapshot {
        let structure: [(section: Int, rows: [Int])]
        let enabled: [Bool]

        init<M: FormModel>(_ form: FormState<M>) {
            structure = form.visibleStructure()
            enabled = form.schema.rows.indices.map(form.isRowEnabled)
        }
    }

    /// The change found by diffing two whole snapshots: simple enough to
    /// check by reading, the oracle for the incremental change each edit
    /// builds.
    static func fullDiff(from before: Snapshot, to after: Snapshot, schema: FormSchema) -> FormChange {
        var change = FormChange()
        let oldSections = before.structure.map(\.section), newSections = after.structure.map(\.section)
        change.deletedSections = oldSections.indices.filter { !newSections.contains(oldSections[$0]) }
        change.insertedSections = newSections.indices.filter { !oldSections.contains(newSections[$0]) }
        for (newPosition, section) in after.structure.enumerated() {
            guard let oldPosition = oldSections.firstIndex(of: section.section) else { continue }
            let oldRows = before.structure[oldPosition].rows
            change.deletedRows += oldRows.indices.filter { !section.rows.contains(oldRows[$0]) }
                .map { FormRow.IndexPath(section: oldPosition, row: $0) }
            change.insertedRows += section.rows.indices.filter { !oldRows.contains(section.rows[$0]) }
                .map { FormRow.IndexPath(section: newPosition, row: $0) }
            change.enabledChangedRows += section.rows.indices.filter {
                oldRows.contains(section.rows[$0]) && before.enabled[section.rows[$0]] != after.enabled[section.rows[$0]]
            }.map { FormRow.IndexPath(section: newPosition, row: $0) }
        }
        let wasShown = Set(before.structure.flatMap(\.rows)), isShown = Set(after.structure.flatMap(\.rows))
        change.appearedKeys = schema.rows.indices.filter { isShown.contains($0) && !wasShown.contains($0) }.map {
            schema.rows[$0].key
        }
        change.disappearedKeys = schema.rows.indices.filter { wasShown.contains($0) && !isShown.contains($0) }.map {
            schema.rows[$0].key
        }
        return change
    }

    /// Runs `operation` on `form` and checks its change against the oracle;
    /// returns the change, or `nil` when the operation was refused.
    static func check<M: FormModel>(
        _ form: inout FormState<M>, _ operation: (inout FormState<M>) throws -> FormChange
    ) -> FormChange? {
        let before = Snapshot(form)
        guard let change = try? operation(&form) else { return nil }
        var expected = fullDiff(from: before, to: Snapshot(form), schema: form.schema)
        expected.changedKeys = change.changedKeys
        expected.listChanges = change.listChanges
        expected.conditionError = change.conditionError
        #expect(change == expected)
        return change
    }

    @Test func randomEditsOfNestedGroupsAndSeparatorsMatchTheFullDiff() throws {
        var generator = SeededGenerator(seed: 11)
        var form = try FormState(ControlRoom())
        let keys = ["a", "b", "c", "left.mode", "right.mode", "left.gauge.level", "right.gauge.level"]
        var rows = 0, sections = 0, enabled = 0
        for step in 0..<1500 {
            let change: FormChange?
            switch step % 50 {
            case 17: change = Self.check(&form) { $0.setEditable(Bool.random(using: &generator)) }
            case 29: change = Self.check(&form) { $0.setAccess(.readOnly(except: ["a", "left.gauge.note", "r2"])) }
            case 30: change = Self.check(&form) { $0.setAccess(.everything) }
            case 41: change = Self.check(&form) { $0.reset() }
            case 43:
                let values = (0..<3).map { _ in Int.random(in: 0...9, using: &generator) }
                change = Self.check(&form) { form in
                    try form.edit {
                        $0.a = values[0]
                        $0.c = values[1]
                        $0.right.mode = values[2]
                    }
                }
            default:
                let key = keys.randomElement(using: &generator) ?? "a"
                let text = String(Int.random(in: 0...9, using: &generator))
                change = Self.check(&form) { try $0.setText(text, for: key) }
            }
            rows += (change?.insertedRows.count ?? 0) + (change?.deletedRows.count ?? 0)
            sections += (change?.insertedSections.count ?? 0) + (change?.deletedSections.count ?? 0)
            enabled += change?.enabledChangedRows.count ?? 0
        }
        // The walk must really move rows and sections and flip enabled states, or it proves nothing.
        #expect(rows > 200)
        #expect(sections > 100)
        #expect(enabled > 50)
    }

    @Test func randomEditsOfSeparatorsMatchTheFullDiff() throws {
        var generator = SeededGenerator(seed: 5)
        var form = try FormState(Dashboard())
        for _ in 0..<600 {
            let key = ["a", "b", "c"].randomElement(using: &generator) ?? "a"
            let text = String(Int.random(in: 0...9, using: &generator))
            _ = Self.check(&form) { try $0.setText(text, for: key) }
        }
    }

    @Test func randomEditsOfAThousandRowsMatchTheFullDiff() throws {
        var generator = SeededGenerator(seed: 3)
        var form = try FormState(Thousand())
        let texts = ["", "x", "y", "z", "abc"]
        for _ in 0..<300 {
            let key = "b\(Int.random(in: 0...9, using: &generator)).g\(Int.random(in: 0...9, using: &generator))"
            let field = ["k0", "k2", "k4", "k6", "k8"].randomElement(using: &generator) ?? "k0"
            let text = texts.randomElement(using: &generator) ?? ""
            _ = Self.check(&form) { try $0.setText(text, for: "\(key).\(field)") }
        }
    }

    @Test func loadingAndResettingGroupsMatchTheFullDiff() throws {
        var generator = SeededGenerator(seed: 8)
        var form = try FormState(Checkout())
        for step in 0..<200 {
            if step % 5 == 4 {
                _ = Self.check(&form) { $0.reset() }
            } else {
                var model = Checkout()
                model.gift = Bool.random(using: &generator)
                model.recipient.country = ["", "CN", "US"].randomElement(using: &generator) ?? ""
                _ = Self.check(&form) { try $0.load(model) }
            }
        }
    }

    @Test func anEditOfAThousandRowFormExaminesOnlyTheRowsItsConditionsDecide() throws {
        var form = try FormState(Thousand())
        // k8 is read by k9's condition alone: one row to look at, whatever the form's length.
        try form.setText("y", for: "b7.g3.k8")
        #expect(form.row("b7.g3.k9")?.isHidden == false)
        #expect(form.examinedByLastChange <= 2)
        // k0 is read by k1's and k9's: at most their two rows and their one section.
        try form.setText("x", for: "b2.g2.k0")
        #expect(form.examinedByLastChange <= 3)
        // A key no condition reads flips nothing and examines nothing.
        try form.setText("plain", for: "b9.g9.k2")
        try form.setText("plain again", for: "b9.g9.k2")
        #expect(form.examinedByLastChange == 0)
    }

    @Test func indexPathsOfRowsComeFromTheVisibleCounts() throws {
        var form = try FormState(ControlRoom())
        for (key, text) in [("a", "5"), ("c", "3"), ("left.mode", "2"), ("b", "6")] { try form.setText(text, for: key) }
        let sections = form.sections
        for (sectionIndex, section) in sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                #expect(form.indexPath(of: row.key) == FormRow.IndexPath(section: sectionIndex, row: rowIndex))
            }
        }
        #expect(form.indexPath(of: "left.only") == nil)
    }
}
