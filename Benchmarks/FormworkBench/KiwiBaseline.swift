import Foundation

/// Runs `Benchmarks/kiwi/run.sh` (kiwisolver in a private virtual
/// environment) and reads its JSON line.
enum KiwiBaseline {
    typealias Measurement = (phases: SolverBenchmark.Phases, compact: SolverBenchmark.Frame, regular: SolverBenchmark.Frame)

    static var script: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("kiwi/run.sh")
    }

    /// kiwi's figures, or why there are none.
    static func measure(n: Int, repeats: Int) -> Result<Measurement, KiwiUnavailable> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", script.path, String(n), String(repeats)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        do { try process.run() } catch {
            return .failure(KiwiUnavailable(reason: "cannot start \(script.path): \(error)"))
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let build = object["build_s"] as? Double, let solve = object["solve_s"] as? Double,
            let edit = object["edit_s"] as? Double,
            let compact = frame(object["last_field_compact"]), let regular = frame(object["last_field_regular"])
        else {
            return .failure(KiwiUnavailable(reason: "run.sh exited with status \(process.terminationStatus)"))
        }
        return .success((SolverBenchmark.Phases(build: build, solve: solve, edit: edit), compact, regular))
    }

    private static func frame(_ value: Any?) -> SolverBenchmark.Frame? {
        guard let numbers = value as? [Double], numbers.count == 4 else { return nil }
        return SolverBenchmark.Frame(x: numbers[0], y: numbers[1], w: numbers[2], h: numbers[3])
    }
}

/// Why kiwisolver could not be run.
struct KiwiUnavailable: Error {
    var reason: String
}
