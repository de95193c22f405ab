import Foundation

/// A JSON Schema (draft 2020-12) of the JSON body a form submits, for a web
/// front end or an API description.
///
/// ```swift
/// let schema = try SignUp.formJSONSchema
/// try schema.jsonString(options: .pretty)
/// // {
/// //   "$schema": "https://json-schema.org/draft/2020-12/schema",
/// //   "title": "SignUp",
/// //   "type": "object",
/// //   "properties": {
/// //     "user_name": {
/// //       "title": "User Name",
/// //       "type": "string"
/// //     },
/// //     "age": {
/// //       "title": "Age",
/// //       "type": "integer",
/// //       "minimum": 0,
/// //       "maximum": 150
/// //     },
/// //     ...
/// ```
///
/// The schema describes what ``FormState/parameters`` writes as JSON
/// (``FormParameters/json(options:)``) and what ``FormModel/init(json:options:localization:)-(Data,_,_)``
/// reads: a body it accepts is read with no field error, and each keyword
/// it maps from a rule refuses what that rule refuses. It is stricter than
/// the reader, which also takes `"42"` for a number or `"on"` for a
/// Boolean: the schema describes the body a front end should send.
///
/// - Types: text, dates and URLs are strings; whole-number rows are
///   `integer` within their type's range (a `UInt64` above `Int64.max`
///   travels as a JSON number too); `Double`, `Float` and `Decimal` rows
///   are `number`; Booleans `boolean`; lists and several-choice rows
///   `array`; groups nested objects. An optional row also takes `null`
///   (a form omits nil, and reads `null` as nil). A repeating group is an
///   `array` whose `items` is its item type's object, with `maxItems` (the
///   declared one, else the 1,000 items a body may hold at most) and
///   `minItems` when one above 0 is declared.
/// - Required: a row with ``FormRule/required`` is in `required` and may not
///   be empty (`minLength: 1`, `minItems: 1`, no `null`), unless a
///   condition of the row, its section or its group could hide or disable
///   it (it is then neither submitted nor validated). A group with a
///   required row is required, and so is a repeating group with `minItems`
///   above 0. Text of only spaces is empty to Formwork but
///   not to `minLength`.
/// - Options: `oneOf` of `{"const": value, "title": label}`.
/// - Numbers: `minimum`/`maximum` from `range:`, `min:`, `max:` and the
///   bound rules (`exclusiveMinimum`/`exclusiveMaximum` for
///   ``FormRule/greaterThan(_:)`` and ``FormRule/lessThan(_:)``), the
///   strictest of each kept. A step counts from the row's minimum (as
///   HTML's does) and `multipleOf` counts from zero, so `multipleOf` is
///   written only when the step's base is itself a multiple of the step.
///   Date bounds have no keyword and are left to validation.
/// - Text: `maxCharacters:` and the length rules become `maxLength` and
///   `minLength`, which JSON Schema counts in Unicode code points, while
///   Formwork counts characters (an emoji of several code points is one):
///   `maxLength` is then stricter than Formwork, `minLength` more lenient.
///   ``FormRule/matches(_:)-(String)`` becomes `pattern` (anchored, as the
///   rule matches the whole text) only when the pattern means the same in
///   ECMA-262 as in ICU: ASCII literals, classes of ASCII letters, digits
///   and ranges, groups, alternation and quantifiers; a pattern using
///   anything else (`\d`, `\w`, `.`, `[^…]`, anchors, flags) is left out
///   and checked by validation only. ``FormRule/email`` is `format: email`
///   and ``FormRule/url`` `format: uri`: JSON Schema's formats are more
///   lenient than Formwork's rules (and only annotations unless a
///   validator asserts them). A rule that passes empty text keeps passing
///   it: its keywords are under `anyOf` with `{"const": ""}`.
/// - Dates: a `.date` row is `format: date` (`2026-11-21`), a `.dateTime`
///   row `format: date-time` (`2026-11-21T09:30:00Z`); a `.time` row sends
///   `09:30` or `09:30:15.250`, which is no RFC 3339 `time` (it has no
///   offset), so it is a `pattern`.
/// - Files: a `URL` row is a string; a ``FormFile`` row is a URL string or
///   the object ``FormParameters/json(options:)`` writes
///   (`filename`, `contentType`, `data` in Base64, optional `url`).
/// - `title` is the row's title, `description` its help text; a
///   placeholder is a hint, not a value, and is left out.
/// - Keys no row reads are allowed, as the readers ignore them (see
///   ``FormUpdateOptions/rejectsUnknownKeys``). A row with `submit:` sends
///   keys its mapping chooses: its own key is described (the reader reads
///   it when sent) and never required.
/// - Not expressed: conditions (a row that may be hidden is described but
///   not required), ``FormRule/equals(field:)``, custom rules and the
///   model's own `validate()`.
public struct FormJSONSchema: Sendable, Hashable {
    /// The schema as an ordered JSON object, members in the order written.
    ///
    /// ```swift
    /// let schema = try SignUp.formJSONSchema
    /// if case .object(let members) = schema.document {
    ///     members.map(\.key)   // ["$schema", "title", "type", "properties"]
    /// }
    /// ```
    public let document: FormValue

    init(document: FormValue) {
        self.document = document
    }

    /// The schema as UTF-8 JSON, written as ``FormParameters/json(options:)``
    /// writes a body: keys in a fixed order, numbers exact.
    ///
    /// ```swift
    /// try SignUp.formJSONSchema.json()   // {"$schema":"https://json-schema.org/draft/2020-12/schema",...}
    /// ```
    ///
    /// - Throws: ``FormParameters/EncodingError``, as ``FormParameters/json(options:)``
    ///   throws; a schema holds finite numbers only, so it does not throw in practice.
    public func json(options: FormParameters.JSONOptions = FormParameters.JSONOptions()) throws(FormParameters.EncodingError)
        -> Data
    {
        Data(try bytes(options))
    }

    /// The schema as JSON text; see ``json(options:)``.
    ///
    /// ```swift
    /// try SignUp.formJSONSchema.jsonString(options: .pretty)
    /// ```
    ///
    /// - Throws: ``FormParameters/EncodingError``, as ``json(options:)`` throws.
    public func jsonString(
        options: FormParameters.JSONOptions = FormParameters.JSONOptions()
    ) throws(FormParameters.EncodingError) -> String {
        String(decoding: try bytes(options), as: UTF8.self)
    }

    private func bytes(_ options: FormParameters.JSONOptions) throws(FormParameters.EncodingError) -> [UInt8] {
        var writer = FormJSONWriter(options: options)
        try writer.write(document, path: "", depth: 0)
        return writer.output
    }
}
