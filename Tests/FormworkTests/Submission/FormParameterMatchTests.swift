import FormworkFixtures
import Testing

@testable import Formwork

/// A body is read in one walk through the tree of the rows' parameter paths,
/// built once per schema: each member's name is looked up once at its level.
/// The answers are those of reading each row's path on its own: at every
/// level the last member of a name wins, and a level that is not an object
/// holds nothing.
@Suite("Reading a body through the rows' paths")
struct FormParameterMatchTests {
    struct Geo: FormModel { @FormText var lat = "" }
    struct Place: FormModel {
        @FormText var city = ""
        @FormText var street = ""
        @FormGroup var geo = Geo()
    }
    struct Shipment: FormModel {
        @FormNumber var age = 0
        @FormList var tags: [String] = []
        @FormGroup var address = Place()
    }

    let schema: FormSchema

    init() throws { schema = try FormSchema.of(Shipment.self) }

    func read(_ members: [FormValue.Member], recognised: Set<[String]> = []) -> FormParameterMatch.Reading {
        schema.parameterMatch.read(members, rowCount: schema.rows.count, recognised: recognised)
    }

    func sent(_ reading: FormParameterMatch.Reading, _ key: String) -> FormValue? {
        schema.rowIndex[key].flatMap { reading.sent[$0] }
    }

    @Test func theLastMemberOfANameWinsAtEveryLevel() {
        let reading = read([
            .init("age", "1"), .init("address", .object([.init("city", "Paris"), .init("city", "London")])),
            .init("age", "2"),
        ])
        #expect(sent(reading, "age") == "2")
        #expect(sent(reading, "address.city") == "London")
        #expect(sent(reading, "tags") == nil)
        #expect(reading.unknownKeys.isEmpty && reading.problems.isEmpty)
    }

    /// A walk looks for each member's name first where the declared order
    /// puts it: members in that order, in every rotation of it, and with
    /// names left out or unknown ones between, are read alike.
    @Test func membersInAnyOrderAreReadAsInTheDeclaredOne() {
        let geo = FormValue.object([.init("lat", "51.5")])
        let address = FormValue.object([.init("city", "London"), .init("street", "1 Loop"), .init("geo", geo)])
        let declared: [FormValue.Member] = [.init("age", "36"), .init("tags", ["a", "b"]), .init("address", address)]
        let expected: [String: FormValue] = [
            "age": "36", "tags": ["a", "b"], "address.city": "London", "address.street": "1 Loop", "address.geo.lat": "51.5",
        ]
        let bodies: [[FormValue.Member]] = [
            declared, Array(declared[1...] + declared[..<1]), Array(declared[2...] + declared[..<2]), declared.reversed(),
            [.init("zip", "N1")] + declared + [.init("zip", "N2")],
        ]
        for body in bodies {
            let reading = read(body)
            for (key, value) in expected { #expect(sent(reading, key) == value, "\(key) in \(body)") }
        }
        let partial = read([.init("address", .object([.init("street", "2 Loop"), .init("city", "Paris")])), .init("age", "7")])
        #expect(sent(partial, "age") == "7" && sent(partial, "address.city") == "Paris" && sent(partial, "tags") == nil)
        #expect(sent(partial, "address.street") == "2 Loop" && sent(partial, "address.geo.lat") == nil)
    }

    @Test func aGroupSentTwiceGivesItsRowsTheLastOnesValuesOnly() {
        let reading = read([
            .init(
                "address", .object([.init("city", "Paris"), .init("street", "Main"), .init("geo", .object([.init("lat", "1")]))])),
            .init("address", .object([.init("city", "London")])),
        ])
        #expect(sent(reading, "address.city") == "London")
        #expect(sent(reading, "address.street") == nil)
        #expect(sent(reading, "address.geo.lat") == nil)
    }

    @Test func aGroupHoldingAPlainValueIsAProblemAndSendsItsRowsNothing() {
        let reading = read([.init("address", .object([.init("city", "Paris")])), .init("address", "Paris")])
        #expect(sent(reading, "address.city") == nil)
        #expect(reading.problems.map(\.key) == ["address"])
        #expect(
            reading.problems.first?.reason == .conflict("'address' is a group of fields, so it cannot hold text"))
    }

    @Test func namesNoRowReadsAreListedBracketedInTheBodysOrderEachOnce() {
        let reading = read([
            .init("x", "1"), .init("address", .object([.init("zip", "1"), .init("geo", .object([.init("lon", "2")]))])),
            .init("x", "2"), .init("age", .object([.init("y", "1")])),
        ])
        #expect(reading.unknownKeys == ["x", "address[zip]", "address[geo][lon]"])
        // A row's value is the row's to refuse, whatever it holds.
        #expect(sent(reading, "age") == .object([.init("y", "1")]))
    }

