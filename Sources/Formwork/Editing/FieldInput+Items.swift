extension FieldInput {
    /// The refusal of a list whose item at `offset` is wrong: the item's
    /// position counted from one, as a person counts, and what it typed,
    /// then why, in the words a row of the item's type uses
    /// ("Scores item 3 ("x") must be a whole number").
    static func itemRefusal(
        at offset: Int, _ item: FormValue, _ reason: FormInputError.Reason, _ phrase: FormPhrase
    ) -> Refusal {
        Refusal(reason: reason, phrase: phrase, item: (offset + 1, String(reflecting: item.text)))
    }

    /// The refusal of the item at `offset`, which is no `expected`.
    static func itemRefusal(at offset: Int, _ item: FormValue, expected: FormInputError.Expected) -> Refusal {
        itemRefusal(at: offset, item, .invalidValue(expected: .item(position: offset + 1, expected: expected)), expected.phrase)
    }

    /// The first item of `value` that the list row's item type cannot read,
    /// refused with the reason a row of that type gives; `nil` when `value`
    /// is no list or every item reads.
    static func unreadableItem(_ value: FormValue, _ descriptor: Declared) -> Refusal? {
        guard let items = value.arrayValue, let itemType = descriptor.itemType else { return nil }
        guard let offset = items.firstIndex(where: { itemType.init(formValue: $0) == nil }) else { return nil }
        if !descriptor.options.isEmpty {
            return itemRefusal(at: offset, items[offset], .notAnOption, optionPhrase(descriptor))
        }
        return itemRefusal(at: offset, items[offset], expected: itemExpected(items[offset], itemType))
    }

    /// The first item of a list read as numbers that is infinite or NaN,
    /// which no person means and no encoding writes, refused as a number
    /// row refuses it and quoted as `given`; `nil` when every item is finite.
    static func nonFiniteItem(_ read: FormValue, given: FormValue) -> Refusal? {
        guard let items = read.arrayValue else { return nil }
        for (offset, item) in items.enumerated() {
            guard case .double(let number) = item, !number.isFinite else { continue }
            let typed = given.arrayValue.flatMap { offset < $0.count ? $0[offset] : nil } ?? item
            return itemRefusal(at: offset, typed, expected: number.isNaN ? .number : .smallerNumber)
        }
        return nil
    }

    /// The first item of `chosen` that is not one of the row's options,
    /// refused with the options it must be one of.
    static func itemNotAnOption(_ chosen: [FormValue], _ descriptor: Declared) -> Refusal? {
        let allowed = descriptor.options.map(\.value)
        guard let offset = chosen.firstIndex(where: { !allowed.contains($0) }) else { return nil }
        return itemRefusal(at: offset, chosen[offset], .notAnOption, optionPhrase(descriptor))
    }

    /// Why an item is no value of `itemType`: a number item is refused as a
    /// number row refuses the same numeral.
    private static func itemExpected(
        _ item: FormValue, _ itemType: any FormValueConvertible.Type
    ) -> FormInputError.Expected {
        let shape = (itemType as? any FormNumberShaped.Type)?.formNumberShape
        guard shape != nil || itemType is any FormNumberValue.Type else {
            return itemType == String.self ? .text : .itemOfList
        }
        guard let numeral = numeral(of: item) else { return numberTypeExpected(shape) }
        return numberExpected(numeral, shape)
    }

    /// What a list row without options holds, for a refused value that is
    /// no list of items at all: "must be a list of whole numbers".
    static func listExpected(_ descriptor: Declared) -> FormInputError.Expected {
        guard let itemType = descriptor.itemType else { return .list(of: nil) }
        switch (itemType as? any FormNumberShaped.Type)?.formNumberShape {
        case .integer: return .list(of: .wholeNumber)
        case .floatingPoint: return .list(of: .number)
        case nil: return .list(of: itemType is any FormNumberValue.Type ? .number : .text)
        }
    }

    /// What one option must be: one of the labels (as declared; the form
    /// shows the ones its localization gives).
    static func optionPhrase(_ descriptor: Declared) -> FormPhrase {
        FormPhrase("input.oneOf", arguments: [.init("options", items: descriptor.options.map(\.label))])
    }
}

extension FieldInput {
    /// Typed items, separated by commas: each an option matched as typed
    /// text matches one when the row has options, else text read by the
    /// row's kind.
    static func readItems(typed text: String, _ row: FormRowContext) -> Result<FormValue, Refusal> {
        let declared = row.declared
        let items = TypedText.items(of: text.trimmingSpacesAndNewlines)
        let kind = declared.kindType
        if declared.options.isEmpty { return kind.value(.array(items.map { .string($0) }), for: row) }
        var chosen: [FormValue] = []
        for (offset, item) in items.enumerated() {
            guard let option = row.typed?.option(matching: item, declared) else {
                return .failure(itemRefusal(at: offset, .string(item), .notAnOption, optionPhrase(declared)))
            }
            chosen.append(option)
        }
        return kind.value(.array(chosen), for: row)
    }

    /// Typed text naming a file or picture: its URL, trimmed; empty text is
    /// `null` for an optional row and refused as no URL for any other.
    static func readFileText(_ text: String, _ row: FormRowContext) -> Result<FormValue, Refusal> {
        let trimmed = text.trimmingSpacesAndNewlines
        if trimmed.isEmpty { return emptyValue(row.declared, .url) }
        return row.declared.kindType.value(.string(trimmed), for: row)
    }
}
