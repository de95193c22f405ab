import Foundation

/// Reads a body straight into a new model, without making a form, when
/// nothing in the model needs one.
///
/// A form is needed to judge which rows a body may write: rows hidden or
/// disabled by conditions, the keys a `submit:` mapping writes for a row's
/// current value, and whether a repeating group may change its count. A
/// model with none of these (and a read that does not validate) has every
/// row writable, so the body's values are read row by row into `Self()`'s
/// values (re-shaped to the items a body sends) and the model is built
/// from them once. Each
/// row reads its value as a form's update reads it
/// (``FormSchema/Row/read(_:from:options:localization:)``), so the values,
/// errors and model are those of ``FormState/update(from:options:)``
/// followed by ``FormState/model``, without the form's conditions,
/// refused-row passes and change.
enum BodyReading {
    /// The way a body was read into a model, which
    /// `FormModel.init(_:options:route:)` tells its caller: both ways give
    /// the same model and errors, so nothing else shows which one ran.
    enum Route: Equatable {
        /// Straight into the model's row values, without a form.
        case direct
        /// Through a form: ``FormState/update(from:options:)``, then ``FormState/model``.
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
            case .parameters(let parameters): parameters.source
            case .json: .structured
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
        schema.conditions.isEmpty && !options.validates && !schema.rows.contains { $0.descriptor.submit != nil }
            && schema.groups.allSatisfy { readsItemsDirectly($0.member) }
    }

    /// Whether a body's items of a repeating group can be read without a
    /// form: the group takes any count of items (it may gain and lose items,
    /// and no condition hides or disables it), and its items' rows have no
    /// condition, no `submit:` mapping and no repeating group of their own.
    /// A body may then re-shape the group as it likes, as it may re-shape a
    /// form's, and each item's rows are all writable.
    private static func readsItemsDirectly(_ member: ModelSchema.Repeating) -> Bool {
        let changesCount = RepeatingOptions.addBit | RepeatingOptions.deleteBit
        guard member.options.editing & changesCount == changesCount, member.descriptor.visibleWhen == nil,
            member.descriptor.enabledWhen == nil
        else { return false }
        func itemSchema<Item: FormModel>(_ type: Item.Type) -> FormSchema? { try? FormSchema.of(type) }
        guard let item = itemSchema(member.itemType) else { return false }
        return item.conditions.isEmpty && item.groups.isEmpty && !item.rows.contains { $0.descriptor.submit != nil }
    }

    /// `Model()` with every row of the parameters `decode` reads written
    /// into it, or the error listing every problem. As a form is, `Model()`
    /// is made and read before the body, so a model that cannot be read
    /// fails the same way whatever the body.
    ///
    /// A body naming a repeating group gives it the body's items, as a
    /// form's update does (``FormState/update(from:options:)``): the model's
    /// values take the counts sent (first items kept, new ones `Item()`'s),
    /// the rows are those of the schema of that shape, and item `k`'s rows
    /// read the body's item `k` (``FormSentItems``).
    static func model<Model: FormModel>(
        _ type: Model.Type, schema: FormSchema, options: FormUpdateOptions, localization: FormLocalization,
        source: BodySource, urlEncoded bytes: [UInt8]?, json: [UInt8]?,
        _ decode: (FormParameters.DecodingLimits) throws(FormParameters.DecodingError) -> FormParameters
    ) throws -> Model {
        let start = Model()
        var model = try schema.model.read(start)
        // The rows of `Model()`'s own items, as its form lays them out.
        let initial = model.items.isEmpty ? schema : try SchemaRegistry.shared.schema(for: Model.self, shape: model.shape)
        let reading: FormParameterMatch.Reading
        do {
            reading = try initial.reading(
                urlEncoded: bytes, json: json, limits: initial.itemLimited(options.limits), recognised: { [] }, decode)
        } catch {
            // A body that cannot be read writes nothing.
            throw unread(error.problems, options) ?? error
        }
        guard reading.groups.contains(where: { $0 != nil }) else {
            return try build(
                start, from: consume model, reading, schema: initial, options: options, localization: localization,
                source: source)
        }
        let items = FormSentItems(
            reading, groups: initial.groups, dropsBlankItems: source == .urlEncoded && options.blankListItemsAreAbsent)
        if let exceeded = items.limitExceeded, let error = unread([exceeded], options) { throw error }
        model.resize(to: zip(items.items, model.items).map { $0?.count ?? $1.count }, groups: initial.groups)
        let shaped = try SchemaRegistry.shared.schema(for: Model.self, shape: model.shape)
        return try build(
            start, from: consume model, items.reading(reading, from: initial, in: shaped, recognised: []), schema: shaped,
            options: options, localization: localization, source: source)
    }

    /// The model built from `start` with `model`'s values, which have
    /// `schema`'s shape, and the values `sent` reads into them.
    ///
    /// `model` is consumed, so that `values` is the only holder of its
    /// rows' array and the reading writes it in place, without a copy.
    private static func build<Model: FormModel>(
        _ start: Model, from model: consuming ModelValues, _ sent: consuming FormParameterMatch.Reading, schema: FormSchema,
        options: FormUpdateOptions, localization: FormLocalization, source: BodySource
    ) throws -> Model {
        var values = schema.values(of: model)
        _ = consume model
        let result = read(&sent, into: &values, schema: schema, options: options, localization: localization, source: source)
        if let error = result.error { throw error }
        return try ModelAssembly(schema: schema.model, values: schema.modelValues(values)).decode(Model.self, from: start)
    }

    /// The error of a body that writes nothing, for its `problems`.
    private static func unread(_ problems: [FormParameters.DecodingError.Problem], _ options: FormUpdateOptions)
        -> FormSubmissionError?
    {
        FormUpdateResult(
            decodingProblems: problems, rejectsUnknownKeys: options.rejectsUnknownKeys,
            rejectsRefusedKeys: options.rejectsRefusedKeys
        ).error
    }

    /// Reads each row's value from `reading` into `values`, as an update
    /// of a form whose rows are all writable reads them.
    private static func read(
        _ reading: inout FormParameterMatch.Reading, into values: inout [FormValue], schema: FormSchema,
        options: FormUpdateOptions, localization: FormLocalization, source: BodySource
    ) -> FormUpdateResult {
        var fieldErrors: [FormInputError] = []
        let zone = FormRowContext.ReadingZone.of(localization)
        for index in schema.rows.indices {
            // Each sent value is read once: it moves out of the reading.
            switch schema.rows[index].read(
                reading.sent[index].take(), from: source, options: options, localization: localization, zone: zone)
            {
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
    /// `limits` with each repeating group's item limit (its `maxItems`),
    /// which reading a body applies before any item is made.
    func itemLimited(_ limits: FormParameters.DecodingLimits) -> FormParameters.DecodingLimits {
        var limits = limits
        for group in groups {
            limits.itemLimits[group.member.descriptor.parameterKey ?? group.member.name] = group.member.options.itemLimit
        }
        return limits
    }

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
                bytes, limits: limits, rowCount: rows.count, groups: groups,
                hasRecognisedPaths: { !recognisedPaths().isEmpty })
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
