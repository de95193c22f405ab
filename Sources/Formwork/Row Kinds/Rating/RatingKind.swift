extension _FormFieldKind.Rating: BuiltInRowKind {
    public static var name: String { "rating" }

    /// The number (`"4"`), or as many stars (`"★★★★"`, `☆` allowed after them).
    public static func value(fromText text: String, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        let trimmed = text.trimmingSpacesAndNewlines
        if trimmed.isEmpty { return row.isOptional ? .success(.null) : .failure(typeRefusal(for: row)) }
        let filled = trimmed.unicodeScalars.prefix { $0 == "★" }.count
        if filled > 0, trimmed.unicodeScalars.dropFirst(filled).allSatisfy({ $0 == "☆" }) {
            return value(.integer(Int64(filled)), for: row)
        }
        return value(.string(trimmed), for: row)
    }

    /// A whole number from one to the most stars.
    public static func value(_ value: FormValue, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        guard let read = FieldInput.readDeclared(value, row.declared) else { return .failure(typeRefusal(for: row)) }
        guard case .success(.integer(let stars)) = read else { return read }
        return (1...mostStars(row)).contains(stars) ? read : .failure(typeRefusal(for: row))
    }

    /// "{title} must be a rating from 1 to {stars}".
    public static func typeRefusal(for row: FormRowContext) -> FormInputRefusal {
        FormInputRefusal(FormPhrase("input.rating", ["stars": String(mostStars(row))]))
    }

    /// The stars filled to the rating, then the rest empty: `★★★☆☆`.
    public static func displayText(of value: FormValue, for row: FormRowContext) -> String {
        guard case .integer(let stars) = value, stars >= 0 else { return "" }
        let most = mostStars(row)
        let filled = Int(min(stars, most))
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: Int(most) - filled)
    }

    public static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] {
        [row.typed("integer"), .init("minimum", .integer(1)), .init("maximum", .integer(mostStars(row.row)))]
    }

    public static var comparison: FormRowComparison { .number }

    public static func liveReading(for row: FormRowContext) -> FormRowLiveReading {
        FormRowLiveReading(shape: .integer(minimum: "1", maximum: String(mostStars(row))))
    }

    static var traits: FormKindTraits {
        FormKindTraits(
            wrapper: "@FormRating",
            holds: .init(text: "a whole number (`.integer`)") {
                if case .integer = $0 { true } else { false }
            })
    }

    static var wordings: [String: [String: FormCatalogue.Entry]] { ratingWordings }

    /// The most stars the row declares (`stars:`), five when it declares none.
    static func mostStars(_ row: FormRowContext) -> Int64 {
        if case .integer(let most)? = row.maximum, most >= 1 { return most }
        return 5
    }
}
