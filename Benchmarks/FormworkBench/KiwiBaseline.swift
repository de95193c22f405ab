import Foundation

/// Runs `Benchmarks/kiwi/run.sh` (kiwisolver in a private virtual
/// environment) and reads its JSON line.
enum KiwiBaseline {
    nonisolated(unsafe) static var lastProblem: String?

    static var script: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("kiwi/run.sh")
    }

    static func measure(n: Int, repeats: Int)
        -> (phases: SolverBenchmark.Phases, compact: SolverBenchmark.Frame, regular: SolverBenchmark.Frame)?
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", script.path, String(n), String(repeats)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        do { try process.run() } catch {
            lastProblem = "cannot start \(script.path): \(error)"
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let build = object["build_s"] as? Double, let solve = object["solve_s"] as? Double,
            let edit = object["edit_s"] as? Double,
            let compact = frame(object["last_field_compact"]), let regular = frame(object["last_field_regular"])
        else {
            lastProblem = "run.sh exited with status \(process.terminationStatus)"
            return nil
        }
        return (SolverBenchmark.Phases(build: build, solve: solve, edit: edit), compact, regular)
    }

    private static func frame(_ value: Any?) -> SolverBenchmark.Frame? {
        guard let numbers = value as? [Double], numbers.count == 4 else { return nil }
        return SolverBenchmark.Frame(x: numbers[0], y: numbers[1], w: numbers[2], h: numbers[3])
    }
}
