/// Laying out the default lines without the solver.
extension FormLayoutEngine {
    /// The default stack at `width`, from ``DefaultStack``: the frames,
    /// content size and (absent) ambiguity the solver gives for the same lines.
    func defaultStackLayout(width: Double, sizeClass: LayoutSizeClass, plan: Plan) -> FormLayout {
        let stack = DefaultStack(entries: entries, margin: input.margin, width: width)
        let frames = zip(entries, stack.boxes).map { entry, box in
            FormLayout.Frame(
                identifier: entry.identifier, name: entry.name, role: entry.role, title: entry.title,
                text: entry.text, isPlaceholder: entry.isPlaceholder,
                x: input.margin, y: box.y, width: stack.boxWidth, height: box.height, details: entry.details)
        }
        // With no box there are no lines, so nothing sizes the superview.
        let height = entries.isEmpty ? 0 : stack.contentHeight
        return FormLayout(
            width: width, sizeClass: sizeClass, lines: plan.lines,
            metrics: plan.metrics.keys.sorted().map { FormLayout.Metric(name: $0, value: plan.metrics[$0] ?? 0) },
            frames: frames, contentSize: FormLayout.Size(width: width, height: height), ambiguity: nil)
    }
}
