import Foundation

/// kiwi solving the vertical stack in another process: its C++ core
/// (`.build/kiwi-stack`, made by `Benchmarks/kiwi/build-kiwi-cpp.sh`) or
/// kiwisolver from Python (`Benchmarks/kiwi/run.sh`); each prints one JSON line.
enum KiwiBaseline {
    enum Flavor: String {
        case cpp = "kiwi C++"
        case python = "kiwi Python"
    }

    /// The package's root directory, from this file's place in it.
    static var root: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static var cppProgram: URL { root.appendingPathComponent(".build/kiwi-stack") }
    static var pythonScript: URL { root.appendingPathComponent("Benchmarks/kiwi/run.sh") }

    /// kiwi's figures for `n` rows, or why there are none.
    static func measure(_ flavor: Flavor, n: Int, repeats: Int) -> Result<StackMeasurement, KiwiUnavailable> {
        let process = Process()
        switch flavor {
        case .cpp:
            guard FileManager.default.isExecutableFile(atPath: cppProgram.path) else {
                return .failure(KiwiUnavailable(reason: "no \(cppProgram.path): run Benchmarks/kiwi/build-kiwi-cpp.sh"))
            }
            process.executableURL = cppProgram
            process.arguments = [String(n), String(repeats)]
        case .python:
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["bash", pythonScript.path, String(n), String(repeats)]
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        do { try process.run() } catch {
            return .failure(KiwiUnavailable(reason: "cannot start \(flavor.rawValue): \(error)"))
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let measurement = parse(data) else {
            return .failure(KiwiUnavailable(reason: "\(flavor.rawValue) exited with status \(process.terminationStatus)"))
        }
        return .success(measurement)
    }

    /// The JSON line of kiwi_stack.py or kiwi_stack.cpp; the Python one has
    /// only the best run.
    static func parse(_ data: Data) -> StackMeasurement? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let build = object["build_s"] as? Double, let solve = object["solve_s"] as? Double,
            let edit = object["edit_s"] as? Double,
            let compact = frame(object["last_field_compact"]), let regular = frame(object["last_field_regular"])
        else { return nil }
        let best = StackPhases(build: build, solve: solve, edit: edit)
        let runs = (object["runs"] as? [[Double]])?.compactMap { run in
            run.count == 3 ? StackPhases(build: run[0], solve: run[1], edit: run[2]) : nil
        }
        return StackMeasurement(runs: runs ?? [best], compact: compact, regular: regular)
    }

    private static func frame(_ value: Any?) -> StackFrame? {
        guard let numbers = value as? [Double], numbers.count == 4 else { return nil }
        return StackFrame(x: numbers[0], y: numbers[1], w: numbers[2], h: numbers[3])
    }
}

/// Why kiwi could not be run.
struct KiwiUnavailable: Error {
    var reason: String
}
