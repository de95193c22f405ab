import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// Names that only Swift's equality of text finds, a group within a group,
/// and rows of every kind of value.
struct Cabin: FormModel {
    @FormText(param: "café") var cafe = ""
    @FormList var tags: [String] = []
    @FormNumber var nights = 1
    @FormBoolean var breakfast = false
    @FormGroup var room = Berth()
}

struct Berth: FormModel {
    @FormText var view = ""
    @FormList var extras: [Int] = []
    @FormGroup var bed = Bunk()
}

struct Bunk: FormModel {
    @FormEnumerated(choices: [.init("single", "Single"), .init("double", "Double")]) var size = "single"
}

/// A JSON body is read straight into the rows' values when it can be
/// (`FormParameterMatch.read(json:limits:rowCount:)`); any other body goes
/// through the general reader (`FormParameters(json:)`, then the rows'
/// `FormParameterMatch`), which is the reference: wherever the straight
/// reader answers, its answer must be the reference's, value for value,
/// with the same unknown names in the same order. The cases both body
/// formats share are in `RowNamesTests`.
@Suite("Reading JSON bodies straight into the rows")
struct JSONRowNamesTests {
    @Test func whatJSONEncoderWritesIsReadStraight() throws {
        let schema = try FormSchema.of(Profile.self)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let body = Array(try encoder.encode(Profile.ada))
        let reading = try #require(
            schema.parameterMatch.read(json: body, limits: FormParameters.DecodingLimits(), rowCount: schema.rows.count))
        let expected = try RowNamesBodyFormat.json.general(body, schema, FormParameters.DecodingLimits()).get()
        #expect(reading.sent == expected.sent)
        // `serverID` is no row: listed, as the walk lists it. The separator `contact` is not written at all.
        #expect(reading.unknownKeys == expected.unknownKeys)
        #expect(reading.unknownKeys == ["serverID"])
        #expect(reading.sent[schema.rowIndex["address.city"] ?? -1] == .string(Profile.ada.address.city))
        #expect(reading.sent[schema.rowIndex["tags"] ?? -1] == .array(Profile.ada.tags.map { .string($0) }))
    }

    @Test func bodiesTheStraightReaderDoesNotReadAreLeftToTheGeneralReader() throws {
        let schema = try FormSchema.of(Cabin.self)
        let limits = FormParameters.DecodingLimits()
        let unread = [
            #"{"nights":2,"room":"flat"}"#,  // a value where a group is: a conflict
            #"{"ni\u0067hts":2}"#,  // a name with an escape
            #"[{"nights":2}]"#,  // not an object
            #"{"nights":2} x"#,  // something after the object
            #"{"nights":2,}"#,  // malformed
            #"{"nights":1e400}"#,  // a number no type holds
            #"{"room":{"view":"sea","bed":[]}}"#,  // a group sent as a list
            "{" + (0..<17).map { #""x\#($0)":0"# }.joined(separator: ",") + "}",  // many names no row reads
        ]
        for body in unread {
            #expect(
                schema.parameterMatch.read(json: Array(body.utf8), limits: limits, rowCount: schema.rows.count) == nil, "\(body)")
        }
        let read = [
            #"{"nights":2,"x":{"y":[1,{"z":null}]},"room":{"bed":{"size":"double","w":1}}}"#,
            #"{"café":"au lait"}"#, #"{"cafe\#u{301}":"au lait"}"#,  // the name, and the name in other bytes
            #" {"room":{},"room":{"view":"sea"},"nights":1,"nights":3} "#,  // repeated names: the last wins
        ]
        for body in read {
            let bytes = Array(body.utf8)
            let reading = try #require(
                schema.parameterMatch.read(json: bytes, limits: limits, rowCount: schema.rows.count), "\(body)")
            let expected = try RowNamesBodyFormat.json.general(bytes, schema, limits).get()
            #expect(reading.sent == expected.sent, "\(body)")
            #expect(reading.unknownKeys == expected.unknownKeys, "\(body)")
        }
    }

    @Test func aModelReadFromJSONGetsTheStraightReadersValues() throws {
        let body = Data(#"{"nights":"3","tags":["a","b"],"cafe\#u{301}":"noir","room":{"bed":{"size":"double"}},"x":1}"#.utf8)
        let cabin = try Cabin(json: body)
        #expect(cabin.nights == 3)
        #expect(cabin.tags == ["a", "b"])
        #expect(cabin.cafe == "noir")
        #expect(cabin.room.bed.size == "double")
        #expect(throws: FormSubmissionError.self) { try Cabin(json: body, options: .init(rejectsUnknownKeys: true)) }
    }

    /// A JSON body of the rows' and groups' names at `paths`: an object
    /// (see `object`), one in twelve of them broken.
    static func body(_ paths: [[String]], _ g: inout SeededGenerator) -> String {
        let body = object(paths, depth: 0, &g)
        return Int.random(in: 0..<12, using: &g) == 0 ? broken(body, &g) : body
    }

    /// An object of members named after the paths' names at `depth`: rows
    /// with values, groups with objects (or now and then another value),
    /// unknown names, repeats, names in other spellings.
    private static func object(_ paths: [[String]], depth: Int, _ g: inout SeededGenerator) -> String {
        var members: [String] = []
        let names = Array(Set(paths.compactMap { $0.count > depth ? $0[depth] : nil })).sorted()
        for _ in 0..<Int.random(in: 0...7, using: &g) {
            guard let name = names.randomElement(using: &g) else { break }
            let inner = paths.filter { $0.count > depth + 1 && $0[depth] == name }
            var key = name
            switch Int.random(in: 0..<12, using: &g) {
            case 0: key += "x"  // no row's name
            case 1: key = key.replacingOccurrences(of: "é", with: "e\u{301}")
            case 2: key = key.isEmpty ? key : "\\u00" + String(key.utf8.first ?? 0, radix: 16) + key.dropFirst()
            case 3: key = Awkward.texts.randomElement(using: &g) ?? key
            default: break
            }
            let value =
                inner.isEmpty || Int.random(in: 0..<10, using: &g) == 0
                ? json(Self.value(&g)) : object(inner, depth: depth + 1, &g)
            members.append(json(.string(key)).replacingOccurrences(of: "\\\\u00", with: "\\u00") + ":" + value)
            if Int.random(in: 0..<6, using: &g) == 0, let last = members.last { members.append(last) }  // sent twice
        }
        let space = [" ", "", "\n"].randomElement(using: &g) ?? ""
        return "{" + space + members.joined(separator: "," + space) + "}"
    }

    private static func value(_ g: inout SeededGenerator) -> FormValue {
        switch Int.random(in: 0..<8, using: &g) {
        case 0: return .integer(Awkward.integer(&g))
        case 1: return .double(Awkward.doubles.randomElement(using: &g) ?? 0)
        case 2: return .decimal(Awkward.decimals.randomElement(using: &g) ?? 0)
        case 3: return .bool(Bool.random(using: &g))
        case 4: return .null
        case 5: return .array((0..<Int.random(in: 0...3, using: &g)).map { _ in .string(Awkward.text(&g)) })
        case 6: return .object([.init("a", .integer(1)), .init("b", .array([.null]))])
        default: return .string(["double", "single", "3", "-1.5", "true", "2026-11-21"].randomElement(using: &g) ?? "")
        }
    }

    private static func json(_ value: FormValue) -> String {
        (try? FormParameters([.init("v", value)]).jsonString()).map { String($0.dropFirst(5).dropLast()) } ?? "null"
    }

    /// `body` cut short, or with a byte dropped or doubled.
    private static func broken(_ body: String, _ g: inout SeededGenerator) -> String {
        var bytes = Array(body.utf8)
        guard !bytes.isEmpty else { return "{" }
        let at = Int.random(in: 0..<bytes.count, using: &g)
        switch Int.random(in: 0..<3, using: &g) {
        case 0: bytes.removeSubrange(at...)
        case 1: bytes.remove(at: at)
        default: bytes.insert(bytes[at], at: at)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
