/// Lays a form out at any width, keeping one solver across widths.
///
/// ```swift
/// let engine = try FormLayoutEngine(input)
/// let phone = try engine.layout(.compact)    // builds the constraints, solves at 375
/// let tablet = try engine.layout(.regular)   // same lines: only suggestValue(768)
/// print(tablet.render(.text))
/// ```
///
/// The container width is a strong edit variable of one ``Solver``. Moving
/// between widths that use the same lines only suggests the new width, and
/// the solver re-solves incrementally with the dual simplex. When the size
/// class picks other lines (a custom layout), the old lines' constraints are
/// removed from the same solver and the new ones added.
///
/// Each box also gets a weak `height == preferredHeight` (see
/// ``FormLayoutItem/preferredHeight``; 28 for headers) so that a stack of
/// `>=` heights has one answer, and the superview's height hugs its content
/// with `|.height == 0` at strength 0.01 (below weak, so it never shrinks a
/// row below its preferred height) so that lines ending in `-(>=margin)-|`
/// still give one content height: the smallest that fits.
public final class FormLayoutEngine {
    /// What is laid out.
    public let input: FormLayoutInput
    /// The one solver this engine uses for every width.
    public let solver: Solver
    /// How many times the engine swapped its Visual Format constraints
    /// (1 after the first layout; more only when a size class changes the lines).
    public private(set) var constraintSetChanges = 0

    /// The strength of the superview height's hugging: a hundredth of weak.
    static let contentHugging = Strength(value: 0.01)

    let entries: [LayoutEntry]
    let variables: ViewVariables
    let names: CustomLineNames
    private var applied: AppliedPlan?

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
    }

    /// An engine for `input`: makes the variables and the preferred heights.
    public init(_ input: FormLayoutInput) throws(LayoutError) {
        self.input = input
        self.solver = Solver()
        self.entries = LayoutEntry.entries(of: input)
        self.variables = ViewVariables(solver: solver, identifiers: entries.map(\.identifier))
        self.names = CustomLineNames(entries: entries, hiddenNames: input.hiddenNames)
        do {
            try solver.addEditVariable(variables.superviewWidth, strength: .strong)
            try solver.addConstraint(LinearConstraint(
                variables.superviewHeight, .equal, 0, strength: FormLayoutEngine.contentHugging,
                label: "|.height == 0 (content hugging)"))
            for (entry, box) in zip(entries, variables.boxes) {
                try solver.addConstraint(LinearConstraint(
                    box.height, .equal, LinearExpression(constant: entry.preferredHeight), strength: .weak,
                    label: "\(entry.identifier).height == \(NumberText.format(entry.preferredHeight)) (preferred)"))
            }
        } catch {
            throw .solver(error)
        }
    }

    /// The lines and metrics used at `sizeClass`: a custom layout, or the default.
    func plan(for sizeClass: LayoutSizeClass) -> Plan {
        if let custom = input.customLayout(for: sizeClass) {
            return Plan(lines: custom.lines, metrics: custom.metrics, isCustom: true)
        }
        return Plan(lines: input.defaultLines, metrics: ["margin": input.margin], isCustom: false)
    }

    /// The constraints of one line of `plan`.
    func constraints(of line: String, in plan: Plan) throws(CustomLineNames.Failure) -> [LayoutConstraint] {
        if plan.isCustom { return try names.constraints(of: line, metrics: plan.metrics) }
        do {
            return try VisualFormat.parse(line).constraints(views: names.identifiers, metrics: plan.metrics)
        } catch {
            throw CustomLineNames.Failure(error: error)
        }
    }

    /// Checks every line of every custom layout without touching the solver:
    /// syntax, names of rows and metrics. Returns the first failure with the
    /// custom layout it is in.
    func firstCustomLineFailure() -> (layout: FormCustomLayout, line: Int, failure: CustomLineNames.Failure)? {
        for custom in input.customLayouts {
            let plan = Plan(lines: custom.lines, metrics: custom.metrics, isCustom: true)
            for (number, line) in zip(1..., custom.lines) {
                do { _ = try constraints(of: line, in: plan) } catch { return (custom, number, error) }
            }
        }
        return nil
    }

    /// Solves the layout at `width` and returns its frames.
    public func layout(_ width: LayoutWidth = .compact) throws(LayoutError) -> FormLayout {
        let sizeClass = width.sizeClass
        let plan = plan(for: sizeClass)
        if applied?.plan != plan { try apply(plan) }
        do {
            try solver.suggestValue(variables.superviewWidth, width.points)
        } catch {
            throw .solver(error)
        }
        return result(width: width.points, sizeClass: sizeClass, plan: plan)
    }

    private func apply(_ plan: Plan) throws(LayoutError) {
        if let old = applied {
            applied = nil
            for id in old.constraints.reversed() {
                do { try solver.removeConstraint(id) } catch { throw .solver(error) }
            }
        }
        constraintSetChanges += 1
        var added: [ConstraintID] = []
        var usesHeight = false
        do {
            for line in plan.lines {
                for constraint in try constraints(of: line, in: plan) {
                    let linear = variables.linear(constraint, label: "\(constraint) from '\(line)'")
                    usesHeight = usesHeight || linear.usesSuperviewHeight
                    added.append(try solver.addConstraint(linear.constraint))
                }
            }
        } catch {
            for id in added.reversed() { try? solver.removeConstraint(id) }
            switch error {
            case let failure as CustomLineNames.Failure: throw .visualFormat(failure.error)
            case SolverError.unsatisfiable(let label): throw .unsatisfiable(label)
            case let error as SolverError: throw .solver(error)
            default: throw .solver(.internalError("\(error)"))
            }
        }
        applied = AppliedPlan(plan: plan, constraints: added, usesSuperviewHeight: usesHeight)
    }

    private func result(width: Double, sizeClass: LayoutSizeClass, plan: Plan) -> FormLayout {
        var frames: [LayoutFrame] = []
        var checked: [LayoutVariable] = []
        var checkedNames: [String] = []
        for (entry, box) in zip(entries, variables.boxes) {
            frames.append(LayoutFrame(
                identifier: entry.identifier, name: entry.name, role: entry.role, title: entry.title,
                text: entry.text, isPlaceholder: entry.isPlaceholder,
                x: solver.value(of: box.x), y: solver.value(of: box.y),
                width: solver.value(of: box.width), height: solver.value(of: box.height)))
            for (variable, attribute) in [(box.x, "x"), (box.y, "y"), (box.width, "width"), (box.height, "height")] {
                checked.append(variable)
                checkedNames.append("\(entry.identifier).\(attribute)")
            }
        }
        let usesHeight = applied?.usesSuperviewHeight ?? false
        if usesHeight {
            checked.append(variables.superviewHeight)
            checkedNames.append("|.height")
        }
        let undetermined = Set(solver.undeterminedVariables(checked))
        let ambiguities = zip(checked, checkedNames).filter { undetermined.contains($0.0) }.map(\.1)
        let height = usesHeight
            ? solver.value(of: variables.superviewHeight)
            : frames.reduce(0) { max($0, $1.maxY) }
        return FormLayout(
            width: width, sizeClass: sizeClass, lines: plan.lines,
            metrics: plan.metrics.keys.sorted().map { LayoutMetric(name: $0, value: plan.metrics[$0] ?? 0) },
            frames: frames,
            contentSize: LayoutSize(width: solver.value(of: variables.superviewWidth), height: height), ambiguities: ambiguities)
    }
}
