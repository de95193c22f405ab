extension FormState {
    /// Makes the form of `model`, shown in the language of `localization`.
    ///
    /// ```swift
    /// struct Parcel: FormModel {
    ///     @FormText(rules: [.required]) var receiver = ""
    ///     @FormNumber var weight_kg = 1.0
    /// }
    /// let chinese = FormLocalization(language: .simplifiedChinese, titles: ["receiver": "收件人", "weight_kg": "重量（千克）"])
    /// let form = try FormState(Parcel(), localization: chinese)
    /// form.rows.map(\.title)             // → ["收件人", "重量（千克）"]
    /// form.validate().first?.message     // → "请填写收件人"
    /// ```
    ///
    /// The same as making the form and then setting ``localization``.
    public init(_ model: consuming Model, localization: FormLocalization) throws {
        try self.init(model)
        self.localization = localization
    }
}
