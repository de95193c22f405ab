import Dispatch

/// Timing and number formatting, as the root package's `formwork-bench`
/// does them: alternate samples of a figure and its baselines, so noise from
/// other processes falls on all of them, and the ratio of each sample pair.
enum Measure {
    /// A monotonic instant in nanoseconds.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return Double(now() &- start) * 1e-9
    }

    /// Seconds per run of each of `bodies`, one list per body, sampled in
    /// turn (one sample of each, then the next round); each sample repeats
    /// its body for about `sampleSeconds`.
    static func compare(samples: Int, sampleSeconds: Double, _ bodies: [() throws -> Void]) throws -> [[Double]] {
        var runs: [Int] = []
        for body in bodies { runs.append(max(1, Int(sampleSeconds / max(try seconds(body), 1e-9)))) }
        var result = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<samples {
            for (index, body) in bodies.enumerated().reversed() {
                result[index].append(try seconds { for _ in 0..<runs[index] { try body() } } / Double(runs[index]))
            }
        }
        return result
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// `value` with exactly `decimals` decimals, without locale or `String(format:)`.
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int64((abs(value) * scale).rounded())
        let unit = Int64(scale)
        var text = (value < 0 && scaled != 0 ? "-" : "") + String(scaled / unit)
        if decimals > 0 {
            let fraction = String(scaled % unit)
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return text
    }

    /// A duration with its unit and three significant figures: `812 ns`, `12.3 µs`.
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0 else { return "-" }
        let units: [(scale: Double, name: String)] = [(1, "s"), (1e-3, "ms"), (1e-6, "µs")]
        let unit = units.first { seconds >= $0.scale } ?? (1e-9, "ns")
        let value = seconds / unit.scale
        return fixed(value, decimals: value >= 100 ? 0 : value >= 10 ? 1 : 2) + " " + unit.name
    }

    static func ratio(_ value: Double) -> String {
        fixed(value, decimals: value >= 100 ? 0 : value >= 10 ? 1 : 2) + "×"
    }

    static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    static func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

/// Keeps `value` alive and observed, so the optimizer cannot drop the work
/// that produced it.
@inline(never) @_optimize(none)
func blackhole<T>(_ value: T) {}
