import Formwork
import Testing

@testable import FormworkTerminal

/// The screen shows each value as the row's public display text says,
/// and a repeating group's actions as the public group says: what a UIKit
/// or SwiftUI adapter reads from the same API.
@Suite struct ScreenDisplayTextTests {
    @Test func eachValueShownIsTheRowsDisplayText() throws {
        var form = try FormState(Subscription())
        try form.setText("secret", for: "password")
        try form.setText("42", for: "age")
        try form.setValue(true, for: "newsletter")
        try form.setValue(.array([.string("swift"), .string("music")]), for: "interests")
        try form.setText("2026-05-01", for: "birthday")
        let screen = FormScreen(form, size: TerminalSize(columns: 80, rows: 60))
        for key in ["password", "age", "newsletter", "frequency", "interests", "birthday"] {
            let row = try #require(form.row(key))
            let line = try #require(screen.line(titled: row.displayTitle), "\(key)")
            #expect(line.hasSuffix(" " + row.displayText) || line.hasSuffix(" " + row.displayText + " ▾"), "\(key): \(line)")
        }
        // The texts themselves, checked by hand: six dots, the option's label, labels in order, the day.
        #expect(form.row("password")?.displayText == "••••••")
        #expect(form.row("frequency")?.displayText == "Monthly")
        #expect(form.row("interests")?.displayText == "Swift, Music")
        #expect(form.row("birthday")?.displayText == "2026-05-01")
        #expect(form.row("newsletter")?.displayText == "Yes")
    }

    @Test func aGroupsActionsAreThoseThePublicGroupAllows() throws {
        var form = try FormState(Team())
        let group = try #require(form.repeatingGroup("members"))
        #expect(group.itemNoun == "Teammate" && group.canAdd)
        var screen = FormScreen(form, size: TerminalSize(columns: 60, rows: 30))
        #expect(screen.frame.lines.contains("   + Add " + group.itemNoun))
        try form.insertItem(at: 0, intoGroup: "members")
        try form.insertItem(at: 1, intoGroup: "members")
        let full = try #require(form.repeatingGroup("members"))
        #expect(full.allowsAdding && !full.canAdd && full.canDelete)
        screen = FormScreen(form, size: TerminalSize(columns: 60, rows: 30))
        #expect(!screen.frame.text.contains("+ Add"))
        #expect(screen.frame.lines.contains("   − Remove Teammate 2"))
    }
}
