/// Placing a repeating group's items in a custom layout, whose lines
/// cannot know how many items there are.
///
/// The item boxes (headers and rows of the items' sections) that no line
/// names are stacked as the default layout stacks them, directly under the
/// box before the group's first item (the group's header in a form), as
/// wide as it and aligned with it. A line reading that box's bottom edge
/// reads the bottom of the last stacked box instead, so what a line puts
/// under the group's header goes under its last item. Item boxes a line
/// names (`jobs_0__title`) are the lines' to place.
extension FormLayoutEngine {
    /// One group's stack: the box it hangs from (`nil`: the superview's top)
    /// and the identifiers of the boxes it stacks, in reading order.
    struct ItemStack {
        var anchor: String?
        var boxes: [String]
    }

    /// The stacks of `entries` given the identifiers the lines name, one per
    /// group with any unnamed box.
    static func itemStacks(of entries: [LayoutEntry], named: Set<String>) -> [ItemStack] {
        var stacks: [ItemStack] = []
        var current: String?
        for (index, entry) in entries.enumerated() {
            guard let group = entry.group else {
                current = nil
                continue
            }
            if current != group {
                current = group
                stacks.append(ItemStack(anchor: index > 0 ? entries[index - 1].identifier : nil, boxes: []))
            }
            if !named.contains(entry.identifier) { stacks[stacks.count - 1].boxes.append(entry.identifier) }
        }
        return stacks.filter { !$0.boxes.isEmpty }
    }

    /// The constraints of the stacks: each box aligned with the anchor and as
    /// wide, under the box before it, 28 tall for a header and at least 44
    /// for a row (as in the default lines).
    func stackConstraints(_ stacks: [ItemStack]) -> [LayoutConstraint] {
        let headers = Set(entries.filter { $0.role == .header }.map(\.identifier))
        var constraints: [LayoutConstraint] = []
        for stack in stacks {
            var above = stack.anchor.map { LayoutAnchor($0, .bottom) } ?? .superview(.top)
            let leading = stack.anchor.map { LayoutAnchor($0, .leading) } ?? .superview(.leading)
            let width = stack.anchor.map { LayoutAnchor($0, .width) } ?? .superview(.width)
            for box in stack.boxes {
                let isHeader = headers.contains(box)
                constraints += [
                    LayoutConstraint(LayoutAnchor(box, .leading), .equal, leading),
                    LayoutConstraint(LayoutAnchor(box, .width), .equal, width),
                    LayoutConstraint(LayoutAnchor(box, .top), .equal, above),
                    LayoutConstraint(
                        LayoutAnchor(box, .height), isHeader ? .equal : .greaterThanOrEqual,
                        constant: isHeader ? LayoutEntry.headerHeight : 44),
                ]
                above = LayoutAnchor(box, .bottom)
            }
        }
        return constraints
    }

    /// `constraint` with each reading of a stack's anchor bottom (or last
    /// baseline) read at the bottom of that stack's last box instead.
    static func readingBelowItems(_ constraint: LayoutConstraint, _ stacks: [ItemStack]) -> LayoutConstraint {
        func moved(_ anchor: LayoutAnchor) -> LayoutAnchor {
            guard anchor.attribute == .bottom || anchor.attribute == .lastBaseline,
                let stack = stacks.first(where: { $0.anchor != nil && $0.anchor == anchor.view }),
                let last = stack.boxes.last
            else { return anchor }
            return LayoutAnchor(last, .bottom)
        }
        var result = constraint
        result.first = moved(constraint.first)
        result.second = constraint.second.map(moved)
        return result
    }
}
