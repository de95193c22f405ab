/// Reads a body straight into a new model, without making a form, when
/// nothing in the model needs one.
///
/// A form is needed to judge which rows a body may write: rows hidden or
/// disabled by conditions, and the keys a `submit:` mapping writes for a
/// row's current value. A model with neither (and a read that does not
/// validate) has every row writable, so the body's values are read row by
/// row into `Self()`'s values and the model is built from them once: the
/// same reading (``FieldInput``), the same errors, the same model as
/// ``ModelForm/update(from:options:)`` followed by ``ModelForm/model``,
/// without the form's conditions, refused-row passes and change.
enum BodyReading {
    /// Whether a body can be read into `schema`'s model without a form.
    static func isDirect(_ schema: FormSchema, _ options: FormUpdateOptions) -> Bool {
        schema.conditions.isEmpty && !options.validates && !schema.rows.contains { $0.descriptor.submit != nil }
    }

    /// `Model()` with every row of the parameters `decode` reads written
    /// into it, or the error listing every problem. As a form is, `Model()`
    /// is made and read before the body, so a model that cannot be read
    /// fails the same way whatever the body.
    static func model<Model: FormModel>(
        _ type: Model.Type, schema: FormSchema, options: FormUpdateOptions, source: ModelForm<Model>.ValueSource,
        urlEncoded bytes: [UInt8]?, json: [UInt8]? = nil,
        _ decode: (FormDecodingLimits) throws(FormDecodingError) -> FormParameters
    ) throws -> Model {
        let start = Model()
        var values = try schema.model.read(start)
        let result: FormUpdateResult
        do {
            let reading = try schema.reading(
                urlEncoded: bytes, json: json, limits: options.limits, recognised: { [] }, decode)
            result = read(reading, into: &values, schema: schema, options: options, source: source)
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
    private static func read<Model: FormModel>(
        _ reading: FormParameterMatch.Reading, into values: inout [FormValue], schema: FormSchema,
        options: FormUpdateOptions, source: ModelForm<Model>.ValueSource
    ) -> FormUpdateResult {
        var fieldErrors: [FormInputError] = []
        for (index, row) in schema.rows.enumerated() where !row.parameterPath.isEmpty {
            guard var sent = reading.sent[index] else {
                if options.absentBooleansAreFalse, row.descriptor.kind == .boolean { values[index] = .bool(false) }
                continue
            }
            if source == .urlEncoded {
                sent = ModelForm<Model>.urlEncodedValue(
                    sent, for: row.descriptor, blankItemsAreAbsent: options.blankListItemsAreAbsent)
            }
            switch FieldInput.value(sent, row.input) {
            case .success(let value):
                values[index] = value
            case .failure(let refusal):
                fieldErrors.append(
                    ModelForm<Model>.inputError(of: row, refusal, input: sent.text, localization: FormLocalization.none))
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
        urlEncoded bytes: [UInt8]?, json: [UInt8]? = nil, limits: FormDecodingLimits, recognised: () -> Set<[String]>,
        _ decode: (FormDecodingLimits) throws(FormDecodingError) -> FormParameters
    ) throws(FormDecodingError) -> FormParameterMatch.Reading {
        if let bytes, let reading = urlEncodedNames.reading(bytes, limits: limits, rowCount: rows.count) { return reading }
        let recognised = recognised()
        if let json, recognised.isEmpty, let reading = parameterMatch.read(json: json, limits: limits, rowCount: rows.count) {
            return reading
        }
        return parameterMatch.read(try decode(limits).members, rowCount: rows.count, recognised: recognised)
    }
}
