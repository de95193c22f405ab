import Dispatch

/// Timing and number formatting shared by the benchmark sections.
enum Benchmark {
    /// A monotonic instant in nanoseconds. `DispatchTime` rather than
    /// `ContinuousClock`, which needs macOS 13 / iOS 16 and the package
    /// builds for macOS 12.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Runs `body` once and returns the seconds it took and its result.
    static func time<T>(_ body: () throws -> T) rethrows -> (seconds: Double, result: T) {
        let start = now()
        let result = try body()
        return (seconds(from: start, to: now()), result)
    }

    static func seconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end &- start) * 1.0e-9
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

    /// A duration with its unit and three significant figures: `812 ns`,
    /// `12.3 µs`, `1.25 ms`, `2.10 s`.
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0 else { return "-" }
        let units: [(scale: Double, name: String)] = [(1, "s"), (1e-3, "ms"), (1e-6, "µs")]
        let unit = units.first { seconds >= $0.scale } ?? (1e-9, "ns")
        let value = seconds / unit.scale
        let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
        return fixed(value, decimals: decimals) + " " + unit.name
    }

    /// A ratio with two significant decimals below 10 and none above 100.
    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        return fixed(value, decimals: value >= 100 ? 0 : value >= 10 ? 1 : 2) + "×"
    }

    /// Pads `text` on the left to `width` characters.
    static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// Pads `text` on the right to `width` characters.
    static func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

/// Keeps `value` alive and observed, so the optimizer cannot drop the work
/// that produced it (the result of a decode, an encode, a build).
@inline(never) @_optimize(none)
func blackhole<T>(_ value: T) {}