    /// Unknown names are compared with those listed until there are
    /// sixteen, then kept in a set: across the switch each is listed once,
    /// in the order the body first names it.
    @Test func manyUnknownNamesAreListedOnceInTheBodysOrder() {
        let names = (0..<40).map { "extra\($0)" }
        var members: [FormValue.Member] = []
        for (index, name) in names.enumerated() {
            members.append(.init(name, "1"))
            if index % 3 == 0 { members.append(.init(names[index / 2], "2")) }  // an earlier name again
        }
        let reading = read(members + [.init("age", "4")] + names.reversed().map { .init($0, "3") })
        #expect(reading.unknownKeys == names)
        #expect(sent(reading, "age") == "4")
    }

    struct Café: FormModel {
        @FormText(param: "café") var cafe = ""
        @FormText(param: "Ω") var ohm = ""
    }

    /// Names are found by the bytes of their text first; text Swift holds
    /// equal in other bytes (a decomposed "é", the Ohm sign for omega) finds
    /// the same row, as it would in a `Dictionary`.
    @Test func aNameSpelledInOtherBytesThatSwiftHoldsEqualFindsItsRow() throws {
        let schema = try FormSchema.of(Café.self)
        for (name, key) in [("café", "cafe"), ("cafe\u{301}", "cafe"), ("\u{3A9}", "ohm"), ("\u{2126}", "ohm")] {
            let reading = schema.parameterMatch.read([.init(name, "x")], rowCount: schema.rows.count)
            #expect(reading.sent[schema.rowIndex[key] ?? -1] == "x", "\(name)")
            #expect(reading.unknownKeys.isEmpty, "\(name)")
        }
        let unknown = schema.parameterMatch.read([.init("cafe", "x")], rowCount: schema.rows.count)
        #expect(unknown.unknownKeys == ["cafe"])
    }

    @Test func recognisedPathsAreNotUnknownAndARowOfTheSameNameStillReadsIt() {
        let reading = read(
            [.init("amount", "5"), .init("age", "3"), .init("address", .object([.init("unit", "CNY")]))],
            recognised: [["amount"], ["age"], ["address", "unit"]])
        #expect(reading.unknownKeys.isEmpty)
        #expect(sent(reading, "age") == "3")
    }

    /// Every row of random bodies gets what reading its own path level by
    /// level gives (the last member of each name; nothing through a value
    /// that is not an object), and the unknown names are those of a plain
    /// recursive listing.
    @Test func randomBodiesReadAsEachPathOnItsOwn() {
        var generator = SeededGenerator(seed: 0x5EED_0B0D)
        let names = ["age", "tags", "address", "city", "street", "geo", "lat", "x"]
        func body(depth: Int) -> [FormValue.Member] {
            (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                let name = names.randomElement(using: &generator) ?? "x"
                let nested = depth < 3 && Bool.random(using: &generator)
                return .init(
                    name, nested ? .object(body(depth: depth + 1)) : .string("\(Int.random(in: 0...9, using: &generator))"))
            }
        }
        for _ in 0..<500 {
            let members = body(depth: 0)
            let reading = read(members)
            for (index, row) in schema.rows.enumerated() {
                #expect(reading.sent[index] == Self.value(at: row.parameterPath[...], in: members), "\(members)")
            }
            #expect(reading.unknownKeys == Self.unknownNames(members, schema: schema), "\(members)")
        }
    }

    static func value(at path: ArraySlice<String>, in members: [FormValue.Member]) -> FormValue? {
        guard let name = path.first, let last = members.last(where: { $0.key == name }) else { return nil }
        if path.count == 1 { return last.value }
        guard case .object(let inner) = last.value else { return nil }
        return value(at: path.dropFirst(), in: inner)
    }

    static func unknownNames(_ members: [FormValue.Member], schema: FormSchema, prefix: [String] = []) -> [String] {
        var names: [String] = []
        for member in members {
            let path = prefix + [member.key]
            if schema.rows.contains(where: { $0.parameterPath == path }) { continue }
            if schema.rows.contains(where: { $0.parameterPath.starts(with: path) }) {
                if case .object(let inner) = member.value { names += unknownNames(inner, schema: schema, prefix: path) }
                continue
            }
            names.append(path.dropFirst().reduce(path[0]) { "\($0)[\($1)]" })
        }
        // Each name once, where it first appears.
        return prefix.isEmpty ? names.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } : names
    }
}
