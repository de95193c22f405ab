/// A table of figures beside their baselines, printed with fixed columns.
///
///     figure                          ours (median)  baseline (median)  ratio min / median / max  goal
struct ComparisonTable {
    var title: String
    var baselineName: String
    private var lines: [String] = []

    init(title: String, baselineName: String) {
        self.title = title
        self.baselineName = baselineName
    }

    static let widths = (figure: 46, time: 11, ratio: 26)

    /// Measures `ours` against `baseline` and adds the row; a failing
    /// operation adds a row that says why.
    mutating func add(
        _ figure: String, goal: String, _ settings: BenchSettings,
        ours: () throws -> Void, baseline: () throws -> Void
    ) {
        do {
            add(figure, try Comparison.measure(settings, ours: ours, baseline: baseline), goal: goal)
        } catch {
            lines.append(Benchmark.padRight(figure, Self.widths.figure) + " FAILED: \(error)")
        }
    }

    mutating func add(_ figure: String, _ comparison: Comparison, goal: String) {
        let ratios = comparison.ratios
        let spread = [ratios.first, Optional(median(ratios)), ratios.last]
            .map { $0.map(Benchmark.ratio) ?? "-" }.joined(separator: " / ")
        lines.append(
            Benchmark.padRight(figure, Self.widths.figure)
                + Benchmark.pad(Benchmark.duration(median(comparison.ours)), Self.widths.time)
                + Benchmark.pad(Benchmark.duration(median(comparison.baseline)), Self.widths.time)
                + Benchmark.pad(spread, Self.widths.ratio) + "  " + goal)
    }

    /// A line of its own under the rows (a counter, a check).
    mutating func note(_ text: String) { lines.append("  " + text) }

    func print() {
        Swift.print("\n== " + title)
        Swift.print(
            Benchmark.padRight("figure", Self.widths.figure) + Benchmark.pad("ours", Self.widths.time)
                + Benchmark.pad(baselineName, Self.widths.time)
                + Benchmark.pad("ratio min / median / max", Self.widths.ratio) + "  goal")
        for line in lines { Swift.print(line) }
    }
}
