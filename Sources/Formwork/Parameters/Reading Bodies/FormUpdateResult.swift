/// What reading a body or a parameter list into a form did.
///
/// ```swift
/// let result = form.update(fromURLEncoded: "age=forty&user_name=Ada&nickname=ada")
/// result.change.changedKeys          // ["user_name"]
/// result.fieldErrors.map(\.message)  // ["Age must be a whole number"]; age keeps its value
/// result.unknownKeys                 // ["nickname"]
/// result.refusedKeys                 // []: no row the form refuses to edit was sent
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
    ///
    /// Rows held because those rows were refused are here too, not in
    /// ``refusedKeys``: a row that a condition hides or disables only
    /// because a refused row kept its value
    /// (``FormInputError/Reason/held(value:waitingFor:)``) was seen by the
    /// person, who must get its text back.
    ///
    /// ```swift
    /// form.update(fromURLEncoded: "age=151&about_me=Hello").fieldErrors.map(\.key)   // ["age", "about_me"]
    /// ```
    public var fieldErrors: [FormInputError]
    /// Keys of the body that no row reads, in the body's order, as bracketed
    /// names (`nickname`, `address[zip]`).
    public var unknownKeys: [String]
    /// Problems reading the body (``FormParameters/DecodingError/Problem``), and members
    /// whose shape does not fit the form (a plain value where a group is declared).
    public var decodingProblems: [FormParameters.DecodingError.Problem]
    /// Keys of the rows the body sent a value for that the form refuses to
    /// edit (hidden, disabled, read-only, refused by the access policy), in
    /// form order (`role`, `address.city`); each kept its value. Empty when
    /// ``FormUpdateOptions/writesEveryRow`` is set. A row blocked only by
    /// the body's own refused values is held, in ``fieldErrors``, instead.
    public var refusedKeys: [String]
    /// What validating the form after the update found, when
    /// ``FormUpdateOptions/validates`` asked for it: rule and model errors
    /// in form order (values that did not fit are in ``fieldErrors``).
    public var validationErrors: [FormFieldError]
    /// Whether unknown keys alone make ``error``; from ``FormUpdateOptions/rejectsUnknownKeys``.
    public var rejectsUnknownKeys: Bool
    /// Whether refused keys alone make ``error``; from ``FormUpdateOptions/rejectsRefusedKeys``.
    public var rejectsRefusedKeys: Bool

    /// A result of the given parts.
    ///
    /// ```swift
    /// let nothing = FormUpdateResult()
    /// nothing.error   // nil
    /// ```
    public init(
        change: FormChange = FormChange(), fieldErrors: [FormInputError] = [], unknownKeys: [String] = [],
        decodingProblems: [FormParameters.DecodingError.Problem] = [], refusedKeys: [String] = [],
        validationErrors: [FormFieldError] = [], rejectsUnknownKeys: Bool = false, rejectsRefusedKeys: Bool = false
    ) {
        self.change = change
        self.fieldErrors = fieldErrors
        self.unknownKeys = unknownKeys
        self.decodingProblems = decodingProblems
        self.refusedKeys = refusedKeys
        self.validationErrors = validationErrors
        self.rejectsUnknownKeys = rejectsUnknownKeys
        self.rejectsRefusedKeys = rejectsRefusedKeys
    }

    /// Every problem as one error, or `nil` when the update had none: no
    /// field errors, no decoding problems, no validation errors, no unknown
    /// keys when ``rejectsUnknownKeys`` is set and no refused keys when
    /// ``rejectsRefusedKeys`` is set. The error lists unknown and refused
    /// keys whenever it exists.
    ///
    /// ```swift
    /// if let error = form.update(fromJSON: body).error { return .badRequest(error.description) }
    /// ```
    public var error: FormSubmissionError? {
        let failed =
            !fieldErrors.isEmpty || !decodingProblems.isEmpty || !validationErrors.isEmpty
            || (rejectsUnknownKeys && !unknownKeys.isEmpty) || (rejectsRefusedKeys && !refusedKeys.isEmpty)
        guard failed else { return nil }
        return FormSubmissionError(
            fieldErrors: fieldErrors, unknownKeys: unknownKeys, decodingProblems: decodingProblems,
            refusedKeys: refusedKeys, validationErrors: validationErrors)
    }
}
