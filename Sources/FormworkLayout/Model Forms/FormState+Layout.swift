import Formwork

/// Laying out a Formwork form.
extension FormState {
    /// An engine that lays the form out at any width on one solver.
    ///
    /// ```swift
    /// let engine = try form.layoutEngine()
    /// let phone = try engine.layout(.compact)    // the lines for 375, laid out
    /// let tablet = try engine.layout(.regular)   // same lines: only the width changes
    /// ```
    ///
    /// Every line of the model's custom layouts is checked first, so a
    /// misnamed row in the iPad layout is reported even when laying out
    /// for a phone.
    ///
    /// - Throws: ``LayoutError/customLayout(_:)`` for a custom line that is
    ///   malformed or names a row the form does not have, with the model,
    ///   the size class, the line, a caret and the closest key;
    ///   ``LayoutError/invalidNumber(_:)`` for a list of more than 227 271
    ///   entries, taller than a layout holds.
    package func layoutEngine() throws(LayoutError) -> FormLayoutEngine {
        try layoutEngine(checkingFirst: nil)
    }

    /// The engine, reporting a faulty line of `first`'s layout before those
    /// of other size classes: a model that returns one layout for every
    /// size class hears about the one it is laying out.
    func layoutEngine(
        checkingFirst first: LayoutSizeClass?, input: FormLayoutInput? = nil
    ) throws(LayoutError) -> FormLayoutEngine {
        let engine = try FormLayoutEngine(input ?? layoutInput)
        engine.modelType = String(describing: Model.self)
        if let (sizeClass, line, failure) = engine.firstCustomLineFailure(checkingFirst: first) {
            throw .customLayout(
                FormCustomLayout.LineError(
                    modelType: String(describing: Model.self), sizeClass: sizeClass,
                    lineNumber: line, error: failure.error, unknownName: failure.unknownName,
                    suggestion: failure.suggestion))
        }
        return engine
    }

    /// The form laid out at `width`: the model's layout for the width's size
    /// class, or the default stack of rows.
    ///
    /// ```swift
    /// let layout = try form.layout(for: .compact)
    /// layout.frame(named: "user_name")    // x 8, width 359 (375 - 2 × 8)
    /// print(layout.render(.text))
    /// let sketch = try form.layout(for: .regular, ambiguity: .allow)   // even if some rows are unplaced
    /// ```
    ///
    /// A custom layout must place every visible row: one that leaves a
    /// frame undetermined throws ``LayoutError/ambiguous(_:)`` naming the
    /// model, the size class, each unplaced row and a line that would place
    /// it, unless `ambiguity` is `.allow`.
    ///
    /// - Parameters:
    ///   - width: `.compact` (375), `.regular` (768) or `.points(_:)`; its
    ///     size class picks the model's custom layout.
    ///   - ambiguity: `.reject` throws for undetermined frames; `.allow`
    ///     returns them, described by ``FormLayout/ambiguity``.
    ///   - errors: Errors drawn under their rows after the rows' own refused
    ///     edits, such as `validate()`'s; each adds a line to its row's
    ///     height (see ``layoutInput(errors:showingHiddenRows:)``).
    ///   - showingHiddenRows: Lay out hidden rows too, marked
    ///     ``FormLayout/RowState/hidden``, for reviewing conditions.
    /// - Throws: ``LayoutError/customLayout(_:)`` for a faulty custom line,
    ///   ``LayoutError/ambiguous(_:)`` for undetermined frames (unless
    ///   `.allow`), ``LayoutError/invalidWidth(_:)`` for a width out of range,
    ///   ``LayoutError/unsatisfiable(_:)`` for contradicting lines, and
    ///   ``LayoutError/invalidNumber(_:)`` for a list of more than 227 271
    ///   entries, taller than a layout holds.
    public func layout(
        for width: LayoutWidth = .compact, ambiguity: FormLayout.Ambiguity.Policy = .reject,
        errors: [FormFieldError] = [], showingHiddenRows: Bool = false
    ) throws(LayoutError) -> FormLayout {
        let input = layoutInput(errors: errors, showingHiddenRows: showingHiddenRows)
        return try layoutEngine(checkingFirst: width.sizeClass, input: input).layout(width, ambiguity: ambiguity)
    }

    /// The model's layout per size class, each asked for once.
    static var customLayouts: [LayoutSizeClass: FormCustomLayout] {
        guard let customizing = Model.self as? any FormLayoutCustomizing.Type else { return [:] }
        var layouts: [LayoutSizeClass: FormCustomLayout] = [:]
        for sizeClass in LayoutSizeClass.allCases {
            layouts[sizeClass] = customizing.formLayout(for: sizeClass)
        }
        return layouts
    }
}
