import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import FormworkTerminal

@Suite struct ScreenSubmitTests {
    @Test func submitShowsTheErrorsAndFocusesTheFirstUntilTheFormIsValid() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.focusRow("age")
        #expect(screen.handle(.control("s")) == .filling)
        #expect(screen.focusedKey == "name")
        #expect(screen.frame.lines.contains("               ! Name is required"))
        #expect(screen.frame.lines[22] == " ! 1 problem: fix the rows marked !")
        screen.press(.enter, .text("Ada"), .enter)
        // Errors are kept current once shown: the fixed row's error is gone.
        #expect(!screen.frame.text.contains("Name is required"))
        #expect(screen.handle(.end) == .filling)
        #expect(screen.handle(.enter) == .submitted)
        #expect(try screen.form.model.name == "Ada")
    }

    @Test func aRefusedAnswerTheFormHoldsKeepsItFromBeingSubmitted() throws {
        var form = try FormState(Subscription())
        try form.setText("Ada", for: "name")
        #expect(throws: FormInputError.self) { try form.setText("old", for: "age") }
        var screen = FormScreen(form)
        #expect(screen.handle(.control("s")) == .filling)
        #expect(screen.focusedKey == "age")
        #expect(screen.line(titled: "Age") == " › Age         old")
        #expect(screen.frame.lines.contains("               ! Age must be a whole number"))
    }

    @Test func theProblemCountCountsRowsNotMessages() throws {
        var screen = FormScreen(try FormState(Holiday()))
        screen.focusRow("country")
        screen.press(.enter, .text("x"), .enter, .control("s"))
        let lines = screen.frame.lines
        // Country is too short and not two capitals: two messages on one row; Destination is required.
        #expect(lines.contains("                  ! Destination is required"))
        #expect(lines.contains("                  ! Country must be at least 2 characters"))
        #expect(lines.contains("                  ! Country is not in the expected format"))
        #expect(lines[22] == " ! 2 problems: fix the rows marked !")
    }

    @Test func aRefusedAnswerCancelledWithEscapeIsNoProblem() throws {
        var screen = FormScreen(try FormState(Holiday()))
        screen.focusRow("nights")
        screen.press(.enter, .text("x"), .enter, .escape, .control("s"))
        #expect(screen.frame.lines[22] == " ! 1 problem: fix the rows marked !")
        #expect(screen.focusedKey == "destination")
        #expect(!screen.frame.text.contains("Nights must be"))
    }

    @Test func controlCCancelsFromEveryMode() throws {
        let form = try FormState(Subscription())
        let openings: [[TerminalKey]] = [
            [], [.enter], [.down, .down, .down, .down, .down, .enter], [.down, .down, .down, .down, .down, .down, .down, .enter],
        ]
        for opening in openings {
            var screen = FormScreen(form)
            screen.press(.down)
            for key in opening { screen.handle(key) }
            #expect(screen.handle(.control("c")) == .cancelled)
            // Nothing after a cancel changes the form.
            screen.press(.enter, .text("x"), .enter)
            #expect(screen.form.value(String.self, for: "name") == "")
        }
    }

    @Test func anImagePathIsReadIntoAFileWithItsSizeAndTypeShown() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-screen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = Data((0..<2450).map { UInt8($0 % 251) })
        try bytes.write(to: folder.appendingPathComponent("me.png"))
        var screen = FormScreen(try FormState(Subscription()), size: TerminalSize(columns: 160, rows: 24))
        screen.focusRow("avatar")
        screen.press(.enter, .text(folder.appendingPathComponent("nothing.png").path), .enter)
        #expect(screen.frame.text.contains("! No file at '\(folder.path)/nothing.png'"))
        screen.press(.control("u"), .text(folder.appendingPathComponent("me.png").path), .enter)
        let file = try #require(try screen.form.model.avatar)
        #expect(file.data == bytes)
        #expect(file.filename == "me.png")
        #expect(file.contentType == "image/png")
        // 2 450 bytes are 2.45 KB, shown to one decimal, rounded half up.
        #expect(screen.line(titled: "Avatar") == " › Avatar      me.png, 2.5 KB, image/png")
    }

    @Test func anImageRowHoldingAURLTakesTheFilesURL() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-screen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("scan.png").path
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: path))
        var screen = FormScreen(try FormState(Everything()), size: TerminalSize(columns: 160, rows: 60))
        screen.focusRow("picture")
        screen.press(.enter, .text(path), .enter)
        #expect(try screen.form.model.picture == URL(fileURLWithPath: path))
    }
}
