import Formwork
import Foundation

/// A form being filled one line at a time: prints each step of a
/// ``LinePass`` and reads its answers.
struct LineSession<Model: FormModel> {
    /// The input ended, or the person chose not to go on.
    struct Cancelled: Error {}

    var form: FormState<Model>
    let input: LineInput
    let output: LineOutput
    /// Whether each answer is printed after its question, so that the
    /// transcript of answers piped in reads as if typed; a terminal echoes
    /// what is typed itself. A password's answer is never printed.
    let echoesAnswers: Bool

    /// What line mode prints, in the form's language.
    var prompt: LinePrompt { LinePrompt(form.localization) }

    /// Takes every step of `pass` and returns how many rows and groups it asked about.
    mutating func run(_ pass: inout LinePass) throws -> Int {
        var questions = 0
        while let step = pass.next(in: form.sections) {
            switch step {
            case .header(let section):
                for line in LinePrompt.header(section, help: groupHelp(section)) { try output.lines(line) }
            case .title(let row): try output.line(LinePrompt.title(row))
            case .disabled(let row): try output.line(prompt.disabled(row))
            case .question(let row):
                questions += 1
                pass.include(rows: try ask(row))
            case .keepItem(let section):
                questions += 1
                if try !yes(prompt.keepItem(title: section.title ?? ""), default: true) { try removeItem(section) }
            case .addItem(let group, let count):
                questions += 1
                if try yes(prompt.addItem(noun: noun(of: group), count: count), default: false) {
                    pass.include(rows: try addItem(to: group, at: count))
                } else {
                    pass.decline(group: group)
                }
            }
        }
        return questions
    }

    /// Asks for `row` until an answer is taken, and returns the ids of the rows the answer made appear.
    private mutating func ask(_ row: FormRow) throws -> Set<String> {
        if let help = row.help, !help.isEmpty { try output.lines(help) }
        while true {
            try output.write(prompt.question(row))
            let answer = try readAnswer(secret: row.textKind == .password)
            let trimmed = answer.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { return [] }
            let shown = visibleRowIDs
            switch RowAnswer.apply(trimmed == "-" ? "" : answer, to: row, in: &form) {
            case .success:
                if case .file(let file) = form.row(row.key)?.value, trimmed != "-" {
                    try output.line(prompt.attached(file))
                }
                return visibleRowIDs.subtracting(shown)
            case .failure(let refusal):
                try output.line(refusal.message)
            }
        }
    }

    /// Asks a yes-or-no question until it gets yes, no (in the form's
    /// language or in English, see ``YesNo``) or an empty answer (`default`).
    mutating func yes(_ question: String, default: Bool) throws -> Bool {
        let words = YesNo(form.localization)
        while true {
            try output.write(question)
            let answer = try readAnswer()
            if answer.trimmingCharacters(in: .whitespaces).isEmpty { return `default` }
            if let yes = words.answer(answer) { return yes }
            try output.line(prompt.pleaseAnswer)
        }
    }

    /// The next line, as typed: a password may begin or end with spaces,
    /// and is typed on a terminal with its echo off.
    private func readAnswer(secret: Bool = false) throws -> String {
        let read = { [input] (signals: SignalPipe?) in try input.readLine(stoppingAt: signals) }
        guard let line = try secret ? LineEcho.off(on: input.descriptor, while: read) : read(nil) else {
            throw Cancelled()
        }
        if echoesAnswers { try output.line(secret ? "" : line) }
        return line
    }

    var visibleRowIDs: Set<String> { Set(form.rows.map(\.id)) }
}
