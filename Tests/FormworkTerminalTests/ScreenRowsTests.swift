import Formwork
import Testing

@testable import FormworkTerminal

/// The screen keeps its rows by applying each change as a table view's batch
/// update; these check that the result is the form's own visible structure.
@Suite struct ScreenRowsTests {
    @Test func aRowThatAppearsIsInsertedWhereTheChangeSays() throws {
        var form = try FormState(Subscription())
        var rows = ScreenRows(form.sections)
        let change = try form.setValue(true, for: "newsletter")
        #expect(change.insertedRows == [FormRow.IndexPath(section: 0, row: 6)])
        rows.apply(change, visible: form.sections)
        #expect(rows.sections[0].rows[6] == form.row("frequency")?.id)
        #expect(rows.matches(form.sections))
    }

    @Test func itemsAddedMovedAndRemovedKeepTheSectionsInStep() throws {
        var form = try FormState(Team())
        var rows = ScreenRows(form.sections)
        let edits: [(inout FormState<Team>) throws -> FormChange] = [
            { try $0.insertItem(at: 0, intoGroup: "members") },
            { try $0.setText("Ada", for: "members[0].name") },
            { try $0.insertItem(at: 1, intoGroup: "members") },
            { try $0.setValue(true, for: "members[1].lead") },
            { try $0.moveItem(from: 1, to: 0, inGroup: "members") },
            { try $0.setValue(false, for: "members[0].lead") },
            { try $0.removeItem(at: 0, fromGroup: "members") },
        ]
        for edit in edits {
            let change = try edit(&form)
            rows.apply(change, visible: form.sections)
            #expect(rows.matches(form.sections))
        }
        #expect(rows.sections.count == 3)
    }

    @Test func aChangeThatDoesNotMatchIsDetected() throws {
        var form = try FormState(Subscription())
        var rows = ScreenRows(form.sections)
        _ = try form.setValue(true, for: "newsletter")
        // An empty change leaves the frequency row out: the rows no longer match the form.
        rows.apply(FormChange(), visible: form.sections)
        #expect(!rows.matches(form.sections))
    }
}
