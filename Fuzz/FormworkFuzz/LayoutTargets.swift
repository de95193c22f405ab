import Formwork
import FormworkLayout
import Foundation

extension FuzzTarget {
    static let predicateCorpus = [
        "age > 12", "gender in ['female', 'unspecified'] && newsletter", "!(age <= 17) || name == 'Ada'",
        "address.city != ''", "tags in ['a']", "age >= -3.5e2", "((age > 1))",
    ]
    static let predicatePieces = [
        "(", ")", "!", "&&", "||", "==", "!=", "<", ">=", " in ", "[", "]", ",", "'", "\"",
        "age", "name", "newsletter", "address.city", "gender", "1e400", "-", "0.5", "true", "nil",
        String(repeating: "(", count: 20), String(repeating: "9", count: 60), "é", " ",
    ]
    static let predicateFields: [FormPredicate.Field] = [
        .init("age", .number), .init("name", .string), .init("newsletter", .bool), .init("gender", .string),
        .init("address.city", .string), .init("tags", .list),
    ]

    /// A condition: parsed and checked against fields, or an error with a
    /// message; a condition that parses evaluates for any values.
    static let predicate = FuzzTarget(name: "predicate") { generator throws(FuzzFailure) in
        let source = generator.mutated(predicateCorpus, pieces: predicatePieces)
        let fields: [FormPredicate.Field]? = generator.below(3) == 0 ? nil : predicateFields
        let parsed = Result { () throws(FormPredicateError) in try FormPredicate(source, fields: fields) }
        switch parsed {
        case .success(let predicate):
            let values: [String: FormValue] = [
                "age": generator.pick([.integer(42), .double(.nan), .decimal(1), .null, .string("x")]),
                "name": generator.pick([.string("Ada"), .null, .integer(1)]),
                "newsletter": generator.pick([.bool(true), .null]),
            ]
            _ = predicate.evaluate(values)
            try require(predicate.description == source, "a condition that does not print as written", input: source)
            return true
        case .failure(let error):
            try require(!error.message.isEmpty, "an error without a message", input: source)
            return false
        }
    }

    static let visualFormatCorpus = [
        "H:|-[user_name]-|", "V:|-8-[avatar(>=44)]-(==0)-[age(>=44@750)]-8-|", "[a(==b)]-(>=m)-[b]", "|-margin-[a(<=320)]",
    ]
    static let visualFormatPieces = [
        "H:", "V:", "|", "-", "[", "]", "(", ")", "a", "b", "m", "==", "<=", ">=", "@", "8",
        "1e400", "1e17", "nan", "inf", ".5", ",", String(repeating: "9", count: 400), "é", " ",
    ]

    /// A Visual Format line: constraints, or an error pointing inside the line.
    static let visualFormat = FuzzTarget(name: "visual-format") { generator throws(FuzzFailure) in
        let line = generator.mutated(visualFormatCorpus, pieces: visualFormatPieces)
        let metrics = ["m": generator.pick([8, .nan, .infinity, 1e8]), "margin": 8.0]
        do throws(VisualFormatError) {
            _ = try LayoutConstraint.constraints(
                visualFormat: line, metrics: metrics, views: ["a", "b", "user_name", "avatar", "age"])
            return true
        } catch {
            try require(
                (0...line.count).contains(error.position) && !error.message.isEmpty, "an error outside the line", input: line)
            return false
        }
    }

    static let layoutTemplates = [
        "H:|-#-[age(>=#)]-#-|", "V:|-#-[age(==#@#)]-(>=#)-[user_name]-#-|", "|[user_name(<=#)]|",
        "V:[user_name]-#-[address.street(==#)]-(>=#)-|", "H:|[nick(==age)]-#-[age]|",
    ]
    static let layoutNumbers = [
        "8", "0", "44", "-8", "m", "1e7", "750", "1e400", "1e17", "nan", String(repeating: "9", count: 400),
    ]
    static let layoutWidths: [Double] = [0, 320, 375, 599.99, 600, 768, 1e7, .nan, .infinity, -1, 1e17]
    static let signUpInput = (try? FormState(FuzzSignUp()).layoutInput) ?? FormLayoutInput(sections: [])

    /// A whole layout: random custom lines and widths through one engine;
    /// each layout equals a fresh engine's and renders in every format.
    static let layout = FuzzTarget(name: "layout") { generator throws(FuzzFailure) in
        let lines = (0..<(1 + generator.below(3))).map { _ in
            generator.below(4) == 0
                ? generator.joined(visualFormatPieces + ["age", "user_name", "nick"], count: 1 + generator.below(10))
                : String(generator.pick(layoutTemplates).map { $0 == "#" ? generator.pick(layoutNumbers) : String($0) }.joined())
        }
        var input = signUpInput
        let sizeClass: LayoutSizeClass? = generator.pick([nil, .compact, .regular])
        let custom = FormCustomLayout(lines: lines, metrics: ["m": generator.pick([8, .nan, 1e8])])
        for each in LayoutSizeClass.allCases where sizeClass == nil || sizeClass == each {
            input.customLayouts[each] = custom
        }
        let description = lines.joined(separator: " ; ")
        guard let engine = try? FormLayoutEngine(input) else {
            throw FuzzFailure(what: "the engine refused a valid form", input: description)
        }
        var accepted = false
        var widths: [Double] = []
        for _ in 0..<(1 + generator.below(3)) {
            let width = generator.pick(layoutWidths)
            widths.append(width)
            guard let layout = try? engine.layout(.points(width), ambiguity: .allow) else { continue }
            accepted = true
            let fresh = try? FormLayoutEngine(input).layout(.points(width), ambiguity: .allow)
            try require(
                fresh.map { sameLayout(layout, $0) } ?? false,
                "after widths \(widths), a layout that differs from a fresh engine's:\n\(layout.render(.text))\nfresh:\n\(fresh?.render(.text) ?? "an error")",
                input: description + " (size class \(sizeClass.map { "\($0)" } ?? "any"))")
            for format in [FormLayout.RenderFormat.text, .ascii, .json, .svg] {
                try require(!layout.render(format).isEmpty, "an empty \(format) rendering", input: description)
            }
        }
        return accepted
    }

    /// Equal layouts, with metrics compared bit for bit: a metric no line
    /// uses is not checked, and NaN is not equal to itself.
    static func sameLayout(_ a: FormLayout, _ b: FormLayout) -> Bool {
        a.frames == b.frames && a.lines == b.lines && a.contentSize == b.contentSize && a.ambiguities == b.ambiguities
            && a.width == b.width && a.sizeClass == b.sizeClass
            && a.metrics.map { [$0.name, "\($0.value.bitPattern)"] } == b.metrics.map { [$0.name, "\($0.value.bitPattern)"] }
    }
}
