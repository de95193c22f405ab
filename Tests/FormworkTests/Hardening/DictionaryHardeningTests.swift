import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// Dictionaries read as parameters: deep nesting and cycles are errors, not
/// crashes, and the count, depth and key-length limits bound the work.
@Suite("Dictionaries: hostile input")
struct DictionaryHardeningTests {
    private static let deepLimits = FormParameters.DecodingLimits(maxParameterCount: .max, maxDepth: 600)

    /// Takes a chain of Swift dictionaries apart from the top, so that
    /// releasing it does not recurse once per level.
    private static func dismantle(_ nested: inout Any) {
        while let level = nested as? [String: Any], let inner = level["k"] { nested = inner }
    }

    /// `depth` NSMutableDictionary / NSMutableArray levels alternating, the
    /// outermost first; empty them from the top to release them without recursion.
    private static func foundationChain(depth: Int) -> [AnyObject] {
        var levels: [AnyObject] = []
        var inner: Any = NSNumber(value: 1)
        for level in 0..<depth {
            let container: AnyObject
            if level.isMultiple(of: 2) {
                container = NSMutableDictionary(object: inner, forKey: NSString(string: "k"))
            } else {
                container = NSMutableArray(object: inner)
            }
            levels.append(container)
            inner = container
        }
        return levels.reversed()
    }

    private static func release(_ levels: [AnyObject]) {
        for level in levels {
            (level as? NSMutableDictionary)?.removeAllObjects()
            (level as? NSMutableArray)?.removeAllObjects()
        }
    }

    // MARK: Nesting and cycles

