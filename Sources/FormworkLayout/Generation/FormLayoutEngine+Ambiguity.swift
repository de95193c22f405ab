/// Telling which boxes a solved layout leaves undetermined, and how to place them.
extension FormLayoutEngine {
    /// What the current solution leaves undetermined, or `nil` when it is the only one.
    ///
    /// `usesSuperviewHeight`: whether the lines size the superview, so that
    /// its height is part of the answer. `stacked`: repeating items' boxes
    /// stacked under their group's header, left out of the report: each
    /// is placed once the header is, and the header is reported when it is not.
    func ambiguity(
        width: Double, sizeClass: LayoutSizeClass, plan: Plan, usesSuperviewHeight: Bool, stacked: Set<String> = []
    ) -> FormLayout.Ambiguity? {
        var checked: [LayoutVariable] = []
        for box in variables.boxes { checked += [box.x, box.y, box.width, box.height] }
        if usesSuperviewHeight { checked.append(variables.superviewHeight) }
        let undetermined = Set(solver.undeterminedVariables(checked))
        var views: [FormLayout.Ambiguity.View] = []
        for (index, (entry, box)) in zip(entries, variables.boxes).enumerated() where !stacked.contains(entry.identifier) {
            let attributes = zip(FormLayout.Ambiguity.Attribute.allCases, [box.x, box.y, box.width, box.height])
                .filter { undetermined.contains($0.1) }.map(\.0)
            guard !attributes.isEmpty else { continue }
            let previous = index > 0 ? entries[index - 1] : nil
            views.append(
                FormLayout.Ambiguity.View(
                    name: entry.name, identifier: entry.identifier, attributes: attributes,
                    fix: Self.fix(placing: entry, after: previous, attributes: attributes, plan: plan)))
        }
        let heightUndetermined = usesSuperviewHeight && undetermined.contains(variables.superviewHeight)
        guard !views.isEmpty || heightUndetermined else { return nil }
        return FormLayout.Ambiguity(
            modelType: modelType, width: width, sizeClass: sizeClass, isCustom: plan.isCustom, views: views,
            isContentHeightUndetermined: heightUndetermined)
    }

    /// `Add a line that places `bio` horizontally, such as `H:|-margin-[bio]-margin-|`, …`:
    /// the full width for a horizontal gap, stacked under the box before it
    /// in reading order (or at the top) for a vertical one, as the default
    /// layout does, with the plan's `margin` when it has one.
    static func fix(
        placing entry: LayoutEntry, after previous: LayoutEntry?, attributes: [FormLayout.Ambiguity.Attribute], plan: Plan
    ) -> String {
        let gap = plan.metrics["margin"] == nil ? "-" : "-margin-"
        let name = spelling(of: entry, in: plan)
        let box = "[\(name)\(FormLayoutInput.stackPredicate(entry))]"
        let horizontal = "`H:|\(gap)[\(name)]\(gap)|`"
        let vertical = previous.map { "`V:[\(spelling(of: $0, in: plan))]-(==0)-\(box)`" } ?? "`V:|\(gap)\(box)`"
        let needsHorizontal = attributes.contains(.x) || attributes.contains(.width)
        let needsVertical = attributes.contains(.y) || attributes.contains(.height)
        switch (needsHorizontal, needsVertical) {
        case (true, true):
            return "Add a line that places `\(name)` horizontally, such as \(horizontal), "
                + "and one that places it vertically, such as \(vertical)."
        case (true, false):
            return "Add a line that places `\(name)` horizontally, such as \(horizontal)."
        default:
            return "Add a line that places `\(name)` vertically, such as \(vertical)."
        }
    }

    /// How a line names the box: custom lines by row key when a Visual
    /// Format line can spell it (`address.street`), else by identifier.
    static func spelling(of entry: LayoutEntry, in plan: Plan) -> String {
        guard plan.isCustom, let first = entry.name.unicodeScalars.first,
            first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else { return entry.identifier }
        let writable = entry.name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == ".")
        }
        return writable ? entry.name : entry.identifier
    }
}
