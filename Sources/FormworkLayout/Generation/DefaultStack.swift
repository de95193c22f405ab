/// The default layout's answer, computed the way the solver computes it.
///
/// The default lines (see ``FormLayoutInput/defaultLines``) make a chain:
/// each box spans the width between the margins, the first sits one margin
/// below the top, each next one right under the box before it, and the
/// superview's height ends one margin below the last. A box's height
/// depends on nothing but its own lines: a header's is 28 (`==28`), a
/// row's is its preferred height, or 44 when that is less (`>=44` is
/// required, the preferred height weak). So every frame follows from the
/// width, the margin and the preferred heights, with no simplex at all.
///
/// Posed to the Cassowary solver, the same chain costs O(n²): the top of
/// box i is basic, expressed in the error symbols of every height above
/// it, so each new row's equation is one term longer than the last. Here
/// it costs O(n).
///
/// The numbers are the solver's own, bit for bit: each top is the previous
/// top plus the previous height, added in the order the solver adds them,
/// the width is `width - (margin + margin)`, as the solver's row for it
/// reads, and heights are whole points, which every sum keeps exact.
/// `DefaultStackTests` compares both on many forms, margins and widths.
struct DefaultStack {
    /// One box: its top and its height (x is the margin, the width is shared).
    struct Box {
        var y: Double
        var height: Double
    }

    var boxes: [Box]
    /// The width of every box.
    var boxWidth: Double
    /// The superview's height: one margin below the last box.
    var contentHeight: Double

    /// Whether the default lines of `entries` with `margin` can be solved
    /// here: a margin the Visual Format lines would refuse is left to them,
    /// so that the error is theirs.
    static func canSolve(margin: Double) -> Bool {
        margin.isFinite && abs(margin) <= Solver.maximumMagnitude
    }

    /// The solved stack of `entries` at `width`.
    init(entries: [LayoutEntry], margin: Double, width: Double) {
        var boxes: [Box] = []
        boxes.reserveCapacity(entries.count)
        var top = margin
        var last = Box(y: margin, height: 0)
        for entry in entries {
            last = Box(y: top, height: Self.height(of: entry))
            boxes.append(last)
            top = top + last.height
        }
        self.boxes = boxes
        self.boxWidth = width - (margin + margin)
        // The solver's row for `|.bottom == last.bottom + margin` adds the
        // margin to the last top first, then the last height.
        self.contentHeight = (margin + last.y) + last.height
    }

    /// A header is exactly 28 tall; a row takes its preferred height, but at least 44.
    static func height(of entry: LayoutEntry) -> Double {
        if entry.role == .header { return LayoutEntry.headerHeight }
        return max(entry.preferredHeight, 44)
    }
}
