extension FormPredicate {
    /// The keys a model's conditions may read, indexed once for all of them.
    ///
    /// ```swift
    /// let catalogue = FormPredicate.Catalogue([.init("age", .number), .init("tags", .list)])
    /// try FormPredicate("age > 12", row: "bio", catalogue: catalogue)
    /// try FormPredicate("!tags.isEmpty", row: "topics", catalogue: catalogue)
    /// ```
    ///
    /// A model with many conditions checks each against the same keys,
    /// indexed once: indexing them per condition would make a schema's
    /// build grow with conditions × keys.
    package struct Catalogue: Sendable {
        /// The fields in declaration order, which breaks ties between suggestions.
        package let fields: [Field]
        /// Each key's type; the first field declaring a key wins.
        let types: [String: ValueType]

        /// Indexes `fields`.
        package init(_ fields: [Field]) {
            self.fields = fields
            var types: [String: ValueType] = [:]
            types.reserveCapacity(fields.count)
            for field in fields where types[field.key] == nil { types[field.key] = field.type }
            self.types = types
        }
    }
}
