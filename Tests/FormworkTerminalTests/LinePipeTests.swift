import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import FormworkTerminal

/// What line mode printed, and the form it returned (`nil` when cancelled).
struct LineRun<Model: FormModel> {
    var form: ModelForm<Model>?
    var output: String
}

/// Fills `form` in line mode through real pipes: `answers` are written and
/// the pipe closed before filling starts, as a script's `printf … | tool`
/// does. Returns what was printed and what is left unread of the input.
func fillLines<Model: FormModel>(_ form: ModelForm<Model>, answers: String) throws -> (LineRun<Model>, unread: String) {
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
func fillLines<Model: FormModel>(_ form: ModelForm<Model>, _ answers: [String]) throws -> LineRun<Model> {
    try fillLines(form, answers: answers.map { $0 + "\n" }.joined()).0
}

@Suite struct LinePipeTests {
    @Test func printsTheFormAndEveryQuestion() throws {
        let run = try fillLines(ModelForm(Member()), [])
        print(run.output)
    }
}
