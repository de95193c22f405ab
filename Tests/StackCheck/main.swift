// formwork-stack-check: every parser at its own maximum depth, on small
// thread stacks, in whatever build it is compiled in. `.ci/run` builds it in
// release and runs it; a stack overflow ends the process with a signal,
// a wrong answer exits 1.
//
//     swift run -c release formwork-stack-check
//
// It runs each case on a 128 KiB thread (musl's default stack) and a 512 KiB
// one (a secondary thread on Apple platforms).

import Formwork
import Foundation

/// Holds what a thread returned: written on the thread before its semaphore
/// is signalled, read after the wait.
final class ResultBox: @unchecked Sendable {
    var passed = false
}

func run(_ name: String, stackKiB: Int, _ body: @escaping @Sendable () -> Bool) -> Bool {
    let box = ResultBox()
    let done = DispatchSemaphore(value: 0)
    FileHandle.standardOutput.write(Data("...  \(name) on \(stackKiB) KiB\n".utf8))
    let thread = Thread {
        box.passed = body()
        done.signal()
    }
    thread.stackSize = stackKiB * 1024
    thread.start()
    done.wait()
    // Written unbuffered, so a crash in a later case still shows the ones before.
    FileHandle.standardOutput.write(Data("\(box.passed ? "ok  " : "FAIL") \(name) on \(stackKiB) KiB\n".utf8))
    return box.passed
}

let ceiling = FormParameters.DecodingLimits.depthCeiling
let unlimited = FormParameters.DecodingLimits(maxParameterCount: .max, maxDepth: .max, maxKeyLength: .max, maxBodySize: .max)

func nestedJSON(_ depth: Int) -> Data {
    Data(("{\"a\":" + String(repeating: "[", count: depth - 1) + "1" + String(repeating: "]", count: depth - 1) + "}").utf8)
}

func isTooDeep(_ error: FormParameters.DecodingError) -> Bool {
    error.problems.map(\.reason) == [.tooDeep(limit: ceiling)]
}

let cases: [(String, @Sendable () -> Bool)] = [
    (
        "JSON at the depth ceiling, compared, described and written",
        {
            guard let parameters = try? FormParameters(json: nestedJSON(ceiling), limits: unlimited) else { return false }
            return parameters == parameters && !parameters.value.description.isEmpty && (try? parameters.json()) != nil
                && !parameters.urlEncoded.isEmpty
        }
    ),
    (
        "JSON 100,000 deep with an unlimited depth",
        {
            do throws(FormParameters.DecodingError) {
                _ = try FormParameters(json: nestedJSON(100_000), limits: unlimited)
                return false
            } catch {
                return isTooDeep(error)
            }
        }
    ),
    (
        "a bracket key at the depth ceiling, read and written",
        {
            let body = "a" + String(repeating: "%5Bb%5D", count: ceiling - 1) + "=1"
            guard let parameters = try? FormParameters(urlEncoded: body, limits: unlimited) else { return false }
            return parameters.urlEncoded == body && (try? parameters.json()) != nil
        }
    ),
    (
        "a bracket key 100,000 deep with an unlimited depth",
        {
            let key = "a" + String(repeating: "[b]", count: 100_000)
            do throws(FormParameters.DecodingError) {
                _ = try FormParameters(pairs: [FormURLEncodedPair(name: key, value: "1")], limits: unlimited)
                return false
            } catch {
                return isTooDeep(error)
            }
        }
    ),
    (
        "a dictionary at the depth ceiling",
        {
            var value: [String: Any] = ["leaf": 1]
            for _ in 0..<(ceiling - 1) { value = ["a": value] }
            guard let parameters = try? FormParameters(dictionary: value, limits: unlimited) else { return false }
            return parameters == parameters && (try? parameters.json()) != nil
        }
    ),
    (
        "a condition at its maximum nesting, parsed, checked and evaluated",
        {
            let fields = [FormPredicate.Field("age", .number)]
            let parentheses = String(repeating: "(", count: 16) + "age > 12" + String(repeating: ")", count: 16)
            let negations = String(repeating: "!(", count: 8) + "age > 12" + String(repeating: ")", count: 8)
            return [parentheses, negations].allSatisfy { source in
                (try? FormPredicate(source, fields: fields))?.evaluate(["age": .integer(42)]) == true
            }
        }
    ),
    (
        "a condition one level beyond its maximum",
        {
            let source = String(repeating: "(", count: 17) + "age > 12" + String(repeating: ")", count: 17)
            do throws(FormPredicateError) {
                _ = try FormPredicate(source, fields: [FormPredicate.Field("age", .number)])
                return false
            } catch {
                return error.problem == "The condition nests more than 16 levels deep"
            }
        }
    ),
]

var failures = 0
for stack in [128, 512] {
    for (name, body) in cases where !run(name, stackKiB: stack, body) { failures += 1 }
}
print(failures == 0 ? "all stack checks passed" : "\(failures) stack checks failed")
exit(failures == 0 ? 0 : 1)
