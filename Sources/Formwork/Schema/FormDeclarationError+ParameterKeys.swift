extension FormDeclarationError.Problem {
    /// A `param:` holding `[` or `]`. Urlencoded and multipart bodies write
    /// nesting with brackets, and every server reads them as nesting, while
    /// JSON keeps such a key as it is: the one declaration would mean two
    /// shapes, and no reader could read both back.
    static func bracketedParameter(_ type: String, _ property: String, _ key: String, fix: String) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` declares `param: "\(key)"`, but a parameter key cannot \
                hold `[` or `]`: urlencoded and multipart bodies write nesting with brackets, so servers \
                (PHP, Rails, Express) read `\(key)` as nested while JSON keeps it as one key. To resolve \
                this error, \(fix).
                """)
    }
}
