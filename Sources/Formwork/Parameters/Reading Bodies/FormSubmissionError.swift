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
/// (`init(urlEncoded:options:localization:)`, `init(json:options:localization:)`,
/// `init(formParameters:options:localization:)`) and made by ``FormUpdateResult/error``.
/// A person fixing a request sees every problem at once; with
/// ``FormUpdateOptions/validates`` that includes the model's own rules:
///
/// ```swift
/// do {
///     let signUp = try SignUp(urlEncoded: "age=1000", options: .init(validates: true))
/// } catch let error as FormSubmissionError {
///     print(error)
///     // age: Age must be between 0 and 150 (sent "1000")
///     // user_name: User Name is required
/// }
/// ```
public struct FormSubmissionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Values that do not fit their row's type or options, in form order.
    public var fieldErrors: [FormInputError]
    /// Keys no row reads, in the body's order.
    public var unknownKeys: [String]
    /// Problems reading the body itself.
    public var decodingProblems: [FormParameters.DecodingError.Problem]
    /// Keys of rows the body sent values for that the form refuses to edit,
    /// in form order (see ``FormUpdateResult/refusedKeys``).
    public var refusedKeys: [String]
    /// Rule and model errors of the values read, in form order, when
    /// ``FormUpdateOptions/validates`` asked for validation.
    public var validationErrors: [FormFieldError]

    /// An error of the given problems.
    ///
    /// ```swift
    /// let error = FormSubmissionError(unknownKeys: ["nickname"])
    /// error.description   // "unknown key: nickname"
    /// ```
    public init(
        fieldErrors: [FormInputError] = [], unknownKeys: [String] = [],
        decodingProblems: [FormParameters.DecodingError.Problem] = [],
        refusedKeys: [String] = [], validationErrors: [FormFieldError] = []
    ) {
        self.fieldErrors = fieldErrors
        self.unknownKeys = unknownKeys
        self.decodingProblems = decodingProblems
        self.refusedKeys = refusedKeys
        self.validationErrors = validationErrors
    }

    /// A line per problem: body problems first, then field errors with what
    /// was sent, validation errors, refused keys and unknown keys.
    public var description: String {
        let lines =
            decodingProblems.map(\.description)
            + fieldErrors.map { "\($0.key): \($0.message) (sent \"\($0.input)\")" }
            + validationErrors.map { "\($0.key): \($0.message)" }
            + refusedKeys.map { "not editable: \($0)" }
            + unknownKeys.map { "unknown key: \($0)" }
        return lines.joined(separator: "\n")
    }
}
