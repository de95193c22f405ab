extension FormLayout {
    /// What a layout's lines leave undetermined: which boxes, which of their
    /// attributes, and a line that would place each.
    ///
    /// ```swift
    /// do {
    ///     _ = try FormState(Profile()).layout(for: .regular)
    /// } catch .ambiguous(let ambiguity) {
    ///     ambiguity.views.map(\.name)           // ["age", "gender", "header_2", …]
    ///     ambiguity.views[0].attributes         // [.x, .y, .width]
    ///     print(ambiguity)
    ///     // Ambiguous layout: Profile.formLayout(for: .regular) at width 768 leaves 10 boxes undetermined:
    ///     // - age (x, y, width): Add a line that places `age` horizontally, such as `H:|-margin-[age]-margin-|`,
    ///     //   and one that places it vertically, such as `V:[user_name]-(==0)-[age(>=44)]`.
    ///     // …
    ///     // Place every visible box horizontally and vertically, or lay out with `ambiguity: .allow` to get these frames anyway.
    /// } catch {
    ///     print(error)
    /// }
    /// ```
    ///
    /// Each fix places the box across the width, with the layout's `margin`
    /// when it has one, and under the box before it in reading order (or at
    /// the top): a starting point, to adjust to the layout intended.
    ///
    /// Laying out throws it as ``LayoutError/ambiguous(_:)`` unless asked
    /// with `ambiguity: .allow`; a layout made that way keeps it in
    /// ``FormLayout/ambiguity``, and snapshot assertions refuse it.
    public struct Ambiguity: Error, Sendable, Equatable, CustomStringConvertible {
        /// Whether laying out refuses an ambiguous layout.
        ///
        /// ```swift
        /// try form.layout(for: .regular)                      // .reject: throws when ambiguous
        /// try form.layout(for: .regular, ambiguity: .allow)   // returns it; see FormLayout.ambiguity
        /// ```
        public enum Policy: Sendable, Hashable {
            /// Throw ``LayoutError/ambiguous(_:)``: the default.
            case reject
            /// Return the layout; its undetermined frames are one answer among many.
            case allow
        }

        /// An attribute of a box's frame.
        public enum Attribute: String, Sendable, Hashable, CaseIterable {
            /// The left edge.
            case x
            /// The top edge.
            case y
            /// The width.
            case width
            /// The height.
            case height
        }

        /// A box the lines do not place, with what is missing and how to add it.
        ///
        /// ```swift
        /// view.name         // "address.street" (the row key; a header's identifier)
        /// view.identifier   // "address_street"
        /// view.attributes   // [.x, .width]
        /// view.fix          // "add a line that places `address.street` horizontally, such as …"
        /// ```
        public struct View: Sendable, Equatable {
            /// The row key, or a header's identifier.
            public var name: String
            /// The name in default Visual Format lines.
            public var identifier: String
            /// The undetermined attributes, in the order x, y, width, height.
            public var attributes: [Attribute]
            /// The closest fix: a line that would place the box.
            public var fix: String

            /// A box left undetermined.
            public init(name: String, identifier: String, attributes: [Attribute], fix: String) {
                self.name = name
                self.identifier = identifier
                self.attributes = attributes
                self.fix = fix
            }
        }

        /// The model type's name, such as `Profile`, when the layout is a form's.
        public var modelType: String?
        /// The width laid out at.
        public var width: Double
        /// The size class whose lines were used.
        public var sizeClass: LayoutSizeClass
        /// Whether the lines are a custom layout (else the default ones).
        public var isCustom: Bool
        /// The boxes left undetermined, in reading order.
        public var views: [View]
        /// Whether the lines size the superview but leave its height undetermined.
        public var isContentHeightUndetermined: Bool

        /// An ambiguity of the layout at `width`.
        public init(
            modelType: String? = nil, width: Double, sizeClass: LayoutSizeClass, isCustom: Bool, views: [View],
            isContentHeightUndetermined: Bool = false
        ) {
            self.modelType = modelType
            self.width = width
            self.sizeClass = sizeClass
            self.isCustom = isCustom
            self.views = views
            self.isContentHeightUndetermined = isContentHeightUndetermined
        }

        /// The undetermined attributes as `identifier.attribute` (and `|.height`
        /// for the content height), as renderers show them.
        public var attributeNames: [String] {
            views.flatMap { view in view.attributes.map { "\(view.identifier).\($0.rawValue)" } }
                + (isContentHeightUndetermined ? ["|.height"] : [])
        }

        /// Which layout, every undetermined box with its fix, and how to accept it anyway.
        public var description: String {
            let boxes = views.count == 1 ? "1 box" : "\(views.count) boxes"
            var parts: [String] = []
            if !views.isEmpty { parts.append(boxes) }
            if isContentHeightUndetermined { parts.append("the content height") }
            var text =
                "Ambiguous layout: \(source) at width \(PointsText.format(width)) leaves "
                + parts.joined(separator: " and ") + " undetermined:"
            for view in views {
                let attributes = view.attributes.map(\.rawValue).joined(separator: ", ")
                text += "\n- \(view.name) (\(attributes)): \(view.fix)"
            }
            if isContentHeightUndetermined {
                text += "\n- the content height: end the lowest vertical line at the bottom edge, such as `-margin-|`."
            }
            return text + "\nPlace every visible box horizontally and vertically, "
                + "or lay out with `ambiguity: .allow` to get these frames anyway."
        }

        /// `Profile.formLayout(for: .regular)`, or the default layout's owner.
        private var source: String {
            switch (modelType, isCustom) {
            case (let model?, true): return "\(model).formLayout(for: .\(sizeClass.rawValue))"
            case (nil, true): return "the custom layout for .\(sizeClass.rawValue)"
            case (let model?, false): return "\(model)'s default layout for .\(sizeClass.rawValue)"
            case (nil, false): return "the default layout for .\(sizeClass.rawValue)"
            }
        }
    }
}
