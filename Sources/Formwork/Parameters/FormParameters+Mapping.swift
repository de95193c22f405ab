extension FormParameters {
    /// What a row submits instead of its own parameter: the parameters made from
    /// its value, at the row's level (beside its siblings, inside its group).
    ///
    /// ```swift
    /// struct Order: FormModel {
    ///     @FormNumber(submit: { price in ["unit": "CNY", "amount": price] })
    ///     var price: Decimal = 0                       // submits unit=CNY&amount=19.99
    ///     @FormText(submit: { _ in [:] }) var draft_note = ""   // submits nothing
    /// }
    /// ```
    ///
    /// A mapping returns no parameter, one, or several, under any keys. It
    /// receives the row's value as the form
    /// holds it (``FormValue/null`` for an empty optional) and is called every
    /// time ``FormState/parameters`` is read, so it must be a pure function of
    /// that value. Its members go through the same nil policy as every other
    /// value. A mapping cannot be inverted, so reading a body back
    /// (``FormState/update(from:options:)``) fills such a row only from its own
    /// parameter key, when the body has it; the keys the mapping writes for the
    /// row's current value are recognised and not reported as unknown.
    ///
    /// A key may not hold `[` or `]`, at any depth of what the mapping returns.
    /// Urlencoded and multipart bodies nest with brackets and have no escape
    /// for one inside a key: `attributes[Size [cm]]` is read as `Size [cm` by
    /// PHP, as `Size ` holding `cm` by Rails, and refused by Formwork's own
    /// reader. When the mapping returns such a key for the row's value, the
    /// row submits none of its members, in every encoding, and
    /// ``FormState/validate(_:)`` reports the row (kind
    /// ``FormFieldError/Kind/invalidInput``) with the key:
    ///
    /// ```swift
    /// struct Lamp: FormModel {
    ///     @FormText(submit: { ["Size [cm]": $0] }) var size = "30"
    /// }
    /// let form = try FormState(Lamp())
    /// form.parameters.isEmpty        // true
    /// form.validate().first?.message
    /// // "Size cannot be submitted: its `submit:` mapping returns the key 'Size [cm]', …"
    /// ```
    public typealias Mapping = @Sendable (FormValue) -> FormParameters
}
