import Formwork
import FormworkLayout

/// The vertical stack of `Benchmarks/kiwi/kiwi_stack.py`, solved by
/// Formwork's solver, and the default layout of a form of as many rows.
///
/// Per row i: `x == 16`, `x + w == W - 16`, `y0 == 8` or
/// `y == y(i-1) + h(i-1) + 8`, `h >= 44` (required), `h == 44` (weak); `W`
/// is a strong edit variable suggested 375, then 768. After each solve every
/// one of the 4N + 1 variables is read, as kiwi's `updateVariables()`
/// writes them all.
enum OurStack {
    static func solve(n: Int) throws -> StackMeasurement {
        typealias Row = (x: LayoutVariable, y: LayoutVariable, w: LayoutVariable, h: LayoutVariable)
        let start = Benchmark.now()
        let solver = Solver()
        let width = solver.makeVariable("W")
        try solver.addEditVariable(width, strength: .strong)
        var rows: [Row] = []
        rows.reserveCapacity(n)
        for i in 0..<n {
            let row = (
                x: solver.makeVariable("x\(i)"), y: solver.makeVariable("y\(i)"), w: solver.makeVariable("w\(i)"),
                h: solver.makeVariable("h\(i)")
            )
            try solver.addConstraint(LinearConstraint(row.x, .equal, 16))
            try solver.addConstraint(LinearConstraint(row.x + row.w, .equal, width - 16))
            if let previous = rows.last {
                try solver.addConstraint(LinearConstraint(row.y, .equal, previous.y + previous.h + 8))
            } else {
                try solver.addConstraint(LinearConstraint(row.y, .equal, 8))
            }
            try solver.addConstraint(LinearConstraint(row.h, .greaterThanOrEqual, 44))
            try solver.addConstraint(LinearConstraint(row.h, .equal, 44, strength: .weak))
            rows.append(row)
        }
        let readAll = {
            var sum = solver.value(of: width)
            for row in rows {
                sum += solver.value(of: row.x) + solver.value(of: row.y) + solver.value(of: row.w) + solver.value(of: row.h)
            }
            blackhole(sum)
        }
        let last = { () -> StackFrame in
            guard let row = rows.last else { return StackFrame(x: 0, y: 0, w: 0, h: 0) }
            return StackFrame(
                x: solver.value(of: row.x), y: solver.value(of: row.y), w: solver.value(of: row.w),
                h: solver.value(of: row.h))
        }
        let built = Benchmark.now()
        try solver.suggestValue(width, 375)
        readAll()
        let solved = Benchmark.now()
        let compact = last()
        let resolving = Benchmark.now()
        try solver.suggestValue(width, 768)
        readAll()
        let edited = Benchmark.now()
        let phases = StackPhases(
            build: Benchmark.seconds(from: start, to: built), solve: Benchmark.seconds(from: built, to: solved),
            edit: Benchmark.seconds(from: resolving, to: edited))
        return StackMeasurement(runs: [phases], compact: compact, regular: last())
    }

    /// A form of `n` text rows in one section, as `FormState.layoutInput` makes it.
    static func formInput(n: Int) -> FormLayoutInput {
        let items = (0..<n).map { i in FormLayoutInput.Item(name: "row\(i)", kind: .text, title: "Row \(i)", text: "value \(i)") }
        return FormLayoutInput(sections: [FormLayoutInput.Section(items: items)])
    }

    /// The default layout engine on `input`: build = the engine, solve =
    /// the compact layout (its constraints and their solution, every frame
    /// read), edit = the regular layout re-solved on the same engine.
    static func layOut(_ input: FormLayoutInput) throws -> (phases: StackPhases, constraints: Int, lastY: Double) {
        let start = Benchmark.now()
        let engine = try FormLayoutEngine(input)
        let built = Benchmark.now()
        let compact = try engine.layout(.compact)
        let solved = Benchmark.now()
        let regular = try engine.layout(.regular)
        let edited = Benchmark.now()
        blackhole(compact.frames.count + regular.frames.count)
        let phases = StackPhases(
            build: Benchmark.seconds(from: start, to: built), solve: Benchmark.seconds(from: built, to: solved),
            edit: Benchmark.seconds(from: solved, to: edited))
        // Asking for the solver would make it: the chain does not.
        return (phases, engine.hasSolver ? engine.solver.constraintCount : 0, regular.frames.last?.y ?? .nan)
    }
}
