import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// Declared limits, renamed keys, a title row and nested groups: what a body
/// read straight into a model must refuse and route as a form does.
private struct Booking: FormModel {
    @FormHeading var heading = "Booking"
    @FormText(maxCharacters: 8) var guest = ""
    @FormNumber(range: 1...8) var seats = 2
    @FormNumber(min: 0, step: 0.5) var hours = 1.0
    @FormText(param: "mail") var email: String? = nil
    @FormEnumerated(choices: [.init("S", "Small"), .init("L", "Large")]) var room = "S"
    @FormGroup var stay = Stay()
    var reference = "B-1"
}

private struct Stay: FormModel {
    @FormDate(.date) var arrival: Date? = nil
    @FormBoolean(param: "late") var late_checkout = false
    @FormGroup var car = Car()
}

private struct Car: FormModel {
    @FormText var plate = ""
    @FormList var extras: [Int] = []
}

/// Conditions and nothing else: a row a checkbox shows, a row a number enables.
private struct Handover: FormModel {
    @FormBoolean var after_hours = false
    @FormText(visibleWhen: "after_hours") var door_code = ""
    @FormNumber var crates = 1
    @FormText(enabledWhen: "crates > 2") var trolley = ""
}

/// A repeating group beside ordinary rows, its items with limits, options
/// and a list, one item to start from: read directly, since the group may
/// take any count of items (up to three).
private struct Roster: FormModel {
    @FormText var team = ""
    @FormGroup(maxItems: 3) var crew: [Shift] = [Shift()]
    @FormNumber var budget: Decimal? = nil
}

private struct Shift: FormModel {
    @FormText(maxCharacters: 6) var name = "Ada"
    @FormNumber(range: 0...10) var hours = 1
    @FormEnumerated(choices: [.init("S", "Small"), .init("L", "Large")]) var room = "S"
    @FormList var days: [Int] = []
    @FormBoolean var late = false
}

/// What reading a body gave: the model's row values, or the error.
private enum Outcome: Equatable {
    case model([FormValue])
    case submission(FormSubmissionError)
    case other(String)

    init<Model: FormModel>(_ read: () throws -> Model) {
        do {
            self = .model(try FormState(try read()).allRows.map(\.value))
        } catch let error as FormSubmissionError {
            self = .submission(error)
        } catch {
            self = .other(String(reflecting: error))
        }
    }
}

/// A body read straight into a model (`Model(json:)` and its siblings) gives
/// exactly what reading it through a form gives (`FormState.update` then
/// `model`, kept as the reference): the same model, the same field errors
/// and messages, the same unknown keys, refusals and body problems. Bodies
/// are generated from the model's own rows with awkward values, unknown keys
/// and conflicts, then written as JSON, urlencoded and multipart, and
/// mangled byte by byte; each is read under one of several options.
///
/// Bodies are read through `init(_:options:route:)`, which `Model(json:)`
/// and its siblings call, and each read is checked to take the route its
/// test is about: a model without conditions or `submit:` mappings, read
/// without validating, is read directly, and only then does a comparison
/// test the direct reader; the others are read through a form, as the
/// reference is.
@Suite("Reading a body without a form")
struct BodyReadingSamenessTests {
    /// Options under which a model without conditions or mapped rows is read directly.
    static let directOptions: [FormUpdateOptions] = [
        FormUpdateOptions(), FormUpdateOptions(absentBooleansAreFalse: true),
        FormUpdateOptions(rejectsUnknownKeys: true, rejectsRefusedKeys: true), FormUpdateOptions(writesEveryRow: true),
        FormUpdateOptions(absentBooleansAreFalse: true, blankListItemsAreAbsent: true),
        FormUpdateOptions(limits: FormParameters.DecodingLimits(maxParameterCount: 4, maxDepth: 2, maxKeyLength: 6)),
    ]
    /// Options that validate, which takes every model through a form.
    static let validatingOptions: [FormUpdateOptions] = [
        FormUpdateOptions(validates: true), FormUpdateOptions(absentBooleansAreFalse: true, validates: true),
        FormUpdateOptions(rejectsUnknownKeys: true, rejectsRefusedKeys: true, validates: true),
    ]

    @Test func profileBodiesReadDirectlyAsThroughAForm() throws {
        try check(Profile.self, seed: 1, options: Self.directOptions, route: .direct)
    }

