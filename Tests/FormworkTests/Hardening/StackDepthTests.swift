import Formwork
import Foundation
import Testing

/// Runs `body` on a thread with a stack of `kibibytes` and returns its result.
/// A stack overflow there ends the test process, so a test that returns
/// passed within that stack.
func onThread<Result: Sendable>(stackKiB kibibytes: Int, _ body: @escaping @Sendable () -> Result) -> Result {
    let box = ThreadResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.result = body()
        done.signal()
    }
    thread.stackSize = kibibytes * 1024
    thread.start()
    done.wait()
    return box.result!
}

/// Holds what a thread returned: written on the thread before its semaphore
/// is signalled, read after the wait.
final class ThreadResultBox<Result>: @unchecked Sendable {
    var result: Result?
}

/// Every parser is safe at its own maximum, whatever limit
/// the caller sets, on a 512 KiB stack (a secondary thread on Apple
/// platforms) in a debug build; `.ci/run` checks 128 KiB in a release build.
@Suite struct StackDepthTests {
    static let ceiling = FormParameters.DecodingLimits.depthCeiling
    static let unlimited = FormParameters.DecodingLimits(
        maxParameterCount: .max, maxDepth: .max, maxKeyLength: .max, maxBodySize: .max)

    static func nestedJSON(_ depth: Int) -> Data {
        // The top object is depth 1; `depth - 1` arrays inside it, the last holding 1.
        Data(("{\"a\":" + String(repeating: "[", count: depth - 1) + "1" + String(repeating: "]", count: depth - 1) + "}").utf8)
    }

    @Test func limitsAboveTheCeilingActAsTheCeiling() {
        #expect(FormParameters.DecodingLimits(maxDepth: .max).maxDepth == 64)
        var limits = FormParameters.DecodingLimits()
        limits.maxDepth = 1_000
        #expect(limits.maxDepth == 64)
        #expect(
            Self.unlimited
                == FormParameters.DecodingLimits(maxParameterCount: .max, maxDepth: 64, maxKeyLength: .max, maxBodySize: .max))
    }

    @Test func jsonAtTheCeilingIsReadComparedDescribedAndWrittenOnA512KiBStack() {
        let ok = onThread(stackKiB: 512) { () -> Bool in
            guard let parameters = try? FormParameters(json: Self.nestedJSON(Self.ceiling), limits: Self.unlimited) else {
                return false
            }
            let written = try? parameters.json()
            return parameters == parameters && !parameters.value.description.isEmpty && written != nil
                && !parameters.urlEncoded.isEmpty
        }
        #expect(ok)
    }

    @Test func jsonOneLevelBeyondTheCeilingIsTooDeep() {
        let reason = onThread(stackKiB: 512) {
            Result { () throws(FormParameters.DecodingError) in
                try FormParameters(json: Self.nestedJSON(Self.ceiling + 1), limits: Self.unlimited)
            }
        }
        #expect(reason.failure?.problems.map(\.reason) == [.tooDeep(limit: 64)])
    }

    @Test func aHundredThousandDeepJSONBodyWithAnUnlimitedDepthIsTooDeepNotACrash() {
        let result = onThread(stackKiB: 512) {
            Result { () throws(FormParameters.DecodingError) in
                try FormParameters(json: Self.nestedJSON(100_000), limits: Self.unlimited)
            }
        }
        #expect(result.failure?.problems.map(\.reason) == [.tooDeep(limit: 64)])
    }

    @Test func aBracketKeyAtTheCeilingIsReadAndWrittenOnA512KiBStack() {
        // `a[b]…[b]` with 63 brackets has depth 64.
        let body = "a" + String(repeating: "%5Bb%5D", count: Self.ceiling - 1) + "=1"
        let ok = onThread(stackKiB: 512) { () -> Bool in
            guard let parameters = try? FormParameters(urlEncoded: body, limits: Self.unlimited) else { return false }
            return parameters.urlEncoded == body && parameters == parameters && (try? parameters.json()) != nil
        }
        #expect(ok)
    }

    @Test func aHundredThousandDeepBracketKeyWithAnUnlimitedDepthIsTooDeepNotACrash() {
        let key = "a" + String(repeating: "[b]", count: 100_000)
        let result = onThread(stackKiB: 512) {
            Result { () throws(FormParameters.DecodingError) in
                try FormParameters(pairs: [FormURLEncodedPair(name: key, value: "1")], limits: Self.unlimited)
            }
        }
        #expect(result.failure?.problems.map(\.reason) == [.tooDeep(limit: 64)])
    }

    @Test func aDictionaryAtTheCeilingIsReadOnA512KiBStack() {
        let ok = onThread(stackKiB: 512) { () -> Bool in
            var value: [String: Any] = ["leaf": 1]
            for _ in 0..<(Self.ceiling - 1) { value = ["a": value] }
            guard let parameters = try? FormParameters(dictionary: value, limits: Self.unlimited) else { return false }
            return parameters == parameters && (try? parameters.json()) != nil
        }
        #expect(ok)
    }

    @Test func aPredicateAtItsMaximumNestingIsParsedCheckedAndEvaluatedOnA512KiBStack() {
        // 16 levels: the parser's maximum, of parentheses and of `!` with parentheses.
        let parentheses = String(repeating: "(", count: 16) + "age > 12" + String(repeating: ")", count: 16)
        let negations = String(repeating: "!(", count: 8) + "age > 12" + String(repeating: ")", count: 8)
        let fields = [FormPredicate.Field("age", .number)]
        let results = onThread(stackKiB: 512) { () -> [Bool?] in
            [parentheses, negations].map { source in
                (try? FormPredicate(source, fields: fields))?.evaluate(["age": .integer(42)])
            }
        }
        #expect(results == [true, true])
    }

    @Test func aPredicateOneLevelBeyondItsMaximumIsAnErrorOnA512KiBStack() {
        let source = String(repeating: "(", count: 17) + "age > 12" + String(repeating: ")", count: 17)
        let problem = onThread(stackKiB: 512) { () -> String? in
            do {
                _ = try FormPredicate(source, fields: [FormPredicate.Field("age", .number)])
                return nil
            } catch let error as FormPredicateError {
                return error.problem
            } catch {
                return "\(error)"
            }
        }
        #expect(problem == "The condition nests more than 16 levels deep")
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
