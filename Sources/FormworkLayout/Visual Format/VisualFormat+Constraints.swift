/// Building Auto Layout constraints from a parsed format.
extension VisualFormat {
    /// The constraints the format stands for, as Auto Layout builds them.
    ///
    /// ```swift
    /// let format = try VisualFormat.parse("|-margin-[f]-margin-|")
    /// let constraints = try format.constraints(views: ["f"], metrics: ["margin": 8])
    /// // f.leading == |.leading + 8
    /// // |.trailing == f.trailing + 8
    /// ```
    ///
    /// - A view predicate constrains the view's width (`H:`) or height
    ///   (`V:`): `[a(>=50)]` is `a.width >= 50`, `[a(==b)]` is
    ///   `a.width == b.width`.
    /// - A connection constrains the gap from the earlier item's trailing
    ///   (bottom) edge to the later item's leading (top) edge:
    ///   `[a]-(>=8)-[b]` is `b.leading >= a.trailing + 8`, and
    ///   `[a]-20-|` is `|.trailing == a.trailing + 20`.
    /// - Constraints come out in reading order: the leading superview
    ///   connection, then each view's predicates followed by the connection
    ///   after it, then the alignments of `options`.
    ///
    /// Unknown views and metrics, priorities outside 1…1000 and alignments
    /// along the format's own axis throw a ``VisualFormatError`` pointing at
    /// the name, suggesting the closest known one. So does a metric (or a
    /// standard spacing) that is not a finite number within
    /// ``Solver/maximumMagnitude``: NaN or infinity never reaches a solver.
    package func constraints(
        views: [String], metrics: [String: Double] = [:], options: VisualFormatOptions = [],
        spacing: VisualFormatSpacing = .standard
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        try constraints(views: views, knownViews: Set(views), metrics: metrics, options: options, spacing: spacing)
    }

    /// The constraints, for a caller that checks many lines against the
    /// same views: `knownViews` is `Set(views)`, made once rather than per
    /// line (`views` orders the suggestions of an error).
    package func constraints(
        views: [String], knownViews: Set<String>, metrics: [String: Double] = [:], options: VisualFormatOptions = [],
        spacing: VisualFormatSpacing = .standard
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let builder = ConstraintBuilder(format: self, views: views, knownViews: knownViews, metrics: metrics)
        return try builder.build(options: options, spacing: spacing)
    }
}

/// The state of one `constraints(views:…)` call.
private struct ConstraintBuilder {
    let format: VisualFormat
    let viewNames: [String]
    let knownViews: Set<String>
    let metrics: [String: Double]

    init(format: VisualFormat, views: [String], knownViews: Set<String>, metrics: [String: Double]) {
        self.format = format
        self.viewNames = views
        self.knownViews = knownViews
        self.metrics = metrics
    }

    var horizontal: Bool { format.orientation == .horizontal }
    var size: LayoutAttribute { horizontal ? .width : .height }
    var leadingEdge: LayoutAttribute { horizontal ? .leading : .top }
    var trailingEdge: LayoutAttribute { horizontal ? .trailing : .bottom }

    func build(options: VisualFormatOptions, spacing: VisualFormatSpacing) throws(VisualFormatError) -> [LayoutConstraint] {
        try checked(spacing)
        let alignments = try checkedAlignments(options)
        for view in format.views where !knownViews.contains(view.name) {
            let suggestion = NameSuggestion.closest(to: view.name, among: viewNames)
            throw error(NameSuggestion.unknown("view", view.name, suggestion: suggestion), at: view.position)
        }
        var result: [LayoutConstraint] = []
        let views = format.views
        if let leading = format.leadingSuperview, let first = views.first {
            result += try connect(
                leading, from: .superview(leadingEdge), to: LayoutAnchor(first.name, leadingEdge),
                standard: spacing.superview)
        }
        for (index, view) in views.enumerated() {
            for predicate in view.predicates { result.append(try sizeConstraint(view, predicate)) }
            if index < format.connections.count {
                result += try connect(
                    format.connections[index], from: LayoutAnchor(view.name, trailingEdge),
                    to: LayoutAnchor(views[index + 1].name, leadingEdge), standard: spacing.sibling)
            }
        }
        if let trailing = format.trailingSuperview, let last = views.last {
            result += try connect(
                trailing, from: LayoutAnchor(last.name, trailingEdge), to: .superview(trailingEdge),
                standard: spacing.superview)
        }
        for attribute in alignments {
            for (earlier, later) in zip(views, views.dropFirst()) {
                result.append(
                    LayoutConstraint(
                        LayoutAnchor(later.name, attribute), .equal, LayoutAnchor(earlier.name, attribute), format: format.source)
                )
            }
        }
        return result
    }

