extension FormPredicate {
    /// One field a condition may read: its key and the type of its value.
    ///
    /// ```swift
    /// let catalogue: [FormPredicate.Field] = [
    ///     .init("age", .number), .init("newsletter", .bool),
    ///     .init("tags", .list), .init("address.country", .string),
    /// ]
    /// try FormPredicate("newsletter && age >= 18", row: "coupon", fields: catalogue)
    /// ```
    ///
    /// Keys may contain dots (`address.country`): a condition's dotted name
    /// is resolved to the longest key it starts with, and what follows must
    /// be `count` or `isEmpty`. The catalogue's order breaks ties when
    /// suggesting a key for a misspelt one.
    package struct Field: Sendable, Hashable {
        /// The key, as the form's lookup takes it.
        package var key: String
        /// The type of the field's value.
        package var type: ValueType

        /// A field `key` of `type`.
        package init(_ key: String, _ type: ValueType) {
            self.key = key
            self.type = type
        }
    }
}
