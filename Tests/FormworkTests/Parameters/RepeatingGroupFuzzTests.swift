import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

// Mutated bodies naming repeating groups, from a fixed seed, read into a
// form and a model: none traps, every error says something, no group ends
// with more items than it may hold, and the fast readers agree with the
// general one wherever they read a body at all.

private struct Job: FormModel {
    @FormText var title = ""
    @FormNumber var years = 0
    @FormBoolean var current = false
    @FormDate(.date, visibleWhen: "current == false") var ended: Date? = nil
}

private struct Resume: FormModel {
    @FormText var name = ""
    @FormGroup var jobs: [Job] = [Job()]
    @FormBoolean var shortlisted = false
    @FormGroup(maxItems: 3, visibleWhen: "shortlisted == true") var picks: [Job] = []
}

@Suite("Fuzzing repeating group bodies")
struct RepeatingGroupFuzzTests {
    private static let urlEncodedSeeds = [
        "name=Ada&jobs%5B5%5D%5Btitle%5D=b&jobs%5B2%5D%5Btitle%5D=a&jobs%5B2%5D%5Bcurrent%5D=true",
        "jobs%5B99999999%5D%5Btitle%5D=x", "jobs=&jobs%5B0%5D%5Btitle%5D=a", "jobs%5B%5D&jobs", "jobs[0]=&jobs[1]",
        "shortlisted=true&picks[3][title]=x&picks[0][years]=1e400", "jobs[][title]=a&jobs[][title]=b&jobs[0][ended]=2026-01-01",
        (0..<2_000).map { "jobs%5B\($0)%5D%5Btitle%5D=x" }.joined(separator: "&"),
    ]
    private static let jsonSeeds = [
        #"{"name":"Ada","jobs":[{"title":"a","current":true},{},null,""],"shortlisted":true,"picks":[{},{},{}]}"#,
        #"{"jobs":null,"picks":[{},{},{},{}]}"#, #"{"jobs":{"0":{"title":"a"}},"picks":3}"#, #"{"jobs":[1,[{}]]}"#,
        "{\"jobs\":[" + Array(repeating: #"{"years":1}"#, count: 2_000).joined(separator: ",") + "]}",
    ]

    private func mutated(_ seeds: [String], seed: UInt64, count: Int = 600) -> [[UInt8]] {
        var random = SeededGenerator(seed: seed)
        let special = Array("[]{}&=%+\",:0123456789jobs".utf8) + [0x00, 0xFF]
        return (0..<count).map { _ in
            var bytes = Array(seeds[random.below(seeds.count)].utf8)
            for _ in 0...random.below(6) {
                let byte = special[random.below(special.count)]
                switch random.below(3) {
                case 0 where !bytes.isEmpty: bytes[random.below(bytes.count)] = byte
                case 1: bytes.insert(byte, at: random.below(bytes.count + 1))
                default: if !bytes.isEmpty { bytes.remove(at: random.below(bytes.count)) }
                }
            }
            return bytes
        }
    }

    /// Expects `update` to end with an error that says something, or none,
    /// and every group within its limit.
    private func expectWithinLimits(_ input: [UInt8], _ update: (inout FormState<Resume>) -> FormUpdateResult) throws {
        var form = try FormState(Resume())
        let result = update(&form)
        let text = String(decoding: input, as: UTF8.self)
        #expect(result.error.map { !$0.description.isEmpty } ?? true, "\(text)")
        let model = try form.model
        #expect(model.jobs.count <= 1000 && model.picks.count <= 3, "\(text)")
        // The form's item sections are the model's items.
        let itemSections = form.allSections.compactMap(\.key).filter { $0.hasSuffix("]") }
        #expect(itemSections.count == model.jobs.count + model.picks.count, "\(text)")
    }

    @Test func urlEncodedGroupBodiesStayWithinTheLimitsAndReadAlikeByEveryReader() throws {
        var read = 0
        for input in mutated(Self.urlEncodedSeeds, seed: 41) {
            try expectWithinLimits(input) { $0.update(fromURLEncoded: Data(input)) }
            #expect(FormParameters.fuzzURLEncodedRows(Resume.self, input))
            if (try? Resume(urlEncoded: Data(input))) != nil { read += 1 }
        }
        #expect(read > 0)
    }

    @Test func jsonGroupBodiesStayWithinTheLimitsAndReadAlikeByEveryReader() throws {
        var read = 0
        for input in mutated(Self.jsonSeeds, seed: 42) {
            try expectWithinLimits(input) { $0.update(fromJSON: Data(input)) }
            #expect(FormParameters.fuzzJSONRows(Resume.self, input))
            if (try? Resume(json: Data(input))) != nil { read += 1 }
        }
        #expect(read > 0)
    }

    @Test func multipartGroupBodiesStayWithinTheLimits() throws {
        var random = SeededGenerator(seed: 43)
        let names = [
            "jobs[0][title]", "jobs[3][years]", "jobs", "jobs[]", "jobs[999][title]", "jobs[1000][title]",
            "picks[2][current]", "picks[3][title]", "picks", "name", "jobs[0]", "jobs[x][title]",
        ]
        for _ in 0..<300 {
            let parts = (0..<random.below(6)).map { _ in
                let name = names[random.below(names.count)]
                let file = random.below(4) == 0 ? "; filename=\"a.txt\"" : ""
                return
                    "--B\r\nContent-Disposition: form-data; name=\"\(name)\"\(file)\r\n\r\n\(["", "x", "1", "true"][random.below(4)])\r\n"
            }
            let body = Array((parts.joined() + "--B--\r\n").utf8)
            try expectWithinLimits(body) { $0.update(fromMultipart: Data(body), boundary: "B") }
        }
    }
}
