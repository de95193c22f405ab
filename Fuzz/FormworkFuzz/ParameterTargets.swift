import Formwork
import Foundation

extension FuzzTarget {
    static let urlEncodedCorpus = [
        "user_name=Ada+Lovelace&age=36&tags%5B%5D=math&tags%5B%5D=engines&address%5Bcity%5D=London",
        "a=1&&b=x+y%2B&c", "nick&tags%5B%5D", "flag=false&flag=true", "price=123456789012345678901234567890123456789",
        "ratio=1e400&age=-0.0", "birthday=9999-12-31&age=1e-400", "%E4%B8%AD=%F0%9F%98%80", "a[0][b]=1&a[1][b]=2",
        "bad%zz=%", "=x&=y",
        // Repeating groups: sparse and out-of-order items, a huge index, the
        // group sent both empty and with items, an index past `maxItems`, 2,000 items.
        "name=Ada&jobs%5B5%5D%5Btitle%5D=b&jobs%5B2%5D%5Btitle%5D=a&jobs%5B2%5D%5Bcurrent%5D=true",
        "jobs%5B99999999%5D%5Btitle%5D=x", "jobs=&jobs%5B0%5D%5Btitle%5D=a", "jobs%5B%5D&jobs", "jobs%5B0%5D=&jobs%5B1%5D",
        "shortlisted=true&picks%5B3%5D%5Btitle%5D=x&picks%5B0%5D%5Byears%5D=1e400",
        "jobs%5B%5D%5Btitle%5D=a&jobs%5B%5D%5Btitle%5D=b&jobs%5B0%5D%5Bended%5D=2026-01-01",
        (0..<2_000).map { "jobs%5B\($0)%5D%5Btitle%5D=x" }.joined(separator: "&"),
    ]
    static let urlEncodedPieces = [
        "&", "=", "%", "%5B", "%5D", "[", "]", "+", "%2B", "%FF", "%C3%A9", "0", "99999999999",
        "1e400", "nan", "-0.0", "user_name", "tags[]", "address[city]", "😀", String(repeating: "[a]", count: 40),
        "jobs", "jobs%5B0%5D", "%5Btitle%5D", "picks[1][current]", "[1000]", "[999]",
    ]

    /// A urlencoded body: what is read writes back (losslessly) to the same
    /// parameters, reads into a form without a trap, and reads by the rows'
    /// names (when it can) as the general reader reads it.
    static let urlEncoded = FuzzTarget(name: "urlencoded") { generator throws(FuzzFailure) in
        let body = generator.mutated(urlEncodedCorpus, pieces: urlEncodedPieces)
        var form = try? FormState(FuzzSignUp())
        let result = form?.update(fromURLEncoded: body)
        try require(result?.error.map { !$0.description.isEmpty } ?? true, "an update error without a description", input: body)
        try require(
            FormParameters.fuzzURLEncodedRows(FuzzSignUp.self, Array(body.utf8)),
            "read by the rows' names otherwise than by the general reader", input: body)
        try requireItemsWithinLimits(body) { $0.update(fromURLEncoded: body) }
        try require(
            FormParameters.fuzzURLEncodedRows(FuzzResume.self, Array(body.utf8)),
            "read by the rows' names otherwise than by the general reader, with items", input: body)
        switch Result(catching: { () throws(FormParameters.DecodingError) in try FormParameters(urlEncoded: body) }) {
        case .failure(let error):
            try require(!error.problems.isEmpty && !error.description.isEmpty, "an error without problems", input: body)
            return false
        case .success(let parameters):
            // An empty name given twice is written `%5B%5D`, which has no root name (a documented limit).
            if parameters.contains(where: { $0.key.isEmpty && $0.value.arrayValue != nil }) { return true }
            let written = parameters.urlEncoded(options: .lossless)
            let again = try? FormParameters(urlEncoded: written)
            try require(again == parameters, "written as \(written.debugDescription), read back differently", input: body)
            return true
        }
    }

