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
/// are reported but are no error, and bodies are read with the default
/// ``FormDecodingLimits`` (1000 parameters, depth 32, keys of 1024 bytes,
/// 10 MiB).
public struct FormUpdateOptions: Sendable, Hashable {
    /// Whether a Boolean row whose key is absent becomes `false`; default
    /// `false` (it keeps its value).
    ///
    /// HTML submits a checkbox only when it is checked (`newsletter=on`), so
    /// for a body posted by an HTML form an absent key means "unchecked". A
    /// JSON document or a partial update says nothing about absent keys, so
    /// this is off unless asked for. It applies to every Boolean row (an
    /// optional one becomes `false`, not `nil`), except rows declared with
    /// `submit:`, which cannot be read back.
    public var absentBooleansAreFalse: Bool
    /// Whether keys that no row reads make the result an error; default
    /// `false`.
    ///
    /// Unknown keys are always listed in ``FormUpdateResult/unknownKeys``.
    /// When this is `false` they are no reason to fail: ``FormUpdateResult/error``
    /// and the model initializers (`Profile(urlEncoded:)`) carry them only
    /// along with other errors. When `true`, they alone make an error.
    public var rejectsUnknownKeys: Bool
    /// Bounds on the body; default ``FormDecodingLimits/init(maxParameterCount:maxDepth:maxKeyLength:maxBodySize:)``'s.
    /// Used when reading urlencoded text, JSON or a dictionary; a
    /// ``FormParameters`` value is already read.
    public var limits: FormDecodingLimits

    /// Options with the given choices; every argument has its documented default.
    ///
    /// ```swift
    /// let html = FormUpdateOptions(absentBooleansAreFalse: true)
    /// ```
    public init(
        absentBooleansAreFalse: Bool = false, rejectsUnknownKeys: Bool = false,
        limits: FormDecodingLimits = FormDecodingLimits()
    ) {
        self.absentBooleansAreFalse = absentBooleansAreFalse
        self.rejectsUnknownKeys = rejectsUnknownKeys
        self.limits = limits
    }
}
