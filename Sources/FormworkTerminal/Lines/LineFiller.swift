import Formwork

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Fills a form one line at a time: the accessible mode, for screen
/// readers and for answers piped in by a script.
///
/// ```swift
/// let filled = try LineFiller.fill(FormState(Profile()), input: STDIN_FILENO, output: STDOUT_FILENO)
/// ```
///
/// It prints plain lines, with no escape sequences, and asks one question
/// per visible row that may be edited, in form order, each showing the
/// row's current value as the answer Return keeps. Titles and rows that
/// may not be edited are printed, never asked. Answers are read as
/// `setText(_:for:)` reads them; a refused answer prints why
/// and the row is asked again. The form is looked at afresh after every
/// answer, so a row an answer shows is asked and a row it hides is not.
/// After a repeating group's items it asks whether to add another.
///
/// At the end the form is validated; while it finds problems, they are
/// printed and their rows asked again. The filled form is returned only
/// once `validate()` is clean. The end of the input, at any question,
/// cancels: the result is `nil`. So does answering no when problems that
/// no single question corrects are found and the whole form is offered again.
enum LineFiller {
    /// Fills `form` with answers read from `input`, printing to `output`
    /// (file descriptors), and returns it valid, or `nil` when the input
    /// ends first or the person gives up. A `title` is printed first.
    /// Throws ``TerminalFillError`` when reading or writing fails.
    static func fill<Model: FormModel>(
        _ form: FormState<Model>, title: String? = nil, input: Int32, output: Int32
    ) throws -> FormState<Model>? {
        var session = LineSession(
            form: form, input: LineInput(descriptor: input), output: LineOutput(TerminalOutput(descriptor: output)),
            echoesAnswers: isatty(input) == 0)
        do {
            if let title { try session.output.line(title) }
            try session.output.line(session.prompt.introduction)
            var pass = LinePass(.everything)
            _ = try session.run(&pass)
            while true {
                let errors = session.form.validate()
                if errors.isEmpty { break }
                for line in session.problems(errors) { try session.output.line(line) }
                try correct(errors, in: &session)
            }
            try session.output.line(session.prompt.completion)
            return session.form
        } catch is LineSession<Model>.Cancelled {
            // The shell's prompt then starts on a line of its own.
            try session.output.line()
            return nil
        }
    }

    /// Asks again the rows and groups `errors` name; when none of them can
    /// be asked (a model's check across fields, a row that may not be
    /// edited), offers to ask the whole form again, and cancels on no.
    private static func correct<Model>(_ errors: [FormFieldError], in session: inout LineSession<Model>) throws {
        let form = session.form
        let groups = Set(form.repeatingGroups.map(\.key))
        let rows = Set(errors.compactMap { form.row($0.key)?.id })
        var pass = LinePass(.only(rows: rows, groups: Set(errors.map(\.key)).intersection(groups)))
        if try session.run(&pass) > 0 { return }
        guard try session.yes(session.prompt.again, default: true) else { throw LineSession<Model>.Cancelled() }
        var everything = LinePass(.everything)
        _ = try session.run(&everything)
    }
}
