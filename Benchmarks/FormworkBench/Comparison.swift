/// One operation timed beside its baseline, and beside the machine's
/// limit for the same work when there is one, sample by sample, in the
/// same run: the ratio of each sample pair gives min / median / max.
struct Comparison {
    /// Seconds per operation, one value per sample.
    var ours: [Double]
    var baseline: [Double]
    /// The limit's seconds per operation, one value per sample; empty without a limit.
    var limit: [Double] = []

    /// `ours[i] / baseline[i]`, sorted.
    var ratios: [Double] {
        zip(ours, baseline).map { $0 / max($1, 1e-12) }.sorted()
    }

    /// `ours[i] / limit[i]`, sorted; empty without a limit.
    var limitRatios: [Double] {
        zip(ours, limit).map { $0 / max($1, 1e-12) }.sorted()
    }

    /// Times `ours`, `baseline` and `limit` (when given) in turn, so that
    /// noise from the other processes on the machine falls on each.
    static func measure(
        _ settings: BenchSettings, ours: () throws -> Void, baseline: () throws -> Void,
        limit: (() throws -> Void)? = nil
    ) throws -> Comparison {
        let ourSampler = try Sampler(settings, ours)
        let baseSampler = try Sampler(settings, baseline)
        let limitSampler = try limit.map { try Sampler(settings, $0) }
        var result = Comparison(ours: [], baseline: [])
        let start = Benchmark.now()
        repeat {
            result.baseline.append(try baseSampler.sample(baseline))
            result.ours.append(try ourSampler.sample(ours))
            if let limit, let limitSampler { result.limit.append(try limitSampler.sample(limit)) }
        } while result.ours.count < settings.samples
            && (result.ours.count < 3 || Benchmark.seconds(from: start, to: Benchmark.now()) < settings.budgetSeconds)
        return result
    }
}

/// How many times to run one operation per sample so the sample lasts
/// long enough to time.
struct Sampler {
    var iterations: Int

    init(_ settings: BenchSettings, _ body: () throws -> Void) throws {
        let once = try Benchmark.time(body).seconds
        iterations = once >= settings.sampleSeconds ? 1 : max(1, Int(settings.sampleSeconds / max(once, 1e-9)))
    }

    /// Seconds per operation over one sample.
    func sample(_ body: () throws -> Void) throws -> Double {
        let start = Benchmark.now()
        for _ in 0..<iterations { try body() }
        return Benchmark.seconds(from: start, to: Benchmark.now()) / Double(iterations)
    }

    /// Seconds per operation of `body`, one value per sample, for a figure with no baseline.
    static func samples(_ settings: BenchSettings, _ body: () throws -> Void) throws -> [Double] {
        let sampler = try Sampler(settings, body)
        var samples: [Double] = []
        let start = Benchmark.now()
        repeat {
            samples.append(try sampler.sample(body))
        } while samples.count < settings.samples
            && (samples.count < 3 || Benchmark.seconds(from: start, to: Benchmark.now()) < settings.budgetSeconds)
        return samples
    }
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
