/// Figures beside their peer and their limit in fixed columns: each row
/// runs over every body, its times are per body (medians of the samples),
/// and each ratio is the median of the ratios of samples taken in turn.
///
///     figure      ours  Hummingbird  limit  ours/peer (min–max)  ours/limit (min–max)  goal
///
/// The peer is Hummingbird's `URLEncodedFormDecoder` on the same bodies;
/// the limit is what the machine can do for the same work, written by hand
/// (``HandWrittenReader``). An absolute time is only printed beside its limit.
struct BenchTable {
    /// A row's goal: a ratio to the peer, or a time per body (beside the limit).
    enum Goal {
        case none
        case ratioToPeer(Double)
        case timePerBody(Double)
    }

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

    static let widths = (figure: 44, time: 12, ratio: 22)

    mutating func add(
        _ figure: String, goal: Goal, ours: @escaping () throws -> Void, peer: @escaping () throws -> Void,
        limit: @escaping () throws -> Void
    ) {
        do {
            let times = try Measure.compare(samples: samples, sampleSeconds: sampleSeconds, [ours, peer, limit])
            let perBody = times.map { Measure.median($0) / Double(perRun) }
            lines.append(
                Measure.padRight(figure, Self.widths.figure)
                    + perBody.map { Measure.pad(Measure.duration($0), Self.widths.time) }.joined()
                    + Measure.pad(Self.ratios(times[0], times[1]), Self.widths.ratio)
                    + Measure.pad(Self.ratios(times[0], times[2]), Self.widths.ratio) + "  "
                    + Self.verdict(goal, ours: perBody[0], ratioToPeer: Self.medianRatio(times[0], times[1])))
        } catch {
            lines.append(Measure.padRight(figure, Self.widths.figure) + " FAILED: \(error)")
        }
    }

    /// `1.15× (0.99–1.69)`: the median ratio of the sample pairs, then the smallest and largest.
    private static func ratios(_ ours: [Double], _ other: [Double]) -> String {
        let ratios = zip(ours, other).map { $0 / max($1, 1e-12) }.sorted()
        guard let first = ratios.first, let last = ratios.last else { return "-" }
        let low = String(Measure.ratio(first).dropLast())
        let high = String(Measure.ratio(last).dropLast())
        return Measure.ratio(Measure.median(ratios)) + " (" + low + "–" + high + ")"
    }

    private static func medianRatio(_ ours: [Double], _ other: [Double]) -> Double {
        Measure.median(zip(ours, other).map { $0 / max($1, 1e-12) })
    }

    /// The goal and whether the figure meets it.
    private static func verdict(_ goal: Goal, ours: Double, ratioToPeer: Double) -> String {
        switch goal {
        case .none: return ""
        case .ratioToPeer(let most):
            return "≤ " + Measure.ratio(most) + " peer: " + (ratioToPeer <= most ? "met" : "missed")
        case .timePerBody(let most):
            return "≤ " + Measure.duration(most) + " a body: " + (ours <= most ? "met" : "missed")
        }
    }

    /// A line of its own under the rows.
    mutating func note(_ text: String) { lines.append("  " + text) }

    func print() {
        Swift.print("\n== " + title)
        Swift.print(
            Measure.padRight("figure (per body)", Self.widths.figure)
                + ["ours", "Hummingbird", "limit"].map { Measure.pad($0, Self.widths.time) }.joined()
                + Measure.pad("ours/peer (min–max)", Self.widths.ratio)
                + Measure.pad("ours/limit (min–max)", Self.widths.ratio) + "  goal")
        for line in lines { Swift.print(line) }
    }
}
