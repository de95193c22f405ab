import Foundation

/// Reads a body straight into a new model, without making a form, when
/// nothing in the model needs one.
///
/// A form is needed to judge which rows a body may write: rows hidden or
/// disabled by conditions, and the keys a `submit:` mapping writes for a
/// row's current value. A model with neither (and a read that does not
/// validate) has every row writable, so the body's values are read row by
/// row into `Self()`'s values and the model is built from them once. Each
/// row reads its value as a form's update reads it
/// (``FormSchema/Row/read(_:from:options:localization:)``), so the values,
/// errors and model are those of ``ModelForm/update(from:options:)``
/// followed by ``ModelForm/model``, without the form's conditions,
/// refused-row passes and change.
enum BodyReading {
    /// The way a body was read into a model, which
    /// `FormModel.init(_:options:route:)` tells its caller: both ways give
    /// the same model and errors, so nothing else shows which one ran.
    enum Route: Equatable {
        /// Straight into the model's row values, without a form.
        case direct
        /// Through a form: ``ModelForm/update(from:options:)``, then ``ModelForm/model``.
        case throughAForm
    }

    /// A body as a model's initializers take it (`init(json:)` and its
    /// siblings), which says how its parameters are decoded.
    enum Body {
        case parameters(FormParameters)
        /// A JSON body's bytes.
        case json([UInt8])
        /// A urlencoded body's bytes.
        case urlEncoded([UInt8])
        case multipart(Data, boundary: String)
        /// A multipart body and its request's `Content-Type` header, which names the boundary.
        case multipartWithContentType(Data, String)

        /// What the body's values mean to a row (see ``BodySource``): a
        /// multipart body's are read as a urlencoded body's are.
        var source: BodySource {
            switch self {
            case .parameters, .json: .structured
            case .urlEncoded, .multipart, .multipartWithContentType: .urlEncoded
            }
        }

        /// A urlencoded body's bytes, which may be read without decoding
        /// them (see ``FormURLEncodedRowNames``).
        var urlEncodedBytes: [UInt8]? {
            guard case .urlEncoded(let bytes) = self else { return nil }
            return bytes
        }

        /// A JSON body's bytes, which may be read straight into the rows
        /// (see ``FormParameterMatch/read(json:limits:rowCount:)``).
        var jsonBytes: [UInt8]? {
            guard case .json(let bytes) = self else { return nil }
            return bytes
        }

        /// The body's parameters, decoded under `limits`; given parameters
        /// are taken as they are.
        func parameters(limits: FormParameters.DecodingLimits) throws(FormParameters.DecodingError) -> FormParameters {
            switch self {
            case .parameters(let parameters): parameters
            case .json(let bytes): try FormParameters(jsonBytes: bytes, limits: limits)
            case .urlEncoded(let bytes): try FormParameters(urlEncodedBytes: bytes, limits: limits)
            case .multipart(let body, let boundary): try FormParameters(multipart: body, boundary: boundary, limits: limits)
            case .multipartWithContentType(let body, let contentType):
                try FormParameters(multipart: body, contentType: contentType, limits: limits)
            }
        }
    }

    /// Whether a body can be read into `schema`'s model without a form.
    static func isDirect(_ schema: FormSchema, _ options: FormUpdateOptions) -> Bool {
        // A body may change a repeating group's items, and so the form's
        // shape: it is read through a form.
        schema.groups.isEmpty && schema.conditions.isEmpty && !options.validates
            && !schema.rows.contains { $0.descriptor.submit != nil }
    }

    /// `Model()` with every row of the parameters `decode` reads written
    /// into it, or the error listing every problem. As a form is, `Model()`
    /// is made and read before the body, so a model that cannot be read
    /// fails the same way whatever the body.
    static func model<Model: FormModel>(
        _ type: Model.Type, schema: FormSchema, options: FormUpdateOptions, localization: FormLocalization,
        source: BodySource, urlEncoded bytes: [UInt8]?, json: [UInt8]?,
        _ decode: (FormParameters.DecodingLimits) throws(FormParameters.DecodingError) -> FormParameters
    ) throws -> Model {
        let start = Model()
        var values = try schema.model.read(start).fixed
        let result: FormUpdateResult
        do {
            let reading = try schema.reading(
                urlEncoded: bytes, json: json, limits: options.limits, recognised: { [] }, decode)
            result = read(reading, into: &values, schema: schema, options: options, localization: localization, source: source)
        } catch {
            // A body that cannot be read writes nothing.
            result = FormUpdateResult(
                decodingProblems: error.problems, rejectsUnknownKeys: options.rejectsUnknownKeys,
                rejectsRefusedKeys: options.rejectsRefusedKeys)
        }
        if let error = result.error { throw error }
        return try ModelAssembly(schema: schema.model, values: values).decode(Model.self, from: start)
    }

    /// Reads each row's value from `reading` into `values`, as an update
    /// of a form whose rows are all writable reads them.
    private static func read(
        _ reading: FormParameterMatch.Reading, into values: inout [FormValue], schema: FormSchema,
        options: FormUpdateOptions, localization: FormLocalization, source: BodySource
    ) -> FormUpdateResult {
        var fieldErrors: [FormInputError] = []
        for index in schema.rows.indices {
            switch schema.rows[index].read(reading.sent[index], from: source, options: options, localization: localization) {
            case nil:
                continue
            case .success(let value):
                values[index] = value
            case .failure(let error):
                fieldErrors.append(error)
            }
        }
        return FormUpdateResult(
            fieldErrors: fieldErrors, unknownKeys: reading.unknownKeys, decodingProblems: reading.problems,
            rejectsUnknownKeys: options.rejectsUnknownKeys, rejectsRefusedKeys: options.rejectsRefusedKeys)
    }
}

extension FormSchema {
    /// Each row's value in a body: read straight from a urlencoded body's
    /// `bytes` when the rows' names are all it holds (see
    /// ``FormURLEncodedRowNames``), or from a JSON body's bytes when its
    /// names are all rows' and groups' and no path is `recognised` (see
    /// ``FormParameterMatch/read(json:limits:rowCount:)``), else from the
    /// parameters `decode` makes, with the paths `recognised` returns known
    /// but read by no row.
    func reading(
        urlEncoded bytes: [UInt8]?, json: [UInt8]? = nil, limits: FormParameters.DecodingLimits, recognised: () -> Set<[String]>,
        _ decode: (FormParameters.DecodingLimits) throws(FormParameters.DecodingError) -> FormParameters
    ) throws(FormParameters.DecodingError) -> FormParameterMatch.Reading {
        var known: Set<[String]>?
        func recognisedPaths() -> Set<[String]> {
            if let known { return known }
            let paths = recognised()
            known = paths
            return paths
        }
        if let bytes,
            let reading = urlEncodedNames.reading(
                bytes, limits: limits, rowCount: rows.count, hasRecognisedPaths: { !recognisedPaths().isEmpty })
        {
            return reading
        }
        let recognised = recognisedPaths()
        if let json, recognised.isEmpty, let reading = parameterMatch.read(json: json, limits: limits, rowCount: rows.count) {
            return reading
        }
        return parameterMatch.read(try decode(limits).members, rowCount: rows.count, recognised: recognised)
    }
}
