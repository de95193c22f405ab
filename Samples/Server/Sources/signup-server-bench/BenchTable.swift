/// Figures beside their baseline in fixed columns, as `formwork-bench`
/// prints them: each row runs over every body, and its times are per body.
///
///     figure                          ours  baseline  ratio min / median / max  goal
struct BenchTable {
    var title: String
    var samples: Int
    var sampleSeconds: Double
    /// Bodies per run of a row's closures: the times are divided by it.
    var perRun: Int
    private var lines: [String] = []

    init(title: String, samples: Int, sampleSeconds: Double, perRun: Int) {
        self.title = title
        self.samples = samples
        self.sampleSeconds = sampleSeconds
        self.perRun = perRun
    }

    static let widths = (figure: 48, time: 13, ratio: 26)

    mutating func add(_ figure: String, goal: String, ours: () throws -> Void, baseline: () throws -> Void) {
        do {
            let times = try Measure.compare(samples: samples, sampleSeconds: sampleSeconds, ours: ours, baseline: baseline)
            let ratios = zip(times.ours, times.baseline).map { $0 / max($1, 1e-12) }.sorted()
            let spread = [ratios.first, Optional(Measure.median(ratios)), ratios.last]
                .map { $0.map(Measure.ratio) ?? "-" }.joined(separator: " / ")
            let perBody = Double(perRun)
            lines.append(
                Measure.padRight(figure, Self.widths.figure)
                    + Measure.pad(Measure.duration(Measure.median(times.ours) / perBody), Self.widths.time)
                    + Measure.pad(Measure.duration(Measure.median(times.baseline) / perBody), Self.widths.time)
                    + Measure.pad(spread, Self.widths.ratio) + "  " + goal)
        } catch {
            lines.append(Measure.padRight(figure, Self.widths.figure) + " FAILED: \(error)")
        }
    }

    /// A line of its own under the rows.
    mutating func note(_ text: String) { lines.append("  " + text) }

    func print() {
        Swift.print("\n== " + title)
        Swift.print(
            Measure.padRight("figure (per body)", Self.widths.figure) + Measure.pad("ours", Self.widths.time)
                + Measure.pad("Hummingbird", Self.widths.time)
                + Measure.pad("ratio min / median / max", Self.widths.ratio) + "  goal")
        for line in lines { Swift.print(line) }
    }
}
