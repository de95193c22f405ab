import Foundation

/// One parser under fuzzing: a name and a check of one input drawn from the
/// generator, which returns whether the input was accepted and throws a
/// ``FuzzFailure`` when something that must hold does not.
struct FuzzTarget: Sendable {
    var name: String
    var check: @Sendable (inout FuzzGenerator) throws(FuzzFailure) -> Bool

    static let all: [FuzzTarget] = [
        .urlEncoded, .json, .dictionary, .brackets, .multipart, .predicate, .visualFormat, .layout, .page,
    ]

    struct Report {
        var name: String
        var seed: UInt64
        var iterations = 0
        var accepted = 0
        var failures: [String] = []

        var summary: String {
            let head = "\(name): seed \(seed), \(iterations) inputs, \(accepted) accepted, \(iterations - accepted) refused"
            return failures.isEmpty ? head + ", ok" : head + ", \(failures.count) FAILED\n" + failures.joined(separator: "\n")
        }
    }

    /// Checks inputs until `seconds` have passed; stops at the first failure.
    func run(seconds: Double, seed: UInt64) -> Report {
        var generator = FuzzGenerator(seed: seed)
        var report = Report(name: name, seed: seed)
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            for _ in 0..<32 {
                report.iterations += 1
                do throws(FuzzFailure) {
                    if try check(&generator) { report.accepted += 1 }
                } catch {
                    report.failures.append(
                        "  iteration \(report.iterations): \(error.what)\n  input: \(error.input.debugDescription)")
                    return report
                }
            }
        }
        return report
    }
}

/// Something that must hold for every input did not.
struct FuzzFailure: Error {
    var what: String
    var input: String
}

/// Throws unless `condition` holds.
func require(_ condition: Bool, _ what: @autoclosure () -> String, input: @autoclosure () -> String) throws(FuzzFailure) {
    if !condition { throw FuzzFailure(what: what(), input: input()) }
}
