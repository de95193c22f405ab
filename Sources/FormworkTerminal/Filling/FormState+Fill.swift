import Formwork
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension FormState {
    /// Lets a person fill the form in the terminal, and returns the model
    /// they made, or `nil` when they cancel.
    ///
    /// ```swift
    /// if let profile = try FormState(Profile()).fill(title: "Your profile") {
    ///     print("Welcome, \(profile.user_name)")
    /// }
    /// ```
    ///
    /// The model is returned once `validate()` finds nothing
    /// wrong; a person who cannot or will not make the form valid cancels
    /// (Ctrl-C on the full screen, the end of input in line mode), and
    /// `nil` is returned. This form is not changed: its values are where
    /// filling starts.
    ///
    /// Every text the terminal writes of its own (keys, hints, questions,
    /// the status line) is in the language of the form's `localization`,
    /// and answers are read in it: the option labels shown, and its words
    /// for yes and no.
    ///
    /// - Parameters:
    ///   - mode: The full screen, one question per row, or (the default)
    ///     the full screen when `input` and `output` are both terminals
    ///     and `TERM` is not `dumb`. Colours are used on the full screen
    ///     unless `NO_COLOR` is set.
    ///   - title: The title at the top of the full screen, and printed
    ///     first in line mode; by default the screen shows the model's type
    ///     name in words (`SignUp` → "Sign Up") and line mode prints none.
    ///   - input: Where keys or answers are read from.
    ///   - output: Where the screen or the questions are written.
    /// - Throws: ``TerminalFillError`` when the terminal cannot be used or
    ///   reading or writing fails; an error of `FormState.model` when the
    ///   model cannot be made from the valid form.
    public func fill(
        _ mode: TerminalFillMode = .automatic, title: String? = nil, input: FileHandle = .standardInput,
        output: FileHandle = .standardOutput
    ) throws -> Model? {
        let descriptors = (input: input.fileDescriptor, output: output.fileDescriptor)
        let capabilities = TerminalCapabilities(
            isInteractive: isatty(descriptors.input) == 1 && isatty(descriptors.output) == 1,
            environment: ProcessInfo.processInfo.environment)
        switch capabilities.mode(for: mode) {
        case .lines:
            return try LineFiller.fill(self, title: title, input: descriptors.input, output: descriptors.output)?.model
        case .automatic, .fullScreen:
            guard capabilities.isInteractive else { throw TerminalFillError.notATerminal }
            var screen = FormScreen(self, title: title)
            let outcome = try FullScreenSession.run(
                &screen, input: descriptors.input, output: descriptors.output, colors: capabilities.colors)
            return outcome == .submitted ? try screen.form.model : nil
        }
    }
}
