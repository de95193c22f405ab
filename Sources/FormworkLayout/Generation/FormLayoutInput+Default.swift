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
    /// does not derive them again for every layout). Each line is written
    /// as bytes into one reused buffer and made a string once, since a
    /// form may have thousands.
    static func defaultLines(of entries: [LayoutEntry]) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(2 * entries.count)
        var line: [UInt8] = []
        var previousBox: [UInt8] = []
        var box: [UInt8] = []
        for (index, entry) in entries.enumerated() {
            box.removeAll(keepingCapacity: true)
            box += "[".utf8
            box += entry.identifier.utf8
            box += Self.stackPredicate(entry).utf8
            box += "]".utf8
            line.removeAll(keepingCapacity: true)
            if index == 0 {
                line += "V:|-margin-".utf8
            } else {
                line += "V:".utf8
                line += previousBox
                line += "-(==0)-".utf8
            }
            line += box
            if index == entries.count - 1 { line += "-margin-|".utf8 }
            lines.append(String(decoding: line, as: UTF8.self))
            line.removeAll(keepingCapacity: true)
            line += "|-margin-[".utf8
            line += entry.identifier.utf8
            line += "]-margin-|".utf8
            lines.append(String(decoding: line, as: UTF8.self))
            swap(&previousBox, &box)
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
