import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import FormworkTerminal

/// What line mode printed, and the form it returned (`nil` when cancelled).
struct LineRun<Model: FormModel> {
    var form: FormState<Model>?
    var output: String
}

/// Fills `form` in line mode through real pipes: `answers` are written and
/// the pipe closed before filling starts, as a script's `printf … | tool`
/// does. Returns what was printed and what is left unread of the input.
func fillLines<Model: FormModel>(_ form: FormState<Model>, answers: String) throws -> (LineRun<Model>, unread: String) {
    let input = Pipe(), output = Pipe()
    // The answers and the transcript stay far below a pipe's 64 KB buffer,
    // so neither write blocks with nobody reading yet.
    input.fileHandleForWriting.write(Data(answers.utf8))
    try input.fileHandleForWriting.close()
    let filled = try LineFiller.fill(
        form, input: input.fileHandleForReading.fileDescriptor, output: output.fileHandleForWriting.fileDescriptor)
    try output.fileHandleForWriting.close()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let unread = String(decoding: input.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (LineRun(form: filled, output: printed), unread)
}

/// Fills `form` in line mode through real pipes with `answers`, one a line.
func fillLines<Model: FormModel>(_ form: FormState<Model>, _ answers: [String]) throws -> LineRun<Model> {
    try fillLines(form, answers: answers.map { $0 + "\n" }.joined()).0
}

@Suite struct LinePipeTests {
    /// Printed before the first question of every fill.
    static let introduction = """
        Answer each question and press Return. Return alone keeps the value in brackets; \
        a single - clears it. End the input (Control-D) to cancel.

        """

    @Test func answersFillTheFormInOrderAndEachIsPrintedAfterItsQuestion() throws {
        let run = try fillLines(FormState(Account()), ["Ada", "secret", "3"])
        let form = try #require(run.form)
        #expect(form.value(String.self, for: "name") == "Ada")
        #expect(form.value(Int.self, for: "seats") == 3)
        #expect(
            run.output == Self.introduction + """

                Name (required; up to 20 characters): Ada
                Password: 
                Seats (a number from 1 to 10) [1]: 3
                All answers are valid.

                """)
    }

    @Test func linesEndingInReturnAndNewlineReadTheSame() throws {
        let run = try fillLines(FormState(Account()), answers: "Ada\r\nsecret\r\n4\r\n").0
        let form = try #require(run.form)
        #expect(form.value(String.self, for: "name") == "Ada")
        #expect(form.value(String.self, for: "password") == "secret")
        #expect(form.value(Int.self, for: "seats") == 4)
    }

    @Test func aLastAnswerWithoutALineBreakIsTaken() throws {
        let run = try fillLines(FormState(Account()), answers: "Ada\n\n7").0
        #expect(try #require(run.form).value(Int.self, for: "seats") == 7)
    }

    @Test func whatFollowsTheLastAnswerIsLeftUnread() throws {
        let (run, unread) = try fillLines(FormState(Account()), answers: "Ada\n\n\nfor the program\n")
        #expect(run.form != nil)
        #expect(unread == "for the program\n")
    }

    @Test func theEndOfInputAtTheFirstQuestionCancelsOnAFreshLine() throws {
        let run = try fillLines(FormState(Account()), [])
        #expect(run.form == nil)
        #expect(run.output == Self.introduction + "\nName (required; up to 20 characters): \n")
    }

    @Test func theEndOfInputInTheMiddleCancels() throws {
        let run = try fillLines(FormState(Account()), ["Ada"])
        #expect(run.form == nil)
        #expect(run.output.hasSuffix("Name (required; up to 20 characters): Ada\nPassword: \n"))
    }

    @Test func theEndOfInputWhileAProblemIsAskedAgainCancels() throws {
        let run = try fillLines(FormState(Account()), ["", "", ""])
        #expect(run.form == nil)
        #expect(run.output.hasSuffix("Name: Name is required\n\nName (required; up to 20 characters): \n"))
    }
}
