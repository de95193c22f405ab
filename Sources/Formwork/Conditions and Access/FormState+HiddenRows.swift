/// The keys of hidden rows, for surfaces that lay out the visible ones.
extension FormState {
    /// The keys of the rows a condition hides (the row's or its section's),
    /// in declaration order: the keys of `allRows.filter(\.isHidden)`,
    /// read from the conditions' state without making a row.
    ///
    /// ```swift
    /// var form = FormState(SignUp())   // bio shows once age > 12
    /// form.hiddenRowKeys               // ["bio"]
    /// ```
    package var hiddenRowKeys: [String] {
        schema.rows.indices.filter { !isRowVisible($0) }.map { schema.rows[$0].key }
    }
}
