/// Why a model could not be read from a submission: every problem together.
///
/// ```swift
/// do {
///     let profile = try Profile(urlEncoded: "age=forty&birthday=soon&nickname=ada")
/// } catch let error as FormSubmissionError {
///     error.fieldErrors.map(\.key)   // ["age", "birthday"]
///     error.unknownKeys              // ["nickname"]
///     print(error)
///     // age: Age must be a whole number (sent "forty")
///     // birthday: Birthday must be a date like 2026-11-21 (sent "soon")
///     // unknown key: nickname
/// }
/// ```
///
/// Thrown by the ``FormModel`` initializers that read a body
/// (`init(urlEncoded:options:)`, `init(json:options:)`,
/// `init(formParameters:options:)`) and made by ``FormUpdateResult/error``.
/// A person fixing a request sees every problem at once.
public struct FormSubmissionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Values that do not fit their row's type or options, in form order.
    public var fieldErrors: [FormInputError]
    /// Keys no row reads, in the body's order.
    public var unknownKeys: [String]
    /// Problems reading the body itself.
    public var decodingProblems: [FormDecodingError.Problem]

    /// An error of the given problems.
    ///
    /// ```swift
    /// let error = FormSubmissionError(unknownKeys: ["nickname"])
    /// error.description   // "unknown key: nickname"
    /// ```
    public init(
        fieldErrors: [FormInputError] = [], unknownKeys: [String] = [], decodingProblems: [FormDecodingError.Problem] = []
    ) {
        self.fieldErrors = fieldErrors
        self.unknownKeys = unknownKeys
        self.decodingProblems = decodingProblems
    }

    /// A line per problem: body problems first, then field errors with what
    /// was sent, then unknown keys.
    public var description: String {
        let lines = decodingProblems.map(\.description)
            + fieldErrors.map { "\($0.key): \($0.message) (sent \"\($0.input)\")" }
            + unknownKeys.map { "unknown key: \($0)" }
        return lines.joined(separator: "\n")
    }
}