    @Test func bodiesOfEveryKindOfRowReadDirectlyAsThroughAForm() throws {
        try check(Everything.self, seed: 2, options: Self.directOptions, route: .direct)
    }

    @Test func bodiesWithLimitsTitlesAndNestedGroupsReadDirectlyAsThroughAForm() throws {
        try check(Booking.self, seed: 3, options: Self.directOptions, route: .direct)
    }

    @Test func bodiesWithFilesReadDirectlyAsThroughAForm() throws {
        try check(JobApplication.self, seed: 4, options: Self.directOptions, route: .direct)
    }

    /// `DecodedVoucher`'s own `init(from:)` rejects a negative amount, which the form accepts.
    @Test func bodiesAModelRejectsFailDirectlyAsThroughAForm() throws {
        try check(DecodedVoucher.self, seed: 6, options: Self.directOptions, route: .direct)
    }

    /// Items sent as an array, as indexed names, as nothing, past the
    /// group's limit, or as something that is no item, under every option.
    @Test func bodiesNamingARepeatingGroupReadDirectlyAsThroughAForm() throws {
        try check(Roster.self, seed: 12, options: Self.directOptions, route: .direct, items: ("crew", Shift.self))
        try check(Invoice.self, seed: 13, options: Self.directOptions, route: .direct, items: ("lines", InvoiceLine.self))
        try check(
            Roster.self, seed: 14, options: Self.validatingOptions, route: .throughAForm, bodies: 20, items: ("crew", Shift.self))
    }

    @Test func aModelWithConditionsIsReadThroughAForm() throws {
        try check(Handover.self, seed: 5, options: Self.directOptions + Self.validatingOptions, route: .throughAForm)
    }

    @Test func aModelWithMappedRowsIsReadThroughAForm() throws {
        try check(Parcel.self, seed: 7, options: Self.directOptions + Self.validatingOptions, route: .throughAForm)
    }

    @Test func aValidatingReadIsThroughAForm() throws {
        try check(Profile.self, seed: 8, options: Self.validatingOptions, route: .throughAForm, bodies: 20)
        try check(Everything.self, seed: 9, options: Self.validatingOptions, route: .throughAForm, bodies: 20)
        try check(Booking.self, seed: 10, options: Self.validatingOptions, route: .throughAForm, bodies: 20)
        try check(DecodedVoucher.self, seed: 11, options: Self.validatingOptions, route: .throughAForm, bodies: 20)
    }

    @Test func aPagesEmptyListBoxIsReadDirectlyAsThroughAForm() throws {
        let body = "tags%5B%5D=swift&tags%5B%5D="
        for options in [FormUpdateOptions(), FormUpdateOptions(blankListItemsAreAbsent: true)] {
            expectSame(Profile.self, .urlEncoded(Array(body.utf8)), options: options, route: .direct, body) {
                $0.update(fromURLEncoded: body, options: options)
            }
        }
        #expect(try Profile(urlEncoded: body, options: .init(blankListItemsAreAbsent: true)).tags == ["swift"])
        #expect(try Profile(urlEncoded: body).tags == ["swift", ""])
    }