    func checkedAlignments(_ options: VisualFormatOptions) throws(VisualFormatError) -> [LayoutAttribute] {
        var attributes: [LayoutAttribute] = []
        for alignment in VisualFormatOptions.alignments where options.contains(alignment.option) {
            guard alignment.forHorizontal == horizontal else {
                let axis = horizontal ? "H:" : "V:"
                throw error(
                    "\(alignment.name) aligns along the \(axis) axis of the format itself; "
                        + "use it with a \(horizontal ? "V:" : "H:") format", at: 0)
            }
            attributes.append(alignment.attribute)
        }
        return attributes
    }

    func sizeConstraint(_ view: VisualFormatView, _ predicate: VisualFormatPredicate) throws(VisualFormatError)
        -> LayoutConstraint
    {
        let priority = try resolvePriority(predicate)
        let subject = LayoutAnchor(view.name, size)
        switch predicate.object {
        case .constant(let value):
            return LayoutConstraint(subject, predicate.relation, constant: value, priority: priority, format: format.source)
        case .name(let name):
            if knownViews.contains(name) {
                return LayoutConstraint(
                    subject, predicate.relation, LayoutAnchor(name, size),
                    priority: priority, format: format.source)
            }
            if let value = metrics[name] {
                let value = try checked(metric: name, value, at: predicate.objectPosition)
                return LayoutConstraint(subject, predicate.relation, constant: value, priority: priority, format: format.source)
            }
            let suggestion = NameSuggestion.closest(to: name, among: viewNames + metrics.keys.sorted())
            let kind = suggestion.map { knownViews.contains($0) ? "view" : "metric" } ?? "view or metric"
            throw error(NameSuggestion.unknown(kind, name, suggestion: suggestion), at: predicate.objectPosition)
        }
    }

    func connect(
        _ connection: VisualFormatConnection, from earlier: LayoutAnchor, to later: LayoutAnchor, standard: Double
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        switch connection {
        case .flush:
            return [LayoutConstraint(later, .equal, earlier, format: format.source)]
        case .standard:
            return [LayoutConstraint(later, .equal, earlier, constant: standard, format: format.source)]
        case .predicates(let predicates):
            var result: [LayoutConstraint] = []
            for predicate in predicates {
                let gap = try resolveSpacing(predicate)
                result.append(
                    LayoutConstraint(
                        later, predicate.relation, earlier, constant: gap,
                        priority: try resolvePriority(predicate), format: format.source))
            }
            return result
        }
    }

    func resolveSpacing(_ predicate: VisualFormatPredicate) throws(VisualFormatError) -> Double {
        switch predicate.object {
        case .constant(let value): return value
        case .name(let name): return try metric(name, at: predicate.objectPosition, viewIsError: true)
        }
    }

    func resolvePriority(_ predicate: VisualFormatPredicate) throws(VisualFormatError) -> Double {
        let value: Double
        switch predicate.priority {
        case nil: return 1000
        case .number(let number): value = number
        case .metric(let name): value = try metric(name, at: predicate.priorityPosition, viewIsError: false)
        }
        guard value >= 1 && value <= 1000 else {
            throw error("priority must be between 1 and 1000, got \(PointsText.format(value))", at: predicate.priorityPosition)
        }
        return value
    }

    func metric(_ name: String, at position: Int, viewIsError: Bool) throws(VisualFormatError) -> Double {
        if let value = metrics[name] { return try checked(metric: name, value, at: position) }
        if viewIsError && knownViews.contains(name) {
            throw error("'\(name)' is a view; a spacing can only be a number or a metric", at: position)
        }
        let suggestion = NameSuggestion.closest(to: name, among: metrics.keys.sorted())
        throw error(NameSuggestion.unknown("metric", name, suggestion: suggestion), at: position)
    }

    /// A metric's value, refused at the name's position when it is not a
    /// finite number within ``Solver/maximumMagnitude``.
    func checked(metric name: String, _ value: Double, at position: Int) throws(VisualFormatError) -> Double {
        let limit = Solver.maximumMagnitude
        guard value.isFinite, abs(value) <= limit else {
            throw error(
                "metric '\(name)' is \(PointsText.format(value)); a metric is a finite number "
                    + "from -\(PointsText.format(limit)) to \(PointsText.format(limit))", at: position)
        }
        return value
    }

    /// The standard spacing, refused at the format's start when it is not a
    /// finite number within ``Solver/maximumMagnitude``.
    func checked(_ spacing: VisualFormatSpacing) throws(VisualFormatError) {
        let limit = Solver.maximumMagnitude
        for (name, value) in [("sibling", spacing.sibling), ("superview", spacing.superview)]
        where !value.isFinite || abs(value) > limit {
            throw error(
                "the standard \(name) spacing is \(PointsText.format(value)); a spacing is a finite number "
                    + "from -\(PointsText.format(limit)) to \(PointsText.format(limit))", at: 0)
        }
    }

    func error(_ message: String, at position: Int) -> VisualFormatError {
        VisualFormatError(message, format: format.source, position: position)
    }
}
