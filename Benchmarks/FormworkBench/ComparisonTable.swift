/// A table of figures beside their baselines, printed with fixed columns;
/// a table with a limit prints the limit's time and ours / limit too.
///
///     figure                          ours (median)  baseline (median)  ratio min / median / max  goal
///     figure                          ours  baseline  limit  ratio min / median / max  ours/limit  goal
struct ComparisonTable {
    var title: String
    var baselineName: String
    /// The heading of the limit's column; `nil` for a table without one.
    var limitName: String?
    private var lines: [String] = []

    init(title: String, baselineName: String, limitName: String? = nil) {
        self.title = title
        self.baselineName = baselineName
        self.limitName = limitName
    }

    static let widths = (figure: 46, time: 11, ratio: 26, limitRatio: 12)

    /// Measures `ours` against `baseline` (and `limit`, when given) and adds
    /// the row; a failing operation adds a row that says why.
    mutating func add(
        _ figure: String, goal: String, _ settings: BenchSettings,
        ours: () throws -> Void, baseline: () throws -> Void, limit: (() throws -> Void)? = nil
    ) {
        guard settings.measures(figure) else { return }
        do {
            add(figure, try Comparison.measure(settings, ours: ours, baseline: baseline, limit: limit), goal: goal)
        } catch {
            lines.append(Benchmark.padRight(figure, Self.widths.figure) + " FAILED: \(error)")
        }
    }

    mutating func add(_ figure: String, _ comparison: Comparison, goal: String) {
        let ratios = comparison.ratios
        let spread = [ratios.first, Optional(median(ratios)), ratios.last]
            .map { $0.map(Benchmark.ratio) ?? "-" }.joined(separator: " / ")
        var line =
            Benchmark.padRight(figure, Self.widths.figure)
            + Benchmark.pad(Benchmark.duration(median(comparison.ours)), Self.widths.time)
            + Benchmark.pad(Benchmark.duration(median(comparison.baseline)), Self.widths.time)
        if limitName != nil {
            line += Benchmark.pad(Benchmark.duration(median(comparison.limit)), Self.widths.time)
        }
        line += Benchmark.pad(spread, Self.widths.ratio)
        if limitName != nil {
            line += Benchmark.pad(Benchmark.ratio(median(comparison.limitRatios)), Self.widths.limitRatio)
        }
        lines.append(line + "  " + goal)
    }

    /// A line of its own under the rows (a counter, a check).
    mutating func note(_ text: String) { lines.append("  " + text) }

    func print() {
        Swift.print("\n== " + title)
        var heading =
            Benchmark.padRight("figure", Self.widths.figure) + Benchmark.pad("ours", Self.widths.time)
            + Benchmark.pad(baselineName, Self.widths.time)
        if let limitName { heading += Benchmark.pad(limitName, Self.widths.time) }
        heading += Benchmark.pad("ratio min / median / max", Self.widths.ratio)
        if limitName != nil { heading += Benchmark.pad("ours/limit", Self.widths.limitRatio) }
        Swift.print(heading + "  goal")
        for line in lines { Swift.print(line) }
    }
}
