/// The default layout: a vertical stack of rows, with section headers.
extension FormLayoutInput {
    /// The default Visual Format lines, per box in reading order (metric
    /// `margin`):
    ///
    /// ```
    /// V:|-margin-[user_name(>=44)]                 first box
    /// |-margin-[user_name]-margin-|
    /// V:[user_name(>=44)]-(==0)-[age(>=44)]        each next box
    /// |-margin-[age]-margin-|
    /// ```
    ///
    /// The last vertical line ends with `-margin-|` (also when there is only
    /// one box: `V:|-margin-[f(>=44)]-margin-|`). A titled section adds a
    /// header box before its items, stacked like a row but with the
    /// predicate `(==28)`: `V:[prev(>=44)]-(==0)-[header_2(==28)]` then
    /// `V:[header_2(==28)]-(==0)-[next(>=44)]`, and it spans the width like
    /// a row. An input with no boxes has no lines.
    public var defaultLines: [String] {
        Self.defaultLines(of: LayoutEntry.entries(of: self))
    }

    /// The default lines of `entries` (an engine keeps its entries, so it
    /// does not derive them again for every layout). Each line is appended
    /// piece by piece into one string, since a form may have thousands.
    static func defaultLines(of entries: [LayoutEntry]) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(2 * entries.count)
        var previousBox = ""
        for (index, entry) in entries.enumerated() {
            var box = ""
            box.reserveCapacity(entry.identifier.utf8.count + 8)
            box += "["
            box += entry.identifier
            box += Self.stackPredicate(entry)
            box += "]"
            var vertical = ""
            vertical.reserveCapacity(previousBox.utf8.count + box.utf8.count + 20)
            if index == 0 {
                vertical += "V:|-margin-"
            } else {
                vertical += "V:"
                vertical += previousBox
                vertical += "-(==0)-"
            }
            vertical += box
            if index == entries.count - 1 { vertical += "-margin-|" }
            lines.append(vertical)
            var horizontal = ""
            horizontal.reserveCapacity(entry.identifier.utf8.count + 20)
            horizontal += "|-margin-["
            horizontal += entry.identifier
            horizontal += "]-margin-|"
            lines.append(horizontal)
            previousBox = box
        }
        return lines
    }

    /// The Visual Format names of the boxes, in reading order, with the row
    /// key (or header name) each stands for.
    public var identifiers: [(name: String, identifier: String)] {
        LayoutEntry.entries(of: self).map { ($0.name, $0.identifier) }
    }

    static func stackPredicate(_ entry: LayoutEntry) -> String {
        entry.role == .header ? "(==28)" : "(>=44)"
    }
}
