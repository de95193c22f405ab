extension FormLayout {
    /// The layout seen in a mirror: each frame's left edge moves to where
    /// its right edge was, measured from the other side of the content.
    ///
    /// ```swift
    /// let layout = try input.layout(.compact)   // first_name at x 8, last_name at x 191.5
    /// let mirrored = layout.mirrored()          // last_name at x 8, first_name at x 191.5
    /// ```
    ///
    /// A right-to-left form (its ``wording``'s language, such as Arabic) is
    /// laid out mirrored: a Visual Format line's leading edge is then on
    /// the right, as UIKit reads `H:|-[title]-[field]-|` in Arabic, and
    /// every rendering draws the mirrored frames. Each frame's `x` becomes
    /// `contentSize.width - x - width`; widths, heights and `y` are kept,
    /// and so is the ``wording``. A number that is not finite stays as it is.
    /// Mirroring twice gives each frame back (exactly when its numbers are
    /// exact in binary, as whole, half and quarter points are).
    public func mirrored() -> FormLayout {
        var layout = self
        let width = contentSize.width
        for index in layout.frames.indices {
            let frame = layout.frames[index]
            let x = width - frame.x - frame.width
            if x.isFinite { layout.frames[index].x = x }
        }
        return layout
    }
}
