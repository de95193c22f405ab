import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// Names the bracket syntax reads otherwise, or that Swift holds equal to
/// other bytes: what a body read by the rows' names must leave to the
/// general reader.
private struct Lodging: FormModel {
    @FormText(param: "café") var cafe = ""
    @FormList var tags: [String] = []
    @FormNumber var nights = 1
    @FormBoolean var breakfast = false
    @FormGroup var room = Room()
}

private struct Room: FormModel {
    /// `room[3]` indexes a list: no row's name.
    @FormText(param: "3") var third = ""
    @FormText var view = ""
    @FormList var extras: [Int] = []
    @FormGroup var bed = Bed()
}

private struct Bed: FormModel {
    @FormEnumerated(options: [.init("single", "Single"), .init("double", "Double")]) var size = "single"
}

/// A urlencoded body whose every name is a row's is read straight into the
/// rows' values (`FormURLEncodedRowNames`); any other body goes through the
/// general reader (`FormParameters(urlEncoded:)`, then the rows'
/// `FormParameterMatch`), which is the reference: wherever the straight
/// reader answers, its answer must be the reference's, value for value.
@Suite("Reading urlencoded bodies by the rows' names")
struct URLEncodedRowNamesTests {
    @Test func aBodyOfRowNamesReadsAsTheGeneralReaderReadsIt() throws {
        let read = try compare(Lodging.self, seed: 11)
        // Most generated bodies name rows only: the straight reader must take them.
        #expect(read.straight > read.bodies / 4, "\(read)")
        #expect(read.straight < read.bodies, "\(read)")
    }

    @Test func profileBodiesReadAsTheGeneralReaderReadsThem() throws {
        let read = try compare(Profile.self, seed: 12)
        #expect(read.straight > read.bodies / 4, "\(read)")
    }

    @Test func bodiesOfEveryKindOfRowReadAsTheGeneralReaderReadsThem() throws {
        let read = try compare(Everything.self, seed: 13)
        #expect(read.straight > read.bodies / 4, "\(read)")
    }

