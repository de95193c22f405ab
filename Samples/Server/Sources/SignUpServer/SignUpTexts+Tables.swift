extension SignUpTexts {
    /// The server's own texts in Simplified Chinese, by English text; the
    /// form's are ``SignUpTranslations``'.
    static let chinese: [String: String] = [
        "Sign up": "注册", "Every sign-up as JSON": "所有注册（JSON）",
    ]

    /// The server's own texts in Arabic, by English text.
    static let arabic: [String: String] = [
        "Sign up": "التسجيل", "Every sign-up as JSON": "كل التسجيلات بصيغة JSON",
    ]
}
