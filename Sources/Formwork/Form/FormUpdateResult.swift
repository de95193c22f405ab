/// What reading a body or a parameter list into a form did.
///
/// ```swift
/// let result = form.update(fromURLEncoded: "age=forty&user_name=Ada&nickname=ada")
/// result.change.changedKeys          // ["user_name"]
/// result.fieldErrors.map(\.message)  // ["Age must be a whole number"]; age keeps its value
/// result.unknownKeys                 // ["nickname"]
/// result.decodingProblems            // []
/// if let error = result.error { print(error) }
/// ```
///
/// Nothing in it is fatal by itself: every row that could be read was
/// written, and everything else is listed. A body that cannot be read at
/// all (malformed, over a limit) changes nothing and lists its problems in
/// ``decodingProblems``.
public struct FormUpdateResult: Sendable, Hashable {
    /// Every value written and what appeared, disappeared or flipped, as one change.
    public var change: FormChange
    /// The rows whose value did not fit their type or options, in form order;
    /// each kept its previous value and remembers the error
    /// (``FormRow/inputError``), with what was sent in ``FormInputError/input``.
    public var fieldErrors: [FormInputError]
    /// Keys of the body that no row reads, in the body's order, as bracketed
    /// names (`nickname`, `address[zip]`).
    public var unknownKeys: [String]
    /// Problems reading the body (``FormDecodingError/Problem``), and members
    /// whose shape does not fit the form (a plain value where a group is declared).
    public var decodingProblems: [FormDecodingError.Problem]
    /// Whether unknown keys alone make ``error``; from ``FormUpdateOptions/rejectsUnknownKeys``.
    public var rejectsUnknownKeys: Bool

    /// A result of the given parts.
    ///
    /// ```swift
    /// let nothing = FormUpdateResult()
    /// nothing.error   // nil
    /// ```
    public init(
        change: FormChange = FormChange(), fieldErrors: [FormInputError] = [], unknownKeys: [String] = [],
        decodingProblems: [FormDecodingError.Problem] = [], rejectsUnknownKeys: Bool = false
    ) {
        self.change = change
        self.fieldErrors = fieldErrors
        self.unknownKeys = unknownKeys
        self.decodingProblems = decodingProblems
        self.rejectsUnknownKeys = rejectsUnknownKeys
    }

    /// Every problem as one error, or `nil` when the update had none: no
    /// field errors, no decoding problems, and no unknown keys when
    /// ``rejectsUnknownKeys`` is set. The error lists unknown keys whenever
    /// it exists.
    ///
    /// ```swift
    /// if let error = form.update(fromJSON: body).error { return .badRequest(error.description) }
    /// ```
    public var error: FormSubmissionError? {
        let failed = !fieldErrors.isEmpty || !decodingProblems.isEmpty || (rejectsUnknownKeys && !unknownKeys.isEmpty)
        guard failed else { return nil }
        return FormSubmissionError(fieldErrors: fieldErrors, unknownKeys: unknownKeys, decodingProblems: decodingProblems)
    }
}