    /// Reads `bodies` bodies made for `Model` as every initializer of a
    /// model reads them, each under the next of `options`, expecting each
    /// read to take `route` and to end as the reference does.
    ///
    /// `items` names a repeating group and its item type, whose items the
    /// bodies send too (see ``BodyMaker/items(for:_:)``).
    private func check<Model: FormModel>(
        _ type: Model.Type, seed: UInt64, options: [FormUpdateOptions], route: BodyReading.Route, bodies: Int = 60,
        items: (group: String, type: any FormModel.Type)? = nil
    ) throws {
        var g = SeededGenerator(seed: seed)
        let paths = try FormState(Model()).allRows.map(\.parameterPath).filter { !$0.isEmpty && $0.first != items?.group }
        func itemPaths<Item: FormModel>(_ type: Item.Type) throws -> [[String]] {
            try FormState(Item()).allRows.map(\.parameterPath).filter { !$0.isEmpty }
        }
        var sentItems: (group: String, paths: [[String]])?
        if let items { sentItems = (items.group, try itemPaths(items.type)) }
        var compared = 0
        var dictionaries = 0
        var posts = 0
        for round in 0..<bodies {
            var members = BodyMaker.members(for: paths, &g)
            if let (group, itemPaths) = sentItems, Int.random(in: 0..<4, using: &g) > 0 {
                members.append(FormValue.Member(group, BodyMaker.items(for: itemPaths, &g)))
            }
            let parameters = FormParameters(members)
            let options = options[round % options.count]
            let bodyLimits = try FormSchema.of(Model.self).itemLimited(options.limits)
            expectSame(Model.self, .parameters(parameters), options: options, route: route, "parameters \(parameters)") {
                $0.update(from: parameters, options: options)
            }
            let urlEncoded = BodyMaker.mangled(parameters.urlEncoded, &g)
            let bytes = Array(urlEncoded.utf8)
            expectSame(Model.self, .urlEncoded(bytes), options: options, route: route, "urlencoded \(urlEncoded)") {
                $0.update(fromURLEncoded: urlEncoded, options: options)
            }
            expectSame(Model.self, .urlEncoded(bytes), options: options, route: route, "urlencoded bytes \(urlEncoded)") {
                $0.update(fromURLEncoded: Data(bytes), options: options)
            }
            // The body's parameters mean what the body means, read with a form or without, once
            // decoded under the limits a form reads the body under (its groups' item limits too).
            if let decoded = try? FormParameters(urlEncoded: urlEncoded, limits: bodyLimits) {
                expectSame(
                    Model.self, .parameters(decoded), options: options, route: route, "urlencoded parameters \(urlEncoded)"
                ) {
                    $0.update(fromURLEncoded: urlEncoded, options: options)
                }
                expectSameUpdate(Model.self, "urlencoded parameters \(urlEncoded)") {
                    $0.update(from: decoded, options: options)
                } as: {
                    $0.update(fromURLEncoded: urlEncoded, options: options)
                }
            }
            if let json = try? parameters.jsonString() {
                let body = Data(BodyMaker.mangled(json, &g).utf8)
                let text = String(decoding: body, as: UTF8.self)
                expectSame(Model.self, .json([UInt8](body)), options: options, route: route, "json \(text)") {
                    $0.update(fromJSON: body, options: options)
                }
                if let decoded = try? FormParameters(json: body, limits: bodyLimits) {
                    expectSame(Model.self, .parameters(decoded), options: options, route: route, "json parameters \(text)") {
                        $0.update(fromJSON: body, options: options)
                    }
                    expectSameUpdate(Model.self, "json parameters \(text)") {
                        $0.update(from: decoded, options: options)
                    } as: {
                        $0.update(fromJSON: body, options: options)
                    }
                }
            }
            // The same data as a dictionary of Swift values, read within the
            // limits a form reads it under: it means what the parameters
            // mean (a dictionary, like a literal, is no body), its members
            // in the order of their keys' UTF-8 bytes, since a dictionary
            // has none. A dictionary holds a name once: a body naming one
            // twice has no dictionary.
            if let dictionary = BodyMaker.dictionary(parameters.members),
                (try? FormParameters(dictionary: dictionary, limits: bodyLimits)) != nil
            {
                let ordered = FormParameters(BodyMaker.keyOrdered(parameters.members))
                expectSameUpdate(Model.self, "dictionary \(parameters)") {
                    $0.update(fromDictionary: dictionary, options: options)
                } as: {
                    $0.update(from: ordered, options: options)
                }
                dictionaries += 1
            }
            let multipart = parameters.multipart(using: &g)
            expectSame(
                Model.self, .multipart(multipart.data, boundary: multipart.boundary), options: options, route: route,
                "multipart \(parameters)"
            ) {
                $0.update(fromMultipart: multipart.data, boundary: multipart.boundary, options: options)
            }
            if let decoded = try? FormParameters(multipart: multipart.data, boundary: multipart.boundary, limits: bodyLimits) {
                expectSame(Model.self, .parameters(decoded), options: options, route: route, "multipart parameters \(parameters)")
                {
                    $0.update(fromMultipart: multipart.data, boundary: multipart.boundary, options: options)
                }
                expectSameUpdate(Model.self, "multipart parameters \(parameters)") {
                    $0.update(from: decoded, options: options)
                } as: {
                    $0.update(fromMultipart: multipart.data, boundary: multipart.boundary, options: options)
                }
            }
            // A post read by its Content-Type reads what the body's own reader reads.
            let postings: [(String, Data, (inout FormState<Model>) -> FormUpdateResult)] = [
                ("application/x-www-form-urlencoded", Data(bytes), { $0.update(fromURLEncoded: urlEncoded, options: options) }),
                (
                    "multipart/form-data; boundary=\(multipart.boundary)", multipart.data,
                    { $0.update(fromMultipart: multipart.data, boundary: multipart.boundary, options: options) }
                ),
            ]
            for (contentType, data, reference) in postings {
                guard let posted = try? FormPostedBody(bytes: data, contentType: contentType, limits: options.limits) else {
                    continue
                }
                expectSameUpdate(Model.self, "posted \(contentType) \(parameters)") {
                    posted.read(into: &$0, options: options)
                } as: {
                    reference(&$0)
                }
                posts += 1
            }
            compared += 5
        }
        #expect(compared == bodies * 5)
        #expect(dictionaries > bodies / 3, "most bodies name each name once and are compared as dictionaries")
        #expect(posts > bodies, "most bodies are read as posts, urlencoded and multipart")
    }

