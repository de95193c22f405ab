/// Where a body came from, which decides what a urlencoded body cannot say
/// by itself.
enum BodySource {
    /// JSON, a dictionary or parameters: an array is an array (a row that
    /// holds one value refuses it) and null is null.
    case structured
    /// A urlencoded body, which cannot tell a list from a name sent twice:
    /// a row that holds one value takes the last (`flag=false&flag=true`,
    /// the hidden-checkbox idiom), as a JSON object's repeated key does. A
    /// bare name (`nick`, no `=`) is null to an optional row and, as the
    /// WHATWG parser reads it, empty text to any other. A multipart body is
    /// read the same way: its names repeat as a urlencoded body's do, and a
    /// name sent twice with a file (or text) each time gives the last to a
    /// row that holds one.
    case urlEncoded
}

extension FormSchema.Row {
    /// What a body makes of this row when it sent `sent` for it (`nil` when
    /// it sent nothing): `nil` when the row keeps its value, else the value
    /// read or the row's error, its message translated by `localization`.
    ///
    /// Every body is read row by row with this, whichever way it goes: an
    /// update of a form (``FormState/update(from:options:)``) and a model
    /// read without a form (``BodyReading``) read a row alike, with the same
    /// limits and the same errors.
    ///
    /// A row without a parameter path (a title) reads nothing. An absent
    /// key leaves its row as it is, but for a boolean row under
    /// ``FormUpdateOptions/absentBooleansAreFalse``, which reads `false`
    /// unless the row has a `submit:` mapping: a body holding the keys its
    /// mapping writes holds no key of the row's own.
    ///
    /// `sent` is taken rather than borrowed, so the value moves from the
    /// body into the reading instead of being copied once more. `zone` is
    /// `localization`'s, held once for every row of the body.
    func read(
        _ sent: consuming FormValue?, from source: BodySource, options: FormUpdateOptions, localization: FormLocalization,
        zone: FormRowContext.ReadingZone
    ) -> Result<FormValue, FormInputError>? {
        guard !parameterPath.isEmpty else { return nil }
        switch consume sent {
        case nil:
            guard options.absentBooleansAreFalse, input.traits.isSwitch, descriptor.submit == nil else { return nil }
            return .success(.bool(false))
        case .some(let sent):
            guard source == .urlEncoded else { return read(sent, localization: localization, zone: zone) }
            let value = urlEncodedValue(sent, blankItemsAreAbsent: options.blankListItemsAreAbsent)
            return read(value, localization: localization, zone: zone)
        }
    }

    /// `sent` read as this row's value, or the row's error.
    private func read(
        _ sent: FormValue, localization: FormLocalization, zone: FormRowContext.ReadingZone
    ) -> Result<FormValue, FormInputError> {
        switch value(sent, in: zone) {
        case .success(let value):
            return .success(value)
        case .failure(let refusal):
            return .failure(inputError(refusal, input: sent.text, localization: localization))
        }
    }

    /// `value` read as this row's value: its kind's reading, checked
    /// against the row's options and limits, with date text without a zone
    /// read in `zone`. In UTC the kind is handed the row's own context
    /// (``readsInUTC``), so a reading makes and retains none.
    func value(_ value: FormValue, in zone: FormRowContext.ReadingZone = .utc) -> Result<FormValue, FieldInput.Refusal> {
        switch zone {
        case .utc: FieldInput.value(value, readsInUTC)
        default: FieldInput.value(value, FormRowContext(input, zone: zone))
        }
    }

    /// The error of this row refusing `input`, its message translated by `localization`.
    ///
    /// A broken limit says what its rule says when the form is validated,
    /// translated the same way (``FormLocalization/Request/message(_:)``), so
    /// "Age must be at most 150" reads alike whether typed, sent or loaded.
    func inputError(_ refusal: FieldInput.Refusal, input: String, localization: FormLocalization) -> FormInputError {
        let title = localization.title(for: key, default: self.title)
        if let limit = refusal.limit,
            let failure = limit.rule.validate(limit.value, in: FormRule.Context(key: key, title: title))
        {
            return FormInputError(
                key: key, title: title, reason: refusal.reason, input: input, message: localization.message(for: failure),
                phrase: failure.phrase)
        }
        var phrase = refusal.phrase
        // The options are named as the form shows them.
        if let index = phrase.arguments.firstIndex(where: { $0.name == "options" }), localization.translatesOptions {
            let labels = self.input.options.map { localization.optionLabel(for: key, value: $0.value, default: $0.label) }
            phrase.arguments[index] = .init("options", items: labels)
        }
        let subject = refusal.item.map { localization.itemTitle($0, of: title) } ?? title
        let error = localization.fieldError(key: key, title: title, phrase: phrase, subject: subject)
        return FormInputError(
            key: key, title: title, reason: refusal.reason, input: input, message: error.message, phrase: error.phrase)
    }

    /// What a urlencoded body's value means to this row (see ``BodySource/urlEncoded``).
    private func urlEncodedValue(_ sent: FormValue, blankItemsAreAbsent: Bool) -> FormValue {
        switch sent {
        case .array(let items) where input.holdsSeveralValues:
            // A blank item is an empty text box, or the empty entry a page sends
            // so that choosing nothing still posts the list: no item, when the
            // row's items cannot be blank or the caller reads bodies as a browser posts them.
            let blank = FormValue.string("")
            guard items.contains(blank), blankItemsAreAbsent || !descriptor.holdsBlankItems else { return sent }
            return .array(items.filter { $0 != blank })
        case .string("") where input.holdsSeveralValues:
            // A name sent once is a list of one item, and that item is blank
            // as it would be among others.
            return blankItemsAreAbsent || !descriptor.holdsBlankItems ? .array([]) : sent
        case .array(let items) where !input.holdsSeveralValues:
            let isRepeatedText = items.allSatisfy {
                switch $0 {
                case .string, .file: true
                default: false
                }
            }
            return isRepeatedText ? items.last ?? sent : sent
        case .null where !descriptor.isOptional:
            return .string("")
        default:
            return sent
        }
    }
}
