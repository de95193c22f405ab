import Foundation

extension FormModel {
    /// A model read from parameters: `Self()` with every row the parameters
    /// name filled in.
    ///
    /// ```swift
    /// let profile = try Profile(formParameters: ["user_name": "Ada", "age": 36])
    /// profile.user_name   // "Ada"
    /// ```
    ///
    /// The rows are read as ``FormState/update(from:options:)`` reads them,
    /// starting from `Self()`: absent keys keep their default values,
    /// properties that are not rows keep theirs, and rows the model's own
    /// conditions hide or disable (for the values sent) keep theirs too. When
    /// any value does not fit its row, or the body could not be read, one
    /// ``FormSubmissionError`` lists every field error, body problem, refused
    /// key and unknown key together. Unknown and refused keys alone are no
    /// error unless ``FormUpdateOptions/rejectsUnknownKeys`` or
    /// ``FormUpdateOptions/rejectsRefusedKeys`` is set. A model declared in a
    /// way that cannot make a form throws its ``FormDeclarationError``
    /// instead, and a model whose own `init(from:)` rejects the values
    /// throws that error.
    ///
    /// The model is not validated unless ``FormUpdateOptions/validates`` is
    /// set: then its rules (`rules:`, `range:`, `maxCharacters:`, its own
    /// `validate()`) are checked on the visible, enabled rows, and their
    /// failures are thrown with every other problem, so a server binds and
    /// checks a request in one call:
    ///
    /// ```swift
    /// do {
    ///     let signUp = try SignUp(urlEncoded: body, options: .init(validates: true))
    ///     try await store(signUp)                        // every rule holds
    /// } catch let error as FormSubmissionError {
    ///     return .badRequest(error.description)          // "user_name: User Name is required"
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - formParameters: The submitted parameters, keyed as the form submits them.
    ///   - options: How the parameters are read: checkboxes, unknown and
    ///     refused keys, limits, validation.
    ///   - localization: The language and wordings of the errors thrown;
    ///     by default English, as declared
    ///     (`try Profile(urlEncoded: body, localization: FormLocalization(language: .simplifiedChinese))`
    ///     throws "年龄必须是整数").
    /// - Throws: ``FormSubmissionError`` listing every problem of the
    ///   parameters; ``FormDeclarationError`` when the model cannot make a
    ///   form; the error of the model's own `init(from:)` when it rejects
    ///   the values.
    public init(
        formParameters: FormParameters, options: FormUpdateOptions = FormUpdateOptions(),
        localization: FormLocalization = .none
    ) throws {
        var route: BodyReading.Route?
        try self.init(.parameters(formParameters), options: options, localization: localization, route: &route)
    }

    /// A model read from an `application/x-www-form-urlencoded` body; see
    /// ``init(formParameters:options:localization:)``.
    ///
    /// ```swift
    /// let profile = try Profile(urlEncoded: "user_name=Ada&age=36&address%5Bcity%5D=London&tags%5B%5D=math")
    /// profile.address.city   // "London"
    /// ```
    ///
    /// - Throws: ``FormSubmissionError`` listing every problem, a malformed
    ///   body or one over ``FormParameters/DecodingLimits`` included; otherwise as
    ///   ``init(formParameters:options:localization:)`` throws.
    public init(
        urlEncoded body: String, options: FormUpdateOptions = FormUpdateOptions(),
        localization: FormLocalization = .none
    ) throws {
        var route: BodyReading.Route?
        try self.init(.urlEncoded(Array(body.utf8)), options: options, localization: localization, route: &route)
    }

    /// A model read from an `application/x-www-form-urlencoded` body given
    /// as bytes; see ``init(formParameters:options:localization:)``.
    ///
    /// ```swift
    /// let profile = try Profile(urlEncoded: request.body, options: .init(absentBooleansAreFalse: true))
    /// ```
    ///
    /// - Throws: ``FormSubmissionError`` listing every problem, a malformed
    ///   body or one over ``FormParameters/DecodingLimits`` included; otherwise as
    ///   ``init(formParameters:options:localization:)`` throws.
    public init(
        urlEncoded body: Data, options: FormUpdateOptions = FormUpdateOptions(),
        localization: FormLocalization = .none
    ) throws {
        var route: BodyReading.Route?
        try self.init(.urlEncoded([UInt8](body)), options: options, localization: localization, route: &route)
    }

    /// A model read from a JSON object given as text; see ``init(formParameters:options:localization:)``.
    ///
    /// ```swift
    /// let profile = try Profile(json: #"{"user_name":"Ada","address":{"city":"London"}}"#)
    /// ```
    ///
    /// - Throws: ``FormSubmissionError`` listing every problem, a malformed
    ///   body or one over ``FormParameters/DecodingLimits`` included; otherwise as
    ///   ``init(formParameters:options:localization:)`` throws.
    public init(
        json: String, options: FormUpdateOptions = FormUpdateOptions(),
        localization: FormLocalization = .none
    ) throws {
        var route: BodyReading.Route?
        try self.init(.json(Array(json.utf8)), options: options, localization: localization, route: &route)
    }

    /// A model read from a JSON object given as bytes, such as a request's
    /// body; see ``init(formParameters:options:localization:)``.
    ///
    /// ```swift
    /// let profile = try Profile(json: Data(#"{"user_name":"Ada","address":{"city":"London"}}"#.utf8))
    /// ```
    ///
    /// - Throws: ``FormSubmissionError`` listing every problem, a malformed
    ///   body or one over ``FormParameters/DecodingLimits`` included; otherwise as
    ///   ``init(formParameters:options:localization:)`` throws.
    public init(
        json: Data, options: FormUpdateOptions = FormUpdateOptions(),
        localization: FormLocalization = .none
    ) throws {
        var route: BodyReading.Route?
        try self.init(.json([UInt8](json)), options: options, localization: localization, route: &route)
    }

    /// `Self()` with the parameters of `body` written into it, straight when
    /// nothing needs a form (see ``BodyReading``), else through a form: what
    /// every initializer from a body does.
    ///
    /// `route` is set to the way the body is read before it is read, so it
    /// tells even when reading throws; it stays `nil` when the model cannot
    /// make a form. The public initializers ignore it.
    init(
        _ body: BodyReading.Body, options: FormUpdateOptions, localization: FormLocalization = .none,
        route: inout BodyReading.Route?
    ) throws {
        let schema = try FormSchema.of(Self.self)
        guard BodyReading.isDirect(schema, options) else {
            route = .throughAForm
            try self.init(
                localization: localization,
                reading: { form in
                    form.update(options, source: body.source, urlEncoded: body.urlEncodedBytes) {
                        limits throws(FormParameters.DecodingError) in
                        try body.parameters(limits: limits)
                    }
                })
            return
        }
        route = .direct
        self = try BodyReading.model(
            Self.self, schema: schema, options: options, localization: localization, source: body.source,
            urlEncoded: body.urlEncodedBytes, json: body.jsonBytes
        ) { limits throws(FormParameters.DecodingError) in try body.parameters(limits: limits) }
    }

    /// `Self()` updated by `read` through a form, or the error of everything
    /// that went wrong: the reference for every way a body is read.
    init(localization: FormLocalization = .none, reading read: (inout FormState<Self>) -> FormUpdateResult) throws {
        var form = try FormState(Self())
        form.localization = localization
        if let error = read(&form).error { throw error }
        self = try form.model
    }
}