    @Test func nestedSwiftDictionaryFiveThousandDeepIsTooDeepNotACrash() {
        var nested: Any = 1
        for _ in 0..<5000 { nested = ["k": nested] }
        // The top dictionary is level 1, its `k` level 2, …: the value at
        // `k[k]…` with 32 components is level 33, the first one too deep.
        #expect(throws: FormParameters.DecodingError([.init(key: Self.path(components: 32), reason: .tooDeep(limit: 32))])) {
            try FormParameters(dictionary: ["k": nested])
        }
        Self.dismantle(&nested)
    }

    /// `k[k]…[k]` with `components` names.
    private static func path(components: Int) -> String {
        "k" + String(repeating: "[k]", count: components - 1)
    }

    @Test func nestedFoundationContainersHundredThousandDeepAreTooDeepNotACrash() {
        let levels = Self.foundationChain(depth: 100_000)
        defer { Self.release(levels) }
        let error = #expect(throws: FormParameters.DecodingError.self) { try FormParameters(dictionary: ["k": levels[0]]) }
        #expect(error?.problems.map(\.reason) == [.tooDeep(limit: 32)])
        // Level 33, the first too deep, is reached through 32 keys and indices.
        #expect(error?.problems.first?.key?.filter { $0 == "[" }.count == 31)
    }

    /// How many levels of `value` are objects or arrays.
    private static func depth(of value: FormValue?) -> (levels: Int, innermost: FormValue?) {
        var value = value, levels = 0
        while true {
            switch value {
            case .object(let members)?: value = members.first?.value
            case .array(let items)?: value = items.first
            default: return (levels, value)
            }
            levels += 1
        }
    }

    @Test func nestingUpToTheDepthLimitIsReadAndOneLevelMoreIsTooDeep() throws {
        // Whatever ceiling the limits apply, the walk reads exactly up to it.
        let limits = FormParameters.DecodingLimits(maxParameterCount: .max, maxDepth: 1000)
        let allowed = limits.maxDepth
        for foundation in [false, true] {
            // `allowed - 1` containers under the top dictionary: depth `allowed` in all.
            let levels = Self.foundationChain(depth: allowed - 1)
            var swift: Any = NSNumber(value: 1)
            for _ in 0..<(allowed - 1) { swift = ["k": swift] }
            let nested: Any = foundation ? levels[0] : swift
            let parameters = try FormParameters(dictionary: ["k": nested], limits: limits)
            let (depth, innermost) = Self.depth(of: parameters.members.first?.value)
            #expect(depth == allowed - 1)
            #expect(innermost == .integer(1))
            let error = #expect(throws: FormParameters.DecodingError.self) {
                try FormParameters(dictionary: ["top": ["k": nested]], limits: limits)
            }
            #expect(error?.problems.map(\.reason) == [.tooDeep(limit: allowed)])
            Self.release(levels)
            Self.dismantle(&swift)
        }
    }

    @Test func mutableDictionaryContainingItselfIsACycle() {
        let dictionary = NSMutableDictionary()
        dictionary["name"] = "Ada"
        dictionary["me"] = dictionary
        defer { dictionary.removeAllObjects() }
        #expect(throws: FormParameters.DecodingError([.init(key: "root[me]", reason: .cycle)])) {
            try FormParameters(dictionary: ["root": dictionary], limits: Self.deepLimits)
        }
    }

    @Test func mutableArrayCycleFurtherDownIsACycle() {
        let outer = NSMutableArray(), middle = NSMutableDictionary()
        outer.add(1)
        outer.add(middle)
        middle["back"] = outer
        defer { outer.removeAllObjects() }
        #expect(throws: FormParameters.DecodingError([.init(key: "list[1][back]", reason: .cycle)])) {
            try FormParameters(dictionary: ["list": outer], limits: Self.deepLimits)
        }
    }

    @Test func theSameContainerTwiceSideBySideIsNoCycle() throws {
        let shared = NSMutableDictionary(object: NSNumber(value: 7), forKey: NSString(string: "n"))
        let parameters = try FormParameters(dictionary: ["a": shared, "b": NSArray(array: [shared, shared])])
        let object = FormValue.object([.init("n", 7)])
        #expect(parameters == ["a": object, "b": [object, object]])
    }

    @Test func foundationDictionariesKeyedByNumbersAreRefused() {
        let dictionary = NSDictionary(object: NSString(string: "x"), forKey: NSNumber(value: 1))
        let error = #expect(throws: FormParameters.DecodingError.self) { try FormParameters(dictionary: ["d": dictionary]) }
        #expect(error?.problems.count == 1)
        #expect(error?.problems.first?.key == "d")
        if case .keyNotText? = error?.problems.first?.reason {
        } else {
            Issue.record("expected keyNotText, got \(String(describing: error?.problems))")
        }
    }

    @Test func jsonSerializationBodyFiveHundredTwelveDeepOnA512KiBStackDoesNotCrash() throws {
        let body = String(repeating: "[", count: 511) + "1" + String(repeating: "]", count: 511)
        let data = Data(#"{"k":\#(body)}"#.utf8)
        nonisolated(unsafe) var outcome: Result<FormParameters, FormParameters.DecodingError>?
        nonisolated(unsafe) var update: FormUpdateResult?
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            // JSONSerialization's own output, read where it was made.
            if let dictionary = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
                outcome = Result { () throws(FormParameters.DecodingError) in
                    try FormParameters(dictionary: dictionary, limits: Self.deepLimits)
                }
                var form = try? FormState(Profile())
                update = form?.update(fromDictionary: dictionary)
            }
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        // 512 levels: the top object and 511 arrays, each checked before it is read.
        if Self.deepLimits.maxDepth >= 512 {
            #expect(try outcome?.get().members.count == 1)
        } else {
            #expect(throws: FormParameters.DecodingError.self) { try outcome?.get() }
        }
        #expect(update?.decodingProblems.map(\.reason) == [.tooDeep(limit: 32)])
    }

    // MARK: Limits, key order and agreement with JSON

    @Test func aMillionEntriesAreTooManyParameters() {
        var dictionary: [String: Any] = [:]
        dictionary.reserveCapacity(1_000_000)
        for index in 0..<1_000_000 { dictionary["k\(index)"] = index }
        #expect(throws: FormParameters.DecodingError([.init(reason: .tooManyParameters(limit: 1000))])) {
            try FormParameters(dictionary: dictionary)
        }
        var form = try? FormState(Profile())
        let result = form?.update(fromDictionary: dictionary)
        #expect(result?.decodingProblems == [.init(reason: .tooManyParameters(limit: 1000))])
    }

    @Test func nestedItemsCountAsParametersAsInJSON() throws {
        let limits = FormParameters.DecodingLimits(maxParameterCount: 4)
        // 1 top member + 3 items = 4 parameters: allowed; one more is not.
        #expect(try FormParameters(dictionary: ["tags": ["a", "b", "c"]], limits: limits) == ["tags": ["a", "b", "c"]])
        #expect(throws: FormParameters.DecodingError([.init(key: "tags", reason: .tooManyParameters(limit: 4))])) {
            try FormParameters(dictionary: ["tags": ["a", "b", "c", "d"]], limits: limits)
        }
    }

    @Test func keysAreSortedByTheirUTF8BytesNotByStringOrder() throws {
        // U+00E9 is C3 A9 in UTF-8; "e" + U+0301 starts with 65, so it sorts
        // first by bytes, though `String` puts the canonically composed "é" first.
        let parameters = try FormParameters(dictionary: ["\u{E9}": 1, "e\u{301}x": 2, "z": 3, "B": 4])
        #expect(parameters.members.map(\.key) == ["B", "e\u{301}x", "z", "\u{E9}"])
        #expect("\u{E9}" < "e\u{301}x")
    }

    @Test func aOneMiBKeyIsTooLong() {
        let key = String(repeating: "k", count: 1 << 20)
        #expect(throws: FormParameters.DecodingError([.init(reason: .keyTooLong(length: 1 << 20, limit: 1024))])) {
            try FormParameters(dictionary: [key: 1])
        }
        #expect(throws: FormParameters.DecodingError([.init(key: "user", reason: .keyTooLong(length: 1 << 20, limit: 1024))])) {
            try FormParameters(dictionary: ["user": NSDictionary(object: 1, forKey: NSString(string: key))])
        }
    }

    @Test func dictionaryAndJSONPathsGiveTheSameProblemsForTheSameDocument() throws {
        let tight = FormParameters.DecodingLimits(maxParameterCount: 5, maxDepth: 3, maxKeyLength: 8)
        let documents = [
            #"{"a":1,"b":{"c":[true,null]}}"#,  // 5 parameters, depth 3: fine
            #"{"a":1,"b":{"c":[true,null,"x"]}}"#,  // 6 parameters
            #"{"a":{"b":{"c":{}}}}"#,  // depth 4
            #"{"a":[[[]]]}"#,  // depth 4, through arrays
            #"{"nine_char":1}"#,  // a 9-byte key
            #"{"a":{"ééééé":1}}"#,  // 10 UTF-8 bytes, 5 characters
        ]
        for document in documents {
            let data = Data(document.utf8)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let fromJSON = Result { () throws(FormParameters.DecodingError) in try FormParameters(json: data, limits: tight) }
            let fromDictionary = Result { () throws(FormParameters.DecodingError) in
                try FormParameters(dictionary: object, limits: tight)
            }
            switch (fromJSON, fromDictionary) {
            case (.success(let json), .success(let dictionary)):
                #expect(json == dictionary, "\(document)")
            case (.failure(let json), .failure(let dictionary)):
                // JSON problems carry a byte offset, dictionary ones a key path: compare the reasons.
                #expect(json.problems.map(\.reason) == dictionary.problems.map(\.reason), "\(document)")
            default:
                Issue.record("\(document): JSON \(fromJSON), dictionary \(fromDictionary)")
            }
        }
    }

    @Test func datesOutsideTheYearsZeroToNineThousandNineHundredNinetyNineAreRefused() {
        #expect(
            throws: FormParameters.DecodingError([
                .init(key: "a", reason: .dateOutOfRange(secondsSince1970: "nan")),
                .init(key: "b[0]", reason: .dateOutOfRange(secondsSince1970: "1e+16")),
            ])
        ) {
            try FormParameters(dictionary: ["a": Date(timeIntervalSince1970: .nan), "b": [Date(timeIntervalSince1970: 1e16)]])
        }
    }
}