    /// Expects a form updated by `update` to end as one updated by
    /// `reference` does: the same model, or the same error.
    private func expectSameUpdate<Model: FormModel>(
        _ type: Model.Type, _ description: String, _ update: (inout FormState<Model>) -> FormUpdateResult,
        as reference: (inout FormState<Model>) -> FormUpdateResult
    ) {
        #expect(
            Outcome { try Model(reading: update) } == Outcome { try Model(reading: reference) }, "\(Model.self), \(description)")
    }

    /// Expects `body` read into a model as its initializer reads it to take
    /// `route` and to end as `reference` does: `Model()` updated through a
    /// form (``FormState``), which is the route through a form by making one.
    private func expectSame<Model: FormModel>(
        _ type: Model.Type, _ body: BodyReading.Body, options: FormUpdateOptions, route: BodyReading.Route,
        _ description: String, reference: (inout FormState<Model>) -> FormUpdateResult
    ) {
        var taken: BodyReading.Route?
        let actual = Outcome { try Model(body, options: options, route: &taken) }
        let expected = Outcome { try Model(reading: reference) }
        #expect(taken == route, "\(Model.self), \(description)")
        #expect(actual == expected, "\(Model.self), \(description)")
    }
}

/// Random bodies shaped by a model's parameter paths.
enum BodyMaker {
    static func members(for paths: [[String]], _ g: inout SeededGenerator) -> [FormValue.Member] {
        var members: [FormValue.Member] = []
        for path in paths where Int.random(in: 0..<10, using: &g) < 6 {
            insert(value(&g), at: path[...], into: &members)
        }
        for _ in 0..<Int.random(in: 0...2, using: &g) {
            let prefix = paths.randomElement(using: &g)?.dropLast() ?? []
            let name = ["extra", "x", "id", "mail", "late", "car"].randomElement(using: &g) ?? "extra"
            insert(value(&g), at: prefix + [name], into: &members)
        }
        if Int.random(in: 0..<8, using: &g) == 0, let group = paths.first(where: { $0.count > 1 })?.first {
            members.append(FormValue.Member(group, .string("flat")))  // a value where a group is declared
        }
        if Int.random(in: 0..<6, using: &g) == 0, let first = members.first {
            members.append(first)  // a name sent twice
        }
        return members
    }

    /// A repeating group's items: mostly up to four objects of fields made
    /// for `paths`, now and then an empty or null item, no items, or
    /// something that is no list of items.
    static func items(for paths: [[String]], _ g: inout SeededGenerator) -> FormValue {
        switch Int.random(in: 0..<12, using: &g) {
        case 0: return .null
        case 1: return .string("")
        case 2: return .array([])
        case 3: return .array([.object(members(for: paths, &g)), .null, .integer(3)])
        case 4: return .string("flat")
        default:
            let count = Int.random(in: 1...4, using: &g)
            return .array(
                (0..<count).map { _ in Int.random(in: 0..<8, using: &g) == 0 ? .null : .object(members(for: paths, &g)) })
        }
    }

