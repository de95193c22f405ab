extension FormRow {
    /// Whether the row holds several values (a list, or a choice of
    /// several), which a body names once per value: `tags=a&tags=b`, and
    /// `tags[]` on a page.
    ///
    /// ```swift
    /// form.row("tags")?.holdsSeveralValues   // true
    /// ```
    public var holdsSeveralValues: Bool {
        let traits = kind.traits
        return traits.holdsItems || (traits.holdsSeveralChoices && allowsMultipleSelection)
    }

    /// Whether the row holds a file or its URL (an image, an attachment):
    /// a page chooses it with a file input and posts it as multipart.
    ///
    /// ```swift
    /// form.row("avatar")?.holdsFile          // true
    /// ```
    public var holdsFile: Bool { kind.traits.holdsFile }
}
