/// The phases of one vertical-stack run, in seconds (as kiwi_stack.py names them).
struct StackPhases {
    /// Make the solver and add every constraint (and the edit variable).
    var build: Double
    /// Suggest the compact width and read the values.
    var solve: Double
    /// Suggest the regular width and read the values again.
    var edit: Double

    var total: Double { build + solve + edit }
}

/// The last row's frame, which every solver must agree on.
struct StackFrame: Equatable, CustomStringConvertible {
    var x, y, w, h: Double

    var description: String {
        "x \(Benchmark.fixed(x, decimals: 1)) y \(Benchmark.fixed(y, decimals: 1)) "
            + "w \(Benchmark.fixed(w, decimals: 1)) h \(Benchmark.fixed(h, decimals: 1))"
    }

    /// The answer of the stack's model for `n` rows at `width`.
    static func expected(n: Int, width: Double) -> StackFrame {
        StackFrame(x: 16, y: 8 + Double(n - 1) * 52, w: width - 32, h: 44)
    }
}

/// Every run of one solver on one size, with the last row's frames.
struct StackMeasurement {
    var runs: [StackPhases]
    var compact: StackFrame
    var regular: StackFrame

    /// The run with the least total time (kiwi_stack.py reports that one).
    var best: StackPhases {
        runs.min { $0.total < $1.total } ?? StackPhases(build: .nan, solve: .nan, edit: .nan)
    }
}
