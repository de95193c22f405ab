/// Lays a form out at any width, keeping one solver across widths.
///
/// ```swift
/// let engine = try FormLayoutEngine(input)
/// let phone = try engine.layout(.compact)    // the lines for 375, laid out
/// let tablet = try engine.layout(.regular)   // same lines: only the width changes
/// print(tablet.render(.text))
/// ```
///
/// A layout whose lines leave some frame undetermined throws
/// ``LayoutError/ambiguous(_:)`` naming each such box and a line that would
/// place it, unless asked for with `ambiguity: .allow`.
///
/// For custom lines, the container width is a strong edit variable of one
/// constraint solver. Moving between widths that use the same lines only
/// suggests the new width, and the solver re-solves with the dual simplex.
/// When the size class picks other lines, the same solver drops the old
/// lines and takes the new ones.
///
/// Every answer is the one a fresh engine gives, bit for bit, whatever
/// widths came before: the engine keeps the solver's state with its lines
/// added at width 0 (as a fresh engine builds it) and suggests each width
/// from that state, so no rounding carries over from one width to the next
/// and no earlier width (however large) can change a later layout. A width
/// that is refused or fails leaves the engine exactly as it was. Widths are
/// finite and within ``LayoutWidth/pointsRange`` (0 to 10 000 000 points);
/// anything else throws ``LayoutError/invalidWidth(_:)``.
///
/// The default lines are a chain (each box under the one before it, as
/// wide as the margins allow, as tall as its own lines say), so the engine
/// lays them out in one pass over the boxes, with exactly the numbers the
/// solver gives for them: the time grows with the number of rows, where
/// the solver's tableau grows with its square. Custom lines, and any lines
/// once other code changed the solver, are solved by the solver.
///
/// Each box also gets a weak `height == preferredHeight` (see
/// ``FormLayoutInput/Item/preferredHeight``; 28 for headers) so that a stack of
/// `>=` heights has one answer, and the superview's height hugs its content
/// with `|.height == 0` at strength 0.01 (below weak, so it never shrinks a
/// row below its preferred height) so that lines ending in `-(>=margin)-|`
/// still give one content height: the smallest that fits.
package final class FormLayoutEngine {
    /// What is laid out.
    package let input: FormLayoutInput
    /// The one solver this engine uses for every width. Package code (tests,
    /// benchmarks) may change it directly: the engine notices and from then
    /// on keeps those changes, re-solving incrementally (the bit-for-bit
    /// guarantee then no longer holds). It holds the lines of custom
    /// layouts; the default lines enter it only once other code changed it.
    ///
    /// It is made, with the boxes' variables and preferred heights, the
    /// first time a layout or package code needs it: the default lines,
    /// laid out as their chain, never do, so a form of thousands of rows
    /// pays nothing for a solver it does not use.
    package var solver: Solver { preparedSolver().solver }
    /// Whether ``solver`` has been made.
    package var hasSolver: Bool { prepared != nil }
    /// How many times the engine swapped its Visual Format constraints
    /// (1 after the first layout; more only when a size class changes the lines).
    package private(set) var constraintSetChanges = 0

    /// The strength of the superview height's hugging: a hundredth of weak.
    static let contentHugging = Strength(value: 0.01)

    let entries: [LayoutEntry]
    /// The variables of the boxes and of the superview, in ``solver``.
    var variables: ViewVariables { preparedSolver().variables }
    /// The model type's name when the input is a form's, for messages.
    var modelType: String?
    /// The names custom lines may use, made when a line is first read.
    lazy var names = CustomLineNames(entries: entries, hiddenNames: input.hiddenNames)
    /// The default lines, made once: comparing and returning them is all a layout does with them.
    let defaultLines: [String]
    private var applied: AppliedPlan?
    /// The solver and its variables, once made (see ``solver``).
    private var prepared: PreparedSolver?
    /// The solver's state before any lines, with the width at 0.
    private var pristine = Tableau()
    /// The solver's state with the applied lines, with the width at 0.
    private var planned: Tableau?
    /// The solver's revision after the engine's own last change.
    private var ownRevision = 0
    /// Whether other code changed the solver: its changes are then kept.
    private var isShared = false
    /// The plan of the last layout, to count the changes of lines.
    private var laidOut: Plan?
    /// Whether the default lines are solved as the chain they are (see
    /// ``DefaultStack``) rather than by the solver; tests turn it off to
    /// compare both.
    var solvesDefaultStackDirectly = true

    /// The lines and metrics for one size class.
    struct Plan: Equatable {
        var lines: [String]
        var metrics: [String: Double]
        /// Custom lines may name rows by key; default lines use identifiers only.
        var isCustom: Bool
    }

    private struct AppliedPlan {
        var plan: Plan
        var constraints: [ConstraintID]
        var usesSuperviewHeight: Bool
        /// The repeating items' boxes stacked under their group's header.
        var stacked: Set<String>
    }

    /// An engine for `input`: names the boxes and makes the default lines.
    ///
    /// ```swift
    /// let engine = try FormLayoutEngine(form.layoutInput)
    /// ```
    ///
    /// - Throws: ``LayoutError/invalidNumber(_:)`` for a row whose preferred
    ///   height is beyond 10 000 000 points (a list of more than 227 271
    ///   entries), naming the row.
    package init(_ input: FormLayoutInput) throws(LayoutError) {
        self.input = input
        self.entries = LayoutEntry.entries(of: input)
        self.defaultLines = FormLayoutInput.defaultLines(of: entries)
        // Checked before any solver takes them, so that the error names the row.
        for entry in entries {
            if let problem = entry.preferredHeightProblem { throw .invalidNumber(problem) }
        }
    }

    /// The solver, made on first use, with its state before any lines
    /// kept as the state every width starts from.
    private func preparedSolver() -> PreparedSolver {
        if let prepared { return prepared }
        let made = PreparedSolver(entries: entries)
        prepared = made
        pristine = made.solver.tableau
        ownRevision = made.solver.revision
        return made
    }

    /// The lines and metrics used at `sizeClass`: a custom layout, or the default.
    func plan(for sizeClass: LayoutSizeClass) -> Plan {
        if let custom = input.customLayout(for: sizeClass) {
            return Plan(lines: custom.lines, metrics: custom.metrics, isCustom: true)
        }
        return Plan(lines: defaultLines, metrics: ["margin": input.margin], isCustom: false)
    }

    /// The constraints of one line of `plan`.
    func constraints(of line: String, in plan: Plan) throws(CustomLineNames.Failure) -> [LayoutConstraint] {
        if plan.isCustom { return try names.constraints(of: line, metrics: plan.metrics) }
        do {
            return try VisualFormat.parse(line).constraints(
                views: names.identifiers, knownViews: names.knownIdentifiers, metrics: plan.metrics)
        } catch {
            throw CustomLineNames.Failure(error: error)
        }
    }

    /// Checks every line of every custom layout without touching the solver:
    /// syntax, names of rows and metrics. Returns the first failure with the
    /// size class whose layout holds the line, looking at `first` before
    /// the others, so that a model giving one layout to every size class
    /// hears about the one it is laying out.
    func firstCustomLineFailure(
        checkingFirst first: LayoutSizeClass? = nil
    ) -> (sizeClass: LayoutSizeClass, line: Int, failure: CustomLineNames.Failure)? {
        let order = (first.map { [$0] } ?? []) + LayoutSizeClass.allCases.filter { $0 != first }
        for sizeClass in order {
            guard let custom = input.customLayouts[sizeClass] else { continue }
            let plan = Plan(lines: custom.lines, metrics: custom.metrics, isCustom: true)
            for (number, line) in zip(1..., custom.lines) {
                do { _ = try constraints(of: line, in: plan) } catch { return (sizeClass, number, error) }
            }
        }
        return nil
    }

    /// Solves the layout at `width` and returns its frames.
    ///
    /// ```swift
    /// let tablet = try engine.layout(.regular)
    /// let sketch = try engine.layout(.regular, ambiguity: .allow)   // sketch.ambiguity says what is loose
    /// ```
    ///
    /// A refused or failed width leaves the engine as it was. An ambiguous
    /// layout is refused only once solved, so the engine then keeps its
    /// lines, as after any layout.
    ///
    /// - Parameters:
    ///   - width: `.compact` (375), `.regular` (768) or `.points(_:)`; its
    ///     size class picks the custom layout, if any.
    ///   - policy: `.reject` throws for undetermined frames; `.allow` returns
    ///     them, described by ``FormLayout/ambiguity``.
    /// - Throws: ``LayoutError/ambiguous(_:)`` when the lines leave some
    ///   frame undetermined, unless `ambiguity` is `.allow`;
    ///   ``LayoutError/invalidWidth(_:)`` for a width that is not finite or
    ///   is outside ``LayoutWidth/pointsRange``; ``LayoutError/visualFormat(_:)``
    ///   for a malformed custom line (a model's engine checked its lines
    ///   when it was made); ``LayoutError/unsatisfiable(_:)`` when
    ///   required constraints contradict each other.
    package func layout(
        _ width: LayoutWidth = .compact, ambiguity policy: FormLayout.Ambiguity.Policy = .reject
    ) throws(LayoutError) -> FormLayout {
        let points = width.points
        guard LayoutWidth.pointsRange.contains(points) else {
            throw .invalidWidth(PointsText.format(points))
        }
        let sizeClass = width.sizeClass
        let plan = plan(for: sizeClass)
        if let prepared, prepared.solver.revision != ownRevision { isShared = true }
        if !isShared, !plan.isCustom, solvesDefaultStackDirectly, DefaultStack.canSolve(margin: input.margin) {
            // The default stack never leaves a frame undetermined: no ambiguity to refuse.
            noteLaidOut(plan)
            return inReadingDirection(defaultStackLayout(width: points, sizeClass: sizeClass, plan: plan))
        }
        if let refusal = preparedSolver().refusal { throw refusal }
        let before = solver.tableau
        do {
            if isShared {
                if applied?.plan != plan { try applyIncrementally(plan) }
            } else {
                if applied?.plan != plan { try apply(plan) }
                if let planned { solver.tableau = planned }
            }
            try suggest(points)
        } catch {
            if !isShared {
                solver.tableau = before
                ownRevision = solver.revision
            }
            throw error
        }
        ownRevision = solver.revision
        noteLaidOut(plan)
        let layout = result(width: points, sizeClass: sizeClass, plan: plan)
        // Refused after solving, the engine keeps these lines as after any
        // layout: its solver and the lines it records stay in step.
        if policy == .reject, let ambiguity = layout.ambiguity { throw .ambiguous(ambiguity) }
        return inReadingDirection(layout)
    }

    /// The solved layout with the input's wording, mirrored when its
    /// language runs right to left: the lines are solved left to right and
    /// mirrored here, in one place, so that every rendering follows.
    private func inReadingDirection(_ solved: FormLayout) -> FormLayout {
        var layout = input.wording.isRightToLeft ? solved.mirrored() : solved
        layout.wording = input.wording
        return layout
    }

    /// Suggests `width` (checked against ``LayoutWidth/pointsRange``) for
    /// the superview's width, the engine's edit variable.
    private func suggest(_ width: Double) throws(LayoutError) {
        do {
            try solver.suggestValue(variables.superviewWidth, width)
        } catch {
            throw LayoutError(error, refusing: "the width \(PointsText.format(width))")
        }
    }

    /// Adds `plan`'s lines to the solver's state before any lines, exactly
    /// as a fresh engine does; on failure the solver and the applied lines
    /// are left as they were.
    private func apply(_ plan: Plan) throws(LayoutError) {
        let before = solver.tableau
        solver.tableau = pristine
        do {
            let added = try addLines(of: plan)
            applied = AppliedPlan(
                plan: plan, constraints: added.constraints, usesSuperviewHeight: added.usesHeight, stacked: added.stacked)
            planned = solver.tableau
        } catch {
            solver.tableau = before
            throw error
        }
    }

    /// Removes the old lines' constraints and adds the new ones, keeping
    /// whatever else the solver holds (used once other code changed it).
    private func applyIncrementally(_ plan: Plan) throws(LayoutError) {
        if let old = applied {
            applied = nil
            for id in old.constraints.reversed() {
                do {
                    try solver.removeConstraint(id)
                } catch {
                    throw LayoutError(error, refusing: "the removal of constraint #\(id.index) of the old lines")
                }
            }
        }
        let added = try addLines(of: plan)
        applied = AppliedPlan(
            plan: plan, constraints: added.constraints, usesSuperviewHeight: added.usesHeight, stacked: added.stacked)
    }

    /// Counts a change of lines when `plan` is not the last layout's.
    private func noteLaidOut(_ plan: Plan) {
        if laidOut != plan { constraintSetChanges += 1 }
        laidOut = plan
    }

    private func addLines(
        of plan: Plan
    ) throws(LayoutError) -> (constraints: [ConstraintID], usesHeight: Bool, stacked: Set<String>) {
        var added: [ConstraintID] = []
        var usesHeight = false
        var stacked = Set<String>()
        do throws(LayoutError) {
            var labelled: [(constraint: LayoutConstraint, source: String)] = []
            for line in plan.lines {
                do {
                    labelled += try constraints(of: line, in: plan).map { ($0, "from '\(line)'") }
                } catch {
                    throw .visualFormat(error.error)
                }
            }
            if plan.isCustom, entries.contains(where: { $0.group != nil }) {
                // Custom lines cannot know a repeating group's count: the item boxes they leave out are stacked.
                let named = Set(labelled.flatMap { [$0.constraint.first.view, $0.constraint.second?.view] }.compactMap { $0 })
                let stacks = Self.itemStacks(of: entries, named: named)
                stacked = Set(stacks.flatMap(\.boxes))
                labelled = labelled.map { (Self.readingBelowItems($0.constraint, stacks), $0.source) }
                labelled += stackConstraints(stacks).map { ($0, "stacking a repeating item") }
            }
            for (constraint, source) in labelled {
                let label = "\(constraint) \(source)"
                let linear = variables.linear(constraint, label: label)
                usesHeight = usesHeight || linear.usesSuperviewHeight
                do {
                    added.append(try solver.addConstraint(linear.constraint))
                } catch {
                    throw LayoutError(error, refusing: label)
                }
            }
        } catch {
            for id in added.reversed() { try? solver.removeConstraint(id) }
            throw error
        }
        return (added, usesHeight, stacked)
    }

    private func result(width: Double, sizeClass: LayoutSizeClass, plan: Plan) -> FormLayout {
        let frames = zip(entries, variables.boxes).map { entry, box in
            FormLayout.Frame(
                identifier: entry.identifier, name: entry.name, role: entry.role, title: entry.title,
                text: entry.text, isPlaceholder: entry.isPlaceholder,
                x: solver.value(of: box.x), y: solver.value(of: box.y),
                width: solver.value(of: box.width), height: solver.value(of: box.height), details: entry.details)
        }
        let usesHeight = applied?.usesSuperviewHeight ?? false
        let height =
            usesHeight
            ? solver.value(of: variables.superviewHeight)
            : frames.reduce(0) { max($0, $1.maxY) }
        return FormLayout(
            width: width, sizeClass: sizeClass, lines: plan.lines,
            metrics: plan.metrics.keys.sorted().map { FormLayout.Metric(name: $0, value: plan.metrics[$0] ?? 0) },
            frames: frames,
            contentSize: FormLayout.Size(width: solver.value(of: variables.superviewWidth), height: height),
            ambiguity: ambiguity(
                width: width, sizeClass: sizeClass, plan: plan, usesSuperviewHeight: usesHeight,
                stacked: applied?.stacked ?? []))
    }
}
