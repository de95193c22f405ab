import Formwork
import Testing

@testable import FormworkTerminal

@Suite struct ScreenConditionTests {
    @Test func aSwitchShowsItsConditionalRowAndFocusStaysOnTheSwitch() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.focusRow("newsletter")
        #expect(screen.line(titled: "Frequency") == nil)
        screen.press(.enter)
        #expect(screen.focusedKey == "newsletter")
        #expect(screen.line(titled: "Frequency") == "   Frequency   Monthly ▾")
        #expect(screen.mismatchedChanges == 0)
        // The row the change enabled is focusable now, and no longer says it is disabled.
        screen.focusRow("referrer")
        #expect(screen.focusedKey == "referrer")
        #expect(!screen.frame.text.contains("Disabled"))
    }

    @Test func focusOnARowThatDisappearsMovesToTheRowInItsPlace() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.focusRow("newsletter")
        screen.press(.enter, .down)
        #expect(screen.focusedKey == "frequency")
        // Turning the newsletter off from outside the screen's focus: the edit goes through the screen's own
        // path when the switch is toggled, so toggle it from the frequency row's neighbour.
        screen.press(.up, .enter)
        #expect(screen.focusedKey == "newsletter")
        #expect(screen.line(titled: "Frequency") == nil)
        #expect(screen.mismatchedChanges == 0)
    }

    @Test func rowsAppliedFromEachChangeMatchTheFormAfterEveryKey() throws {
        var screen = FormScreen(try FormState(Team()))
        let keys: [TerminalKey] = [
            .enter, .text("Rockets"), .enter, .down, .enter,  // add a member
            .text("x"), .enter, .text("Ada"), .enter, .down, .enter,  // name, then lead: shows "since"
            .down, .enter, .text("2020"), .enter, .down, .down, .enter,  // since, then add a second member
            .up, .up, .up, .up, .up, .enter,  // lead off again: "since" disappears
        ]
        for key in keys {
            screen.press(key)
            #expect(screen.shown.matches(screen.form.sections))
        }
        #expect(screen.mismatchedChanges == 0)
    }

    @Test func aGroupsItemsAreAddedAndRemovedWithItsActions() throws {
        var screen = FormScreen(try FormState(Team()), size: TerminalSize(columns: 60, rows: 30))
        #expect(screen.frame.lines.contains(" Members"))
        #expect(screen.frame.lines.contains(" Up to two people"))
        screen.press(.down)
        #expect(screen.focus == .addItem(group: "members"))
        #expect(screen.frame.lines.contains(" › + Add Teammate"))
        screen.press(.enter)
        // Focus goes to the new item's first row.
        #expect(screen.focusedKey == "members[0].name")
        screen.press(.enter, .text("Ada"), .enter)
        screen.focusRow("members[0].lead")
        screen.press(.down, .down, .enter)
        #expect(screen.form.value(for: "members[1].name") != nil)
        // Two is the most: the group offers no more "Add".
        #expect(!screen.frame.text.contains("+ Add Teammate"))
        // Up from Submit: the second item's Remove, Lead and Name, then the first item's Remove.
        screen.press(.end, .up, .up, .up, .up)
        #expect(screen.frame.lines.contains(" › − Remove Teammate 1"))
        screen.press(.enter)
        #expect(try screen.form.model.members.count == 1)
        #expect(screen.form.value(String.self, for: "members[0].name") == "")
        #expect(screen.mismatchedChanges == 0)
    }
}
