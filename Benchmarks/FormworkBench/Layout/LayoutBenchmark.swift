/// The vertical stack at 1,000 to 8,000 rows: Formwork's solver on kiwi's
/// model, and Formwork's default layout engine on a form of as many rows,
/// against kiwi's C++ core (and kiwisolver from Python, where installed);
/// then a form's default layout as an app asks for it, against a
/// hand-written stack of its frames (``FormLayoutFigures``).
enum LayoutBenchmark {
    static func sizes(_ settings: BenchSettings) -> [Int] { settings.quick ? [1000, 2000] : [1000, 2000, 4000, 8000] }

    static func run(_ settings: BenchSettings) {
        print("\n== Layout at scale: vertical stack, 5N constraints + 1 edit variable (seconds per run; ratios per run pair)")
        print(
            "   build = solver + constraints; solve = suggest W=375 and read all 4N+1 values; edit = suggest W=768 and read them")
        print("   engine = default layout of a form of N rows in one section: its first layout(.compact) poses the constraints")
        print("   and solves them (shown as build+solve only), edit = layout(.regular) on the same engine")
        let widths = [6, 11, 11, 11, 11, 11, 22, 22]
        let line = { (cells: [String]) in zip(cells, widths).map { Benchmark.pad($0, $1) }.joined(separator: " ") }
        print(line(["N", "phase", "solver", "engine", "kiwi C++", "kiwi Py", "solver/kiwi C++", "engine/kiwi C++"]))
        var notes: [String] = []
        var totals: [(n: Int, figures: Figures)] = []
        for n in sizes(settings) {
            let repeats = n <= 2000 && !settings.quick ? 3 : 1
            let figures = measure(n: n, repeats: repeats, notes: &notes)
            for row in rows(n: n, figures) { print(line(row)) }
            totals.append((n, figures))
        }
        for note in notes { print("  " + note) }
        printGrowth(totals)
        FormLayoutFigures.run(settings)
    }

    /// How the best total grows from one size to the next (×4 per doubling is quadratic).
    static func printGrowth(_ totals: [(n: Int, figures: Figures)]) {
        let contenders: [(String, (Figures) -> Double?)] = [
            ("solver", { $0.solver?.best.total }), ("engine", { $0.engine.map(\.total).min() }),
            ("kiwi C++", { $0.cpp?.best.total }),
        ]
        for (name, total) in contenders {
            let steps = zip(totals, totals.dropFirst()).map { previous, next -> String in
                guard let before = total(previous.figures), let after = total(next.figures), before > 0 else { return "-" }
                return "\(previous.n)→\(next.n) \(Benchmark.ratio(after / before))"
            }
            if !steps.isEmpty { print("  growth of the total, \(name): " + steps.joined(separator: ", ")) }
        }
    }

    struct Figures {
        var solver: StackMeasurement?
        var engine: [StackPhases] = []
        var cpp: StackMeasurement?
        var python: StackMeasurement?
    }

    static func measure(n: Int, repeats: Int, notes: inout [String]) -> Figures {
        var figures = Figures()
        do {
            var runs: [StackMeasurement] = []
            for _ in 0..<repeats { runs.append(try OurStack.solve(n: n)) }
            if let first = runs.first {
                figures.solver = StackMeasurement(runs: runs.flatMap(\.runs), compact: first.compact, regular: first.regular)
            }
            let input = OurStack.formInput(n: n)
            for index in 0..<repeats {
                let run = try OurStack.layOut(input)
                figures.engine.append(run.phases)
                if index == 0 {
                    notes.append("N=\(n): the engine posed \(run.constraints) constraints to a solver (kiwi's model: \(5 * n))")
                }
            }
        } catch {
            notes.append("N=\(n): FAILED: \(error)")
        }
        switch KiwiBaseline.measure(.cpp, n: n, repeats: repeats) {
        case .success(let measurement): figures.cpp = measurement
        case .failure(let problem): notes.append("N=\(n): kiwi C++ unavailable: \(problem.reason)")
        }
        if n == 1000 {
            switch KiwiBaseline.measure(.python, n: n, repeats: repeats) {
            case .success(let measurement): figures.python = measurement
            case .failure(let problem): notes.append("N=\(n): kiwi Python unavailable: \(problem.reason)")
            }
        }
        for (name, answer) in [("solver", figures.solver), ("kiwi C++", figures.cpp), ("kiwi Python", figures.python)] {
            guard let answer else { continue }
            let compact = StackFrame.expected(n: n, width: 375), regular = StackFrame.expected(n: n, width: 768)
            if answer.compact != compact || answer.regular != regular {
                notes.append(
                    "N=\(n): MISMATCH: \(name)'s last row is \(answer.compact) / \(answer.regular), expected \(compact) / \(regular)"
                )
            }
        }
        return figures
    }

    static func rows(n: Int, _ figures: Figures) -> [[String]] {
        let phases: [(String, (StackPhases) -> Double)] = [
            ("build", \.build), ("solve", \.solve), ("build+solve", { $0.build + $0.solve }), ("edit", \.edit),
            ("total", \.total),
        ]
        return phases.map { name, phase in
            let kiwiRuns = figures.cpp?.runs.map(phase) ?? []
            let solverRuns = figures.solver?.runs.map(phase) ?? []
            // The engine's first layout both poses and solves: its build and
            // solve apart would not be kiwi's build and solve.
            let engineRuns = name == "build" || name == "solve" ? [] : figures.engine.map(phase)
            return [
                String(n), name, best(solverRuns), best(engineRuns), best(kiwiRuns),
                figures.python.map { Benchmark.duration(phase($0.best)) } ?? "-",
                spread(solverRuns, kiwiRuns), spread(engineRuns, kiwiRuns),
            ]
        }
    }

    /// The least of the runs (kiwi_stack.py reports the best run).
    static func best(_ runs: [Double]) -> String {
        runs.min().map(Benchmark.duration) ?? "-"
    }

    /// min / median / max of `ours[i] / theirs[i]`.
    static func spread(_ ours: [Double], _ theirs: [Double]) -> String {
        let ratios = zip(ours, theirs).map { $0 / max($1, 1e-12) }.sorted()
        guard let low = ratios.first, let high = ratios.last else { return "-" }
        return [low, median(ratios), high].map(Benchmark.ratio).joined(separator: " / ")
    }
}