    @Test func whatAFormWritesIsReadStraight() throws {
        let schema = try FormSchema.of(Profile.self)
        var profile = Profile()
        profile.user_name = "Ada Lovelace"
        profile.tags = ["math", "engines"]
        profile.address.city = "Cupertino"
        let body = Array(try FormState(profile).parameters.urlEncoded.utf8)
        let reading = try #require(
            schema.urlEncodedNames.reading(body, limits: FormParameters.DecodingLimits(), rowCount: schema.rows.count))
        let expected = try general(body, schema, FormParameters.DecodingLimits()).get()
        #expect(reading.sent == expected.sent)
        // By hand: every row but the three nil ones (avatar, phone, birthday), the list as a list.
        #expect(reading.sent.compactMap { $0 }.count == 10)
        #expect(reading.sent[schema.rowIndex["tags"] ?? -1] == .array(["math", "engines"]))
        #expect(reading.sent[schema.rowIndex["user_name"] ?? -1] == .string("Ada Lovelace"))
        #expect(reading.sent[schema.rowIndex["address.city"] ?? -1] == .string("Cupertino"))
        #expect(try Profile(urlEncoded: String(decoding: body, as: UTF8.self)).address.city == "Cupertino")
    }

    @Test func namesTheBracketSyntaxReadsOtherwiseAreLeftToTheGeneralReader() throws {
        let schema = try FormSchema.of(Lodging.self)
        let limits = FormParameters.DecodingLimits()
        for body in [
            "room%5B3%5D=x",  // an index, not the member "3"
            "cafe%CC%81=x",  // "café" in other bytes: the same name to Swift
            "tags%5B%5D=a&tags=b",  // a list appended to, then a value: a conflict
            "nights%5B0%5D=1",  // an index
            "room=flat",  // a value where a group is
            "rooms%5B1%5D=1",  // a bracketed name no row reads
            "r%C3%B6oms=1",  // no row's name, but not ASCII: Swift may hold other bytes equal to it
            "nights",  // …but a bare row name is read: see below
        ].dropLast() {
            #expect(
                schema.urlEncodedNames.reading(Array(body.utf8), limits: limits, rowCount: schema.rows.count) == nil,
                "\(body)")
        }
        // The spelling of the bytes does not matter, only the name they decode to.
        for body in ["caf%C3%A9=x", "caf%c3%a9=x", "%63af%C3%A9=x", "room[view]=sea", "room%5bview%5d=sea", "nights"] {
            #expect(
                schema.urlEncodedNames.reading(Array(body.utf8), limits: limits, rowCount: schema.rows.count) != nil,
                "\(body)")
        }
    }

    @Test func aPlainNameNoRowReadsIsReadStraightAsAnUnknownKey() throws {
        let schema = try FormSchema.of(Lodging.self)
        let limits = FormParameters.DecodingLimits()
        // A CSRF token, a submit button's name sent twice, and a bare name: each listed once, in order.
        let body = Array("csrf_token=5e5e&nights=2&commit=Save&commit=Save&x".utf8)
        let reading = try #require(schema.urlEncodedNames.reading(body, limits: limits, rowCount: schema.rows.count))
        #expect(reading.unknownKeys == ["csrf_token", "commit", "x"])
        #expect(reading.sent[schema.rowIndex["nights"] ?? -1] == .string("2"))
        #expect(reading.sent.compactMap { $0 }.count == 1)
        let expected = try general(body, schema, limits).get()
        #expect(reading.sent == expected.sent)
        #expect(reading.unknownKeys == expected.unknownKeys)
        // A form with `submit:` mappings knows paths no row reads: such a body goes to the general reader.
        #expect(
            schema.urlEncodedNames.reading(
                body, limits: limits, rowCount: schema.rows.count, hasRecognisedPaths: { true }) == nil)
        // A name over the key-length limit is the general reader's to refuse.
        let tight = FormParameters.DecodingLimits(maxKeyLength: 9)
        #expect(schema.urlEncodedNames.reading(body, limits: tight, rowCount: schema.rows.count) == nil)
    }

    @Test func aBodyOverALimitIsLeftToTheGeneralReader() throws {
        let schema = try FormSchema.of(Lodging.self)
        let body = Array("nights=2&room%5Bbed%5D%5Bsize%5D=double&breakfast=on".utf8)
        let tight: [FormParameters.DecodingLimits] = [
            FormParameters.DecodingLimits(maxParameterCount: 2), FormParameters.DecodingLimits(maxDepth: 2),
            FormParameters.DecodingLimits(maxKeyLength: 14), FormParameters.DecodingLimits(maxBodySize: 20),
        ]
        for limits in tight {
            #expect(schema.urlEncodedNames.reading(body, limits: limits, rowCount: schema.rows.count) == nil)
            #expect(throws: FormParameters.DecodingError.self) { try general(body, schema, limits).get() }
        }
        // `room[bed][size]` is 15 bytes long and 3 deep: at the limits, read.
        let exact = FormParameters.DecodingLimits(maxParameterCount: 3, maxDepth: 3, maxKeyLength: 15, maxBodySize: body.count)
        #expect(schema.urlEncodedNames.reading(body, limits: exact, rowCount: schema.rows.count) != nil)
    }

    /// Compares the straight reader with the general one on bodies made of
    /// the rows' names in every spelling, with unknown names, indices,
    /// repeats, bare names, empty sequences and tight limits.
    private func compare<Model: FormModel>(_ type: Model.Type, seed: UInt64, bodies: Int = 400) throws
        -> (bodies: Int, straight: Int)
    {
        let schema = try FormSchema.of(Model.self)
        var g = SeededGenerator(seed: seed)
        let paths = schema.rows.map(\.parameterPath).filter { !$0.isEmpty }
        var straight = 0
        for _ in 0..<bodies {
            let body = Self.body(paths, &g)
            let limits =
                Int.random(in: 0..<5, using: &g) == 0
                ? FormParameters.DecodingLimits(maxParameterCount: 3, maxDepth: 2, maxKeyLength: 8)
                : FormParameters.DecodingLimits()
            let bytes = Array(body.utf8)
            let reference = general(bytes, schema, limits)
            guard let reading = schema.urlEncodedNames.reading(bytes, limits: limits, rowCount: schema.rows.count) else {
                continue
            }
            straight += 1
            switch reference {
            case .success(let expected):
                #expect(reading.sent == expected.sent, "\(body)")
                #expect(reading.unknownKeys == expected.unknownKeys, "\(body)")
                #expect(expected.problems.isEmpty, "\(body)")
            case .failure(let error):
                Issue.record("read straight, but the general reader fails: \(body): \(error)")
            }
        }
        return (bodies, straight)
    }

    private func general(_ bytes: [UInt8], _ schema: FormSchema, _ limits: FormParameters.DecodingLimits)
        -> Result<FormParameterMatch.Reading, FormParameters.DecodingError>
    {
        Result { () throws(FormParameters.DecodingError) in
            let parameters = try FormParameters(urlEncodedBytes: bytes, limits: limits)
            return schema.parameterMatch.read(parameters.members, rowCount: schema.rows.count)
        }
    }

    private static func body(_ paths: [[String]], _ g: inout SeededGenerator) -> String {
        var pairs: [String] = []
        for _ in 0..<Int.random(in: 0...8, using: &g) {
            guard var path = paths.randomElement(using: &g) else { break }
            var suffix = ""
            switch Int.random(in: 0..<14, using: &g) {
            case 0, 1: suffix = "[]"
            case 2: suffix = "[0]"
            case 3: path[path.count - 1] += "x"  // no row's name
            case 4: path = Array(path.dropLast().isEmpty ? path : path.dropLast())  // a group, or the row again
            case 5: suffix = "[a]"
            default: break
            }
            let name = path.dropFirst().reduce(path[0]) { "\($0)[\($1)]" } + suffix
            let spelled = spelling(name, &g)
            switch Int.random(in: 0..<8, using: &g) {
            case 0: pairs.append(spelled)  // bare
            case 1: pairs.append("\(spelled)=")
            default: pairs.append("\(spelled)=\(value(&g))")
            }
            if Int.random(in: 0..<6, using: &g) == 0, let last = pairs.last { pairs.append(last) }  // sent twice
            if Int.random(in: 0..<10, using: &g) == 0 { pairs.append("") }  // an empty sequence
        }
        return pairs.joined(separator: "&")
    }

    /// `name` as a body may spell it: as the serializer writes it, with
    /// brackets left bare, in lowercase hex, with a letter escaped, or in
    /// decomposed Unicode.
    private static func spelling(_ name: String, _ g: inout SeededGenerator) -> String {
        var encoded: [UInt8] = []
        switch Int.random(in: 0..<6, using: &g) {
        case 0:
            return name.replacingOccurrences(of: "é", with: "e\u{301}").addingPercentEncoding(
                withAllowedCharacters: .alphanumerics) ?? name
        case 1:
            FormURLEncoding.encode(name, into: &encoded)
            return String(decoding: encoded, as: UTF8.self).replacingOccurrences(of: "%5B", with: "[")
                .replacingOccurrences(of: "%5D", with: "]")
        case 2:
            FormURLEncoding.encode(name, into: &encoded)
            return String(decoding: encoded, as: UTF8.self).lowercased()
        case 3:
            FormURLEncoding.encode(name, into: &encoded)
            let text = String(decoding: encoded, as: UTF8.self)
            return text.first.map { "%" + String(format: "%02X", Int($0.asciiValue ?? 0)) + text.dropFirst() } ?? text
        default:
            FormURLEncoding.encode(name, into: &encoded)
            return String(decoding: encoded, as: UTF8.self)
        }
    }

    private static func value(_ g: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<6, using: &g) {
        case 0: return ["a+b", "%2B1", "%zz", "%FF%FE", "50%", "x=y"].randomElement(using: &g) ?? ""
        case 1: return ["double", "single", "on", "true", "3", "-1.5"].randomElement(using: &g) ?? ""
        default:
            var encoded: [UInt8] = []
            FormURLEncoding.encode(Awkward.text(&g), into: &encoded)
            return String(decoding: encoded, as: UTF8.self)
        }
    }
}