    static func value(_ g: inout SeededGenerator) -> FormValue {
        switch Int.random(in: 0..<16, using: &g) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &g))
        case 2: return .integer(Awkward.integer(&g))
        case 3: return .integer(Int64.random(in: -3...12, using: &g))
        case 4: return .double(Awkward.double(&g))
        case 5: return .decimal(Awkward.decimal(&g))
        case 6: return .string(Awkward.text(&g))
        case 7:
            return .string(
                ["S", "L", "M", "female", "male", "math", "1", "4", "2.5", "true", "on", ""].randomElement(using: &g) ?? "")
        case 8:
            return .string(
                ["2026-11-21", "2026-11-21T09:30:00Z", "09:30", "https://example.com/a.png", " 7 "].randomElement(using: &g) ?? ""
            )
        case 9: return .date(Awkward.date(&g))
        case 10: return .file(FormFile(filename: "cv.pdf", contentType: "application/pdf", data: Data("%PDF".utf8)))
        case 11: return .array([.string("math"), .string("art"), .string("")])  // with the empty box a page posts
        case 12: return .array([.integer(1), .string("2"), .null])
        case 13: return .object([FormValue.Member("plate", .string("AB 123"))])
        case 14: return .string(String(Int.random(in: -2...12, using: &g)))
        default: return .array([])
        }
    }

    /// `members` as a dictionary of Swift values (`String`, `Int64`,
    /// `Double`, `Decimal`, `Bool`, `Date`, `FormFile`, `NSNull`, arrays and
    /// dictionaries), or `nil` when an object names a member twice, which a
    /// dictionary cannot hold.
    static func dictionary(_ members: [FormValue.Member]) -> [String: Any]? {
        var dictionary: [String: Any] = [:]
        for member in members {
            guard dictionary[member.key] == nil, let value = swiftValue(member.value) else { return nil }
            dictionary[member.key] = value
        }
        return dictionary
    }

    /// `members` and every object within them ordered by their keys' UTF-8 bytes.
    static func keyOrdered(_ members: [FormValue.Member]) -> [FormValue.Member] {
        func ordered(_ value: FormValue) -> FormValue {
            switch value {
            case .array(let items): return .array(items.map(ordered))
            case .object(let members): return .object(keyOrdered(members))
            default: return value
            }
        }
        return members.map { FormValue.Member($0.key, ordered($0.value)) }
            .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    private static func swiftValue(_ value: FormValue) -> Any? {
        switch value {
        case .null: return NSNull()
        case .bool(let flag): return flag
        case .integer(let number): return number
        case .double(let number): return number
        case .decimal(let number): return number
        case .string(let text): return text
        case .date(let date): return date
        case .file(let file): return file
        case .array(let items):
            let values = items.map(swiftValue)
            return values.contains { $0 == nil } ? nil : values.compactMap { $0 }
        case .object(let members): return dictionary(members)
        }
    }

    /// Sometimes the body with a few bytes changed, dropped or cut off.
    static func mangled(_ text: String, _ g: inout SeededGenerator) -> String {
        guard Int.random(in: 0..<4, using: &g) == 0, !text.isEmpty else { return text }
        var characters = Array(text)
        for _ in 0..<Int.random(in: 1...3, using: &g) where !characters.isEmpty {
            let at = Int.random(in: 0..<characters.count, using: &g)
            switch Int.random(in: 0..<3, using: &g) {
            case 0: characters[at] = ["[", "]", "&", "=", "%", "\"", "{", ","].randomElement(using: &g) ?? "["
            case 1: characters.remove(at: at)
            default: characters.removeSubrange(at...)
            }
        }
        return String(characters)
    }

    private static func insert(_ value: FormValue, at path: ArraySlice<String>, into members: inout [FormValue.Member]) {
        guard let head = path.first else { return }
        guard path.count > 1 else {
            members.append(FormValue.Member(head, value))
            return
        }
        if let position = members.lastIndex(where: { $0.key == head }), case .object(var inner) = members[position].value {
            insert(value, at: path.dropFirst(), into: &inner)
            members[position] = FormValue.Member(head, .object(inner))
        } else {
            var inner: [FormValue.Member] = []
            insert(value, at: path.dropFirst(), into: &inner)
            members.append(FormValue.Member(head, .object(inner)))
        }
    }
}
