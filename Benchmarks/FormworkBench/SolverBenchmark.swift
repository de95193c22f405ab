import FormworkLayout
import Foundation

/// The vertical-stack model of `Benchmarks/kiwi/kiwi_stack.py`, solved by
/// Formwork's solver and by kiwisolver (C++, through Python) in the same run.
///
/// Per field i: `x == 16`, `x + w == W - 16`, `y0 == 8` or
/// `y == y(i-1) + h(i-1) + 8`, `h >= 44` (required), `h == 44` (weak);
/// `W` is a strong edit variable suggested 375, then 768.
enum SolverBenchmark {
    struct Phases {
        var build: Double
        var solve: Double
        var edit: Double
        var total: Double { build + solve + edit }
    }

    struct Frame: Equatable {
        var x, y, w, h: Double
    }

    static let sizes = [100, 1000]

    static func run() {
        print("== Solver: vertical stack (5N constraints + 1 edit variable), best of repeats")
        print("   build = make solver + add constraints; solve = suggest W=375; edit = suggest W=768")
        var rows: [[String]] = []
        var failures: [String] = []
        var kiwiProblem: String?
        for n in sizes {
            let repeats = n <= 100 ? 20 : 5
            guard let ours = measureOurs(n: n, repeats: repeats, failures: &failures) else { continue }
            var kiwi: KiwiBaseline.Measurement?
            switch KiwiBaseline.measure(n: n, repeats: repeats) {
            case .success(let measurement): kiwi = measurement
            case .failure(let problem): kiwiProblem = problem.reason
            }
            if let kiwi {
                if kiwi.compact != ours.compact || kiwi.regular != ours.regular {
                    failures.append("N=\(n): kiwi's last frame \(kiwi.compact)/\(kiwi.regular) differs from ours")
                }
            }
            for (phase, mine, theirs) in [
                ("build", ours.phases.build, kiwi?.phases.build),
                ("solve", ours.phases.solve, kiwi?.phases.solve),
                ("edit", ours.phases.edit, kiwi?.phases.edit),
            ] {
                rows.append(row(n: n, phase: phase, ours: mine, kiwi: theirs))
            }
        }
        printTable(rows)
        if let kiwiProblem { print("kiwisolver unavailable (\(kiwiProblem)): figures are ours only.") }
        for failure in failures { print("MISMATCH: \(failure)") }
        if failures.isEmpty { print("answers verified: last field y = 8 + (N-1)*52, h 44, w 343 then 736, x 16") }
    }

    static func row(n: Int, phase: String, ours: Double, kiwi: Double?) -> [String] {
        let ms = { (seconds: Double) in Benchmark.fixed(seconds * 1000, decimals: 3) }
        guard let kiwi, kiwi > 0 else { return [String(n), phase, ms(ours), "-", "-"] }
        return [String(n), phase, ms(ours), ms(kiwi), Benchmark.fixed(ours / kiwi, decimals: 3)]
    }

    static func printTable(_ rows: [[String]]) {
        let header = ["N", "phase", "ours ms", "kiwi ms", "ours/kiwi"]
        let widths = [6, 7, 11, 11, 10]
        let line = { (cells: [String]) in
            zip(cells, widths).map { Benchmark.pad($0, $1) }.joined(separator: " ")
        }
        print(line(header))
        for row in rows { print(line(row)) }
    }

    /// Best of `repeats` (by total time, as kiwi_stack.py picks), with the
    /// last field's frame at both widths.
    static func measureOurs(n: Int, repeats: Int, failures: inout [String])
        -> (phases: Phases, compact: Frame, regular: Frame)?
    {
        var best: (phases: Phases, compact: Frame, regular: Frame)?
        for _ in 0..<repeats {
            do {
                let result = try runOnce(n: n)
                if best == nil || result.phases.total < (best?.phases.total ?? .infinity) { best = result }
            } catch {
                failures.append("N=\(n): \(error)")
                return nil
            }
        }
        if let best {
            let y = 8 + Double(n - 1) * 52
            if best.compact != Frame(x: 16, y: y, w: 343, h: 44) || best.regular != Frame(x: 16, y: y, w: 736, h: 44) {
                failures.append("N=\(n): last field \(best.compact) / \(best.regular), expected y \(y)")
            }
        }
        return best
    }

    static func runOnce(n: Int) throws(SolverError) -> (phases: Phases, compact: Frame, regular: Frame) {
        let start = Benchmark.now()
        let solver = Solver()
        let width = solver.makeVariable("W")
        try solver.addEditVariable(width, strength: .strong)
        var last: (x: LayoutVariable, y: LayoutVariable, w: LayoutVariable, h: LayoutVariable)?
        for i in 0..<n {
            let x = solver.makeVariable("x\(i)"), y = solver.makeVariable("y\(i)")
            let w = solver.makeVariable("w\(i)"), h = solver.makeVariable("h\(i)")
            try solver.addConstraint(LinearConstraint(x, .equal, 16))
            try solver.addConstraint(LinearConstraint(x + w, .equal, width - 16))
            if let previous = last {
                try solver.addConstraint(LinearConstraint(y, .equal, previous.y + previous.h + 8))
            } else {
                try solver.addConstraint(LinearConstraint(y, .equal, 8))
            }
            try solver.addConstraint(LinearConstraint(h, .greaterThanOrEqual, 44))
            try solver.addConstraint(LinearConstraint(h, .equal, 44, strength: .weak))
            last = (x, y, w, h)
        }
        let built = Benchmark.now()
        try solver.suggestValue(width, 375)
        let frame = { () -> Frame in
            guard let last else { return Frame(x: 0, y: 0, w: 0, h: 0) }
            return Frame(
                x: solver.value(of: last.x), y: solver.value(of: last.y),
                w: solver.value(of: last.w), h: solver.value(of: last.h))
        }
        let compact = frame()
        let solved = Benchmark.now()
        try solver.suggestValue(width, 768)
        let regular = frame()
        let edited = Benchmark.now()
        let phases = Phases(
            build: Benchmark.seconds(from: start, to: built),
            solve: Benchmark.seconds(from: built, to: solved),
            edit: Benchmark.seconds(from: solved, to: edited))
        return (phases, compact, regular)
    }
}
