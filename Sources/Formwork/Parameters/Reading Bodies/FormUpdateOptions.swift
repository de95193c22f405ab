/// How a body or a parameter list is read into a form.
///
/// ```swift
/// // An HTML form posts nothing for an unchecked checkbox:
/// form.update(fromURLEncoded: "user_name=Ada", options: .init(absentBooleansAreFalse: true))
/// form.value(Bool.self, for: "newsletter")   // false
///
/// // A stricter import:
/// let profile = try Profile(json: body, options: .init(rejectsUnknownKeys: true, limits: .init(maxParameterCount: 50)))
/// ```
///
/// The defaults: a key that is absent leaves its row unchanged, unknown keys
/// are reported but are no error, rows a person could not edit are not
/// written (their keys are reported, no error), nothing is validated, and
/// bodies are read with the default ``FormParameters/DecodingLimits`` (1000
/// parameters, depth 32, keys of 1024 bytes, 10 MiB).
///
/// ```swift
/// // A server endpoint: bind, refuse what the client may not set, check the model's rules.
/// let signUp = try SignUp(urlEncoded: body, options: .init(rejectsRefusedKeys: true, validates: true))
///
/// // Importing your own stored data: every row, whatever the form shows.
/// form.update(fromJSON: storedDraft, options: .init(writesEveryRow: true))
/// ```
public struct FormUpdateOptions: Sendable, Hashable {
    /// Whether a Boolean row whose key is absent becomes `false`; default
    /// `false` (it keeps its value).
    ///
    /// HTML submits a checkbox only when it is checked (`newsletter=on`), so
    /// for a body posted by an HTML form an absent key means "unchecked". A
    /// JSON document or a partial update says nothing about absent keys, so
    /// this is off unless asked for. It applies to every Boolean row the
    /// update may write (an optional one becomes `false`, not `nil`), except
    /// rows declared with `submit:`, which cannot be read back; a hidden or
    /// disabled checkbox, which a browser does not post, keeps its value.
    public var absentBooleansAreFalse: Bool
    /// Whether keys that no row reads make the result an error; default
    /// `false`.
    ///
    /// Unknown keys are always listed in ``FormUpdateResult/unknownKeys``.
    /// When this is `false` they are no reason to fail: ``FormUpdateResult/error``
    /// and the model initializers (`Profile(urlEncoded:)`) carry them only
    /// along with other errors. When `true`, they alone make an error.
    public var rejectsUnknownKeys: Bool
    /// Whether a blank item of a list of text read from a urlencoded or
    /// multipart body is no item; default `false` (`tags[]=` is `[""]`).
    ///
    /// A browser posts every text box of a form, filled or not, so the
    /// empty box a page offers for adding an entry (`tags[]=`) means "no
    /// entry". A body written by ``FormParameters/urlEncoded`` writes `[""]`
    /// as `tags[]=` too, so this is off unless asked for. Lists whose items
    /// cannot be blank text (options, numbers, dates) always skip a blank
    /// item in such a body: it can only be an empty box or the empty entry a
    /// page sends so that choosing nothing still posts the list. An item of
    /// a repeating group whose every field sent is blank is no item either,
    /// under this option: the spare item a page without script offers.
    ///
    /// ```swift
    /// form.update(fromURLEncoded: "tags%5B%5D=swift&tags%5B%5D=", options: .init(blankListItemsAreAbsent: true))
    /// form.value([String].self, for: "tags")   // ["swift"]
    /// ```
    public var blankListItemsAreAbsent: Bool
    /// Whether a body may write rows a person could not edit; default
    /// `false`.
    ///
    /// By default a body changes only rows that are visible and enabled in
    /// the form as the update leaves it: not a row hidden or disabled by a
    /// condition, refused by the access policy, or in a read-only form. A
    /// hidden or disabled row that a client posts anyway is mass assignment
    /// (an `is_admin` the page never showed), so it keeps its value and its
    /// key is listed in ``FormUpdateResult/refusedKeys``. Set this for data
    /// from a trusted source (your database, your own server's response),
    /// where every row, hidden or not, is meant to be written.
    public var writesEveryRow: Bool
    /// Whether refused keys (see ``writesEveryRow``) make the result an
    /// error; default `false`.
    ///
    /// A browser posts the inputs a page hides with CSS, so by default a
    /// refused key is only reported. An API that expects well-behaved
    /// clients can turn it into an error with this.
    public var rejectsRefusedKeys: Bool
    /// Whether the form is validated after the update; default `false`.
    ///
    /// When `true`, ``FormUpdateResult/validationErrors`` holds what
    /// ``FormState/validate(_:)`` finds (rules, `range:`, `maxCharacters:`,
    /// the model's own `validate()`), and any of it makes
    /// ``FormUpdateResult/error``. With the model initializers
    /// (`SignUp(urlEncoded:options:)`) this is the one call a server needs:
    /// bind, validate, and throw every problem together.
    ///
    /// ```swift
    /// let signUp = try SignUp(urlEncoded: "age=36&email=ada%40example.com", options: .init(validates: true))
    /// // throws FormSubmissionError: "user_name: User Name is required"
    /// ```
    public var validates: Bool
    /// Bounds on the body; default ``FormParameters/DecodingLimits/init(maxParameterCount:maxDepth:maxKeyLength:maxBodySize:maxParts:maxPartSize:maxHeaderSize:)``'s.
    /// Used when reading urlencoded text, multipart bodies, JSON or a dictionary; a
    /// ``FormParameters`` value is already read.
    public var limits: FormParameters.DecodingLimits

    /// Options with the given choices; every argument has its documented default.
    ///
    /// ```swift
    /// let html = FormUpdateOptions(absentBooleansAreFalse: true)
    /// ```
    public init(
        absentBooleansAreFalse: Bool = false, rejectsUnknownKeys: Bool = false, writesEveryRow: Bool = false,
        rejectsRefusedKeys: Bool = false, validates: Bool = false,
        limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits(),
        blankListItemsAreAbsent: Bool = false
    ) {
        self.absentBooleansAreFalse = absentBooleansAreFalse
        self.rejectsUnknownKeys = rejectsUnknownKeys
        self.blankListItemsAreAbsent = blankListItemsAreAbsent
        self.writesEveryRow = writesEveryRow
        self.rejectsRefusedKeys = rejectsRefusedKeys
        self.validates = validates
        self.limits = limits
    }
}