    static let jsonCorpus = [
        #"{"user_name":"Ada","age":36,"tags":["a","b"],"address":{"city":"London"}}"#,
        #"{"price":123456789012345678901234567890123456789,"ratio":-0.0,"age":1e400}"#,
        #"{"a":[1,2,{"b":null}],"c":true,"d":false,"e":"\u00e9\ud83d\ude00"}"#,
        #"{"n":-2.5e3,"m":1e-400,"o":0.1,"p":9223372036854775808}"#, #"[]"#, #"{"a":"b","a":"c"}"#,
        #"{"name":"Ada","jobs":[{"title":"a","current":true},{},null,""],"shortlisted":true,"picks":[{},{},{}]}"#,
        #"{"jobs":null,"picks":[{},{},{},{}]}"#, #"{"jobs":{"0":{"title":"a"}},"picks":3}"#, #"{"jobs":[1,[{}]]}"#,
        "{\"jobs\":[" + Array(repeating: "{\"years\":1}", count: 2_000).joined(separator: ",") + "]}",
        "{\"deep\":" + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}",
    ]
    static let jsonPieces = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "d800", "null", "true", "-", "0", "1e400",
        "1e-400", "-0.0", String(repeating: "9", count: 60), "😀", " ", "\u{0}",
    ]

    /// A JSON document: what is read writes JSON that reads back to what it
    /// writes again (numbers settle on their shortest exact form after one
    /// pass), and reads straight into the rows (when it can) as the general
    /// reader reads it.
    static let json = FuzzTarget(name: "json") { generator throws(FuzzFailure) in
        let text = generator.mutated(jsonCorpus, pieces: jsonPieces)
        var form = try? FormState(FuzzSignUp())
        _ = form?.update(fromJSON: Data(text.utf8))
        try require(
            FormParameters.fuzzJSONRows(FuzzSignUp.self, Array(text.utf8)),
            "read straight into the rows otherwise than by the general reader", input: text)
        try requireItemsWithinLimits(text) { $0.update(fromJSON: text) }
        try require(
            FormParameters.fuzzJSONRows(FuzzResume.self, Array(text.utf8)),
            "read straight into the rows otherwise than by the general reader, with items", input: text)
        switch Result(catching: { () throws(FormParameters.DecodingError) in try FormParameters(json: Data(text.utf8)) }) {
        case .failure(let error):
            try require(!error.description.isEmpty, "an error without a description", input: text)
            return false
        case .success(let parameters):
            try require(writesBackStably(parameters), "JSON written does not read back stably", input: text)
            return true
        }
    }

    /// A body read into a résumé by `update`: no trap, an error that says
    /// something, and no group holding more items than it may.
    static func requireItemsWithinLimits(
        _ input: String, _ update: (inout FormState<FuzzResume>) -> FormUpdateResult
    ) throws(FuzzFailure) {
        guard var form = try? FormState(FuzzResume()) else { return }
        let result = update(&form)
        try require(result.error.map { !$0.description.isEmpty } ?? true, "an update error without a description", input: input)
        for group in FuzzResume.counts(form) {
            try require(group.count <= group.limit, "a group holds \(group.count) items past \(group.limit)", input: input)
        }
    }

    /// `json()` of `parameters` read back writes the same JSON again.
    static func writesBackStably(_ parameters: FormParameters) -> Bool {
        guard let first = try? parameters.json() else { return true }  // e.g. a date out of range: an error, not a trap
        guard let again = try? FormParameters(json: first), let second = try? again.json() else { return false }
        return first == second
    }

    static let bracketPieces = ["a", "b", "[", "]", "[]", "[0]", "[1]", "[999999999]", "[1234567890]", "x", "é", ""]

    /// Bracketed pair names nested into parameters: what nests writes back.
    static let brackets = FuzzTarget(name: "brackets") { generator throws(FuzzFailure) in
        let pairs = (0..<(1 + generator.below(6))).map { _ in
            FormURLEncodedPair(
                name: generator.joined(bracketPieces, count: 1 + generator.below(8)), value: generator.pick(["1", "", "x y"]))
        }
        let input = pairs.map(\.description).joined(separator: " ")
        switch Result(catching: { () throws(FormParameters.DecodingError) in try FormParameters(pairs: pairs) }) {
        case .failure(let error):
            try require(error.problems.allSatisfy { !$0.description.isEmpty }, "a problem without a description", input: input)
            return false
        case .success(let parameters):
            if parameters.contains(where: { $0.key.isEmpty && $0.value.arrayValue != nil }) { return true }
            let again = try? FormParameters(urlEncoded: parameters.urlEncoded(options: .lossless))
            try require(again == parameters, "nested pairs do not write back", input: input)
            return true
        }
    }

    /// A random Foundation value: Swift and Foundation scalars and containers,
    /// non-finite numbers and dates, long keys, and now and then a container
    /// that contains itself.
    static func foundationValue(_ generator: inout FuzzGenerator, depth: Int) -> Any {
        switch generator.below(depth > 40 ? 9 : 12) {
        case 0: return generator.pick(["Ada", "", "😀", "1e400", "-0.0", String(repeating: "k", count: 2_000)])
        case 1: return Int.random(in: .min ... .max, using: &generator)
        case 2: return generator.pick([0.1, -0.0, .infinity, .nan, 1e300, .leastNonzeroMagnitude])
        case 3: return Bool.random(using: &generator)
        case 4: return NSNull()
        case 5: return Date(timeIntervalSince1970: generator.pick([0, 1e16, .nan, -62_167_219_200, 253_402_300_800]))
        case 6: return NSNumber(value: generator.pick([1, 0, -7]))
        case 7: return Decimal(string: generator.pick(["3.14", "123456789012345678901234567890"])) ?? 0
        case 8: return UUID()  // unsupported: an error naming its key
        case 9:
            var members: [String: Any] = [:]
            for _ in 0..<generator.below(4) {
                members[generator.pick(["a", "b", "", "é", String(repeating: "k", count: 1_100)])] = foundationValue(
                    &generator, depth: depth + 1)
            }
            return members
        case 10: return (0..<generator.below(4)).map { _ in foundationValue(&generator, depth: depth + 1) }
        default:
            let dictionary = NSMutableDictionary()
            dictionary["inner"] = foundationValue(&generator, depth: depth + 1)
            if generator.below(4) == 0 { dictionary["me"] = dictionary }  // a cycle
            return dictionary
        }
    }

    /// A dictionary of Foundation values: no trap, no hang on cycles, and
    /// what is read writes back stably as JSON.
    static let dictionary = FuzzTarget(name: "dictionary") { generator throws(FuzzFailure) in
        var top: [String: Any] = [:]
        for _ in 0..<(1 + generator.below(4)) {
            top[generator.pick(["user_name", "age", "tags", "address", "x", "jobs"])] = foundationValue(&generator, depth: 1)
        }
        if generator.below(16) == 0 {
            var deep: Any = 1
            for _ in 0..<generator.pick([63, 64, 65, 5_000]) { deep = ["a": deep] }
            top["deep"] = deep
        }
        let input = String(describing: top.keys.sorted())
        var form = try? FormState(FuzzSignUp())
        _ = form?.update(fromDictionary: top)
        try requireItemsWithinLimits(input) { $0.update(fromDictionary: top) }
        let parameters: FormParameters
        do throws(FormParameters.DecodingError) {
            parameters = try FormParameters(dictionary: top)
        } catch {
            try require(!error.description.isEmpty, "an error without a description", input: input)
            return false
        }
        try require(writesBackStably(parameters), "JSON written does not read back stably", input: input)
        return true
    }
}
