import Formwork

/// Laying out a Formwork form.
extension ModelForm {
    /// The form's visible sections and rows as layout input, with the
    /// model's own layouts when it adopts ``FormLayoutCustomizing``. Hidden
    /// rows take no space; a custom line naming one is left out.
    ///
    /// ```swift
    /// let form = try ModelForm(SignUp())
    /// form.layoutInput.sections[1].title                 // "Contact"
    /// form.layoutInput.sections[0].items[1].text         // "Your name" (a placeholder)
    /// ```
    ///
    /// Each section keeps its title, and a section of a repeating group's
    /// item its key (`jobs[0]`, `jobs[0].dates`); each row becomes an item with its key,
    /// kind and title, and its display text, or its placeholder when the
    /// display text is empty. A list shows one entry per line (so its
    /// preferred height grows by 44 per entry, up to the 10 000 000 points
    /// a layout holds: 227 272 entries).
    public var layoutInput: FormLayoutInput {
        FormLayoutInput(
            sections: sections.map { section in
                FormLayoutInput.Section(
                    title: section.title, items: section.rows.map(Self.layoutItem), repeatingItem: Self.itemKey(of: section))
            },
            customLayouts: Self.customLayouts,
            hiddenNames: allRows.filter(\.isHidden).map(\.key))
    }

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
    ///   ``LayoutError/invalidNumber(_:)`` for a list of more than 227 272
    ///   entries, taller than a layout holds.
    package func layoutEngine() throws(LayoutError) -> FormLayoutEngine {
        try layoutEngine(checkingFirst: nil)
    }

    /// The engine, reporting a faulty line of `first`'s layout before those
    /// of other size classes: a model that returns one layout for every
    /// size class hears about the one it is laying out.
    func layoutEngine(checkingFirst first: LayoutSizeClass?) throws(LayoutError) -> FormLayoutEngine {
        let engine = try FormLayoutEngine(layoutInput)
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
    /// - Throws: ``LayoutError/customLayout(_:)`` for a faulty custom line,
    ///   ``LayoutError/ambiguous(_:)`` for undetermined frames (unless
    ///   `.allow`), ``LayoutError/invalidWidth(_:)`` for a width out of range,
    ///   ``LayoutError/unsatisfiable(_:)`` for contradicting lines, and
    ///   ``LayoutError/invalidNumber(_:)`` for a list of more than 227 272
    ///   entries, taller than a layout holds.
    public func layout(
        for width: LayoutWidth = .compact, ambiguity: FormLayout.Ambiguity.Policy = .reject
    ) throws(LayoutError) -> FormLayout {
        try layoutEngine(checkingFirst: width.sizeClass).layout(width, ambiguity: ambiguity)
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

    /// The key of a section inside a repeating group's item: its own key,
    /// or for an untitled run of rows the item's (`jobs[0]`); `nil` for a
    /// section outside any item. Only keys inside items hold a `[`, since
    /// property names cannot.
    static func itemKey(of section: FormSection) -> String? {
        if let key = section.key { return key.contains("[") ? key : nil }
        guard let row = section.rows.first?.key, let close = row.firstIndex(of: "]") else { return nil }
        return String(row[...close])
    }

    static func layoutItem(_ row: FormRow) -> FormLayoutInput.Item {
        var text = row.displayText
        if row.kind == .list, case .array(let entries) = row.value {
            text = entries.map { entry in
                row.options.first { $0.value == entry }?.label ?? entry.text
            }.joined(separator: "\n")
        }
        if text.isEmpty, let placeholder = row.placeholder, !placeholder.isEmpty {
            return FormLayoutInput.Item(name: row.key, kind: row.kind, title: row.title, text: placeholder, isPlaceholder: true)
        }
        return FormLayoutInput.Item(name: row.key, kind: row.kind, title: row.title, text: text)
    }
}
