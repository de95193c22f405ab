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
        return (1...Int64(mostStars(row.maximum))).contains(stars) ? read : .failure(typeRefusal(for: row))
    }

    /// "{title} must be a rating from 1 to {stars}".
    public static func typeRefusal(for row: FormRowContext) -> FormInputRefusal {
        FormInputRefusal(FormPhrase("input.rating", ["stars": String(mostStars(row.maximum))]))
    }

    /// The stars filled to the rating, then the rest empty: `★★★☆☆`.
    public static func displayText(of value: FormValue, for row: FormRowContext) -> String {
        guard case .integer(let rating) = value, rating >= 0 else { return "" }
        return stars(Int(clamping: rating), outOf: mostStars(row.maximum))
    }

    public static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] {
        [row.typed("integer"), .init("minimum", .integer(1)), .init("maximum", .integer(Int64(mostStars(row.row.maximum))))]
    }

    public static var comparison: FormRowComparison { .number }

    public static func liveReading(for row: FormRowContext) -> FormRowLiveReading {
        FormRowLiveReading(shape: .integer(minimum: "1", maximum: String(mostStars(row.maximum))))
    }

    static var traits: FormKindTraits {
        FormKindTraits(
            wrapper: "@FormRating",
            holds: .init(text: "a whole number (`.integer`)") {
                if case .integer = $0 { true } else { false }
            })
    }

    static var wordings: [String: [String: FormCatalogue.Entry]] { ratingWordings }

    /// A declaration of fewer than one star: a rating is one star at least.
    static func declarationProblem(_ type: String, _ property: String, _ descriptor: FieldDescriptor)
        -> FormDeclarationError.Problem?
    {
        guard case .integer(let most)? = descriptor.maximum, most < 1 else { return nil }
        return FormDeclarationError.Problem(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` declares `stars: \(most)`, but a rating has one star at \
                least. To resolve this error, declare `stars:` of 1 or more, or leave it out for five.
                """)
    }

    /// The most stars a rating row declares (its `maximum`, from `stars:`),
    /// five when it declares none: what every surface counts stars to.
    package static func mostStars(_ maximum: FormValue?) -> Int {
        if case .integer(let most)? = maximum, most >= 1 { return Int(clamping: most) }
        return 5
    }

    /// `rating` as `most` stars, filled to the rating and the rest empty
    /// (`★★★☆☆`); a rating below none or above `most` fills none or all.
    package static func stars(_ rating: Int, outOf most: Int) -> String {
        let filled = min(max(rating, 0), most)
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: most - filled)
    }
}
