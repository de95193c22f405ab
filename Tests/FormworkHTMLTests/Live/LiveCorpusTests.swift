import Foundation
import Testing

/// The committed corpus the Node cross-check runs the page script on
/// (Tests/Scripts/html_live_conditions_cross_check.py) is the one the Swift
/// evaluator computes today.
@Suite struct LiveConditionCorpusTests {
    static let fixtureURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/Fixtures/html_live_conditions_corpus.json")

    @Test func committedCorpusIsTheOneTheSwiftEvaluatorComputes() throws {
        let corpus = try LiveCorpus.fixture(assignments: 150)
        if let out = ProcessInfo.processInfo.environment["FORMWORK_LIVE_CORPUS_OUT"] {
            try Data(corpus.utf8).write(to: URL(fileURLWithPath: out))
        }
        let committed = try String(contentsOf: Self.fixtureURL, encoding: .utf8)
        #expect(committed == corpus, "regenerate with FORMWORK_LIVE_CORPUS_OUT=\(Self.fixtureURL.path)")
    }

    @Test func everyCorpusPredicateIsAValidConditionOfTheModel() throws {
        #expect(try LiveCorpus.compiledPredicates().count == LiveCorpus.predicates.count)
    }

    @Test func corpusPredicatesComeOutBothWays() throws {
        // A corpus where a predicate is always true or always false checks little of it.
        let compiled = try LiveCorpus.compiledPredicates()
        let results = try LiveCorpus.assignments(150).map { try LiveCorpus.expected($0, compiled) }
        let varying = compiled.indices.filter { index in Set(results.map { $0[index] }).count == 2 }
        #expect(varying.count * 10 >= compiled.count * 7)
    }
}
