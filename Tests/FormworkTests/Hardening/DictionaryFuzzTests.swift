import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// Generated documents read three ways: as JSON text, as `JSONSerialization`'s
/// Swift collections, and as `NSDictionary`/`NSArray` trees. Each way must
/// give the same parameters, or fail for the same reason.
@Suite("Dictionaries: generated documents")
struct DictionaryFuzzTests {
    /// A generated JSON value, written as JSON text and as Foundation values.
    indirect enum Document {
        case object([(String, Document)])
        case array([Document])
        case text(String)
        case number(Int)
        case flag(Bool)
        case null

        var json: String {
            switch self {
            case .object(let members): return "{" + members.map { "\"\($0)\":\($1.json)" }.joined(separator: ",") + "}"
            case .array(let items): return "[" + items.map(\.json).joined(separator: ",") + "]"
            case .text(let text): return "\"\(text)\""
            case .number(let number): return String(number)
            case .flag(let flag): return flag ? "true" : "false"
            case .null: return "null"
            }
        }

        /// The value as `NSDictionary`, `NSArray`, `NSString`, `NSNumber` and `NSNull`.
        var foundation: AnyObject {
            switch self {
            case .object(let members):
                return NSDictionary(objects: members.map(\.1.foundation), forKeys: members.map { NSString(string: $0.0) })
            case .array(let items): return NSArray(array: items.map(\.foundation))
            case .text(let text): return NSString(string: text)
            case .number(let number): return NSNumber(value: number)
            case .flag(let flag): return NSNumber(value: flag)
            case .null: return NSNull()
            }
        }
    }

    static func document(depth: Int, using generator: inout SeededGenerator) -> Document {
        let choice = depth >= 6 ? Int.random(in: 2...5, using: &generator) : Int.random(in: 0...5, using: &generator)
        switch choice {
        case 0:
            // Distinct ASCII keys in byte order, as the dictionary reader sorts them.
            let count = Int.random(in: 0...4, using: &generator)
            let keys = Set((0..<count).map { _ in key(using: &generator) }).sorted()
            return .object(keys.map { ($0, document(depth: depth + 1, using: &generator)) })
        case 1:
            return .array(
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in document(depth: depth + 1, using: &generator) })
        case 2: return .text(key(using: &generator))
        case 3: return .number(Int.random(in: -1000...1000, using: &generator))
        case 4: return .flag(Bool.random(using: &generator))
        default: return .null
        }
    }

    static func key(using generator: inout SeededGenerator) -> String {
        String((0..<Int.random(in: 1...12, using: &generator)).map { _ in "abcxyzAZ_09".randomElement(using: &generator) ?? "a" })
    }

    @Test func dictionaryJSONAndFoundationTreesGiveTheSameParametersOrTheSameProblem() throws {
        var generator = SeededGenerator(seed: 8)
        for round in 0..<1500 {
            guard case .object(let members) = Self.document(depth: 0, using: &generator) else { continue }
            let document = Document.object(members)
            // One limit tight at a time, so every reader meets the same one first.
            var limits = FormParameters.DecodingLimits(maxParameterCount: .max, maxDepth: 64, maxKeyLength: .max)
            switch round % 3 {
            case 0: limits.maxParameterCount = Int.random(in: 0...12, using: &generator)
            case 1: limits.maxDepth = Int.random(in: 1...5, using: &generator)
            default: limits.maxKeyLength = Int.random(in: 1...12, using: &generator)
            }
            let data = Data(document.json.utf8)
            let serialized = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let fromJSON = Result { () throws(FormParameters.DecodingError) in try FormParameters(json: data, limits: limits) }
            let fromSwift = Result { () throws(FormParameters.DecodingError) in
                try FormParameters(dictionary: serialized, limits: limits)
            }
            switch (fromJSON, fromSwift) {
            case (.success(let json), .success(let swift)):
                #expect(json == swift, "\(document.json)")
            case (.failure(let json), .failure(let swift)):
                #expect(json.problems.map(\.reason) == swift.problems.map(\.reason), "\(document.json)")
            default:
                Issue.record("\(document.json) \(limits): JSON \(fromJSON), dictionary \(fromSwift)")
            }
            // The same tree one level down, under "t", read from Foundation objects.
            var nested = limits
            nested.maxDepth += 1
            nested.maxParameterCount = limits.maxParameterCount == .max ? .max : limits.maxParameterCount + 1
            let fromNested = Result { () throws(FormParameters.DecodingError) in
                try FormParameters(dictionary: ["t": document.foundation], limits: nested)
            }
            switch (fromSwift, fromNested) {
            case (.success(let swift), .success(let foundation)):
                #expect(foundation == ["t": .object(swift.members)], "\(document.json)")
            case (.failure(let swift), .failure(let foundation)):
                // One level down, the count and depth limits were raised by one.
                let expected = swift.problems.map { problem -> FormParameters.DecodingError.Reason in
                    switch problem.reason {
                    case .tooManyParameters(let limit): return .tooManyParameters(limit: limit + 1)
                    case .tooDeep(let limit): return .tooDeep(limit: limit + 1)
                    default: return problem.reason
                    }
                }
                #expect(foundation.problems.map(\.reason) == expected, "\(document.json)")
            default:
                Issue.record("\(document.json) \(nested): dictionary \(fromSwift), Foundation \(fromNested)")
            }
        }
    }
}
