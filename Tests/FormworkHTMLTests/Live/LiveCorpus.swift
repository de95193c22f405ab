import Formwork
import FormworkFixtures
import Foundation

@testable import FormworkHTML

/// The corpus the live evaluator is checked on: predicates over every kind of
/// row, control states a browser could hold, and for each state the result
/// of the Swift evaluator after the body those controls submit is read with
/// `update(fromURLEncoded:)` — the reference the page script must match.
enum LiveCorpus {
    /// One control in the page: text inputs, a checkbox after its hidden
    /// `false`, or a multiple select.
    enum Control {
        case text(String, [String])
        case checkbox(String, checked: Bool)
        case select(String, options: [String], selected: [Bool])

        /// The pairs a browser submits for the control.
        var submitted: [(String, String)] {
            switch self {
            case .text(let name, let values): return values.map { (name, $0) }
            case .checkbox(let name, let checked): return [(name, "false")] + (checked ? [(name, "true")] : [])
            case .select(let name, let options, let selected):
                return zip(options, selected).filter(\.1).map { (name, $0.0) }
            }
        }

        var json: String {
            switch self {
            case .text(let name, let values):
                return "[\(FormHTMLLiveJSON.string(name)),\"t\",\(FormHTMLLiveJSON.array(values.map(FormHTMLLiveJSON.string)))]"
            case .checkbox(let name, let checked):
                return "[\(FormHTMLLiveJSON.string(name)),\"c\",\(checked)]"
            case .select(let name, let options, let selected):
                return "[\(FormHTMLLiveJSON.string(name)),\"sm\",\(FormHTMLLiveJSON.array(options.map(FormHTMLLiveJSON.string))),"
                    + "\(FormHTMLLiveJSON.array(selected.map { $0 ? "true" : "false" }))]"
            }
        }
    }

    static let prefix = "everything."

    /// The predicates, over `LiveLimits` (whose group holds `Everything`).
    static let predicates: [String] = {
        let e = "everything."
        var list: [String] = []
        let numbers =
            ["age", "rating", "price", "small", "tiny", "ratio", "huge"]
            + ["int", "int64", "int32", "double", "decimal", "maybe_int", "maybe_double", "maybe_decimal"].map { e + $0 }
        let literals = [
            "0", "-0", "0.1", "0.3", "0.30000000000000004", "12", "9.5", "1000000000000000000000", "1000000000000000000001",
            "9007199254740993", "0.0000001", "-129", "127", "255", "18446744073709551615", "0.5", "3.14", "nil",
        ]
        for (index, field) in numbers.enumerated() {
            for (offset, literal) in literals.enumerated() {
                let op = ["==", "!=", "<", "<=", ">", ">="][(index + offset) % 6]
                list.append(literal == "nil" ? "\(field) == nil" : "\(field) \(op) \(literal)")
            }
            list.append("\(field).isEmpty")
        }
        list += [
            "\(e)double == \(e)decimal", "\(e)int < \(e)double", "\(e)decimal >= \(e)int", "ratio == \(e)double",
            "huge > \(e)int64", "\(e)maybe_double == \(e)maybe_decimal", "rating in [0.5, 1, 2.5]",
        ]
        let texts = ["'é'", "'e\u{301}'", "'10'", "'9'", "'👨‍👩‍👧'", "'\u{FFFF}'", "'😀'", "''", "' '", "'a'", "'</script>'"]
        for (index, literal) in texts.enumerated() {
            for field in [e + "text", e + "notes", e + "address.country"] {
                list.append("\(field) \(["==", "<", ">", "!=", "<=", ">="][index % 6]) \(literal)")
            }
        }
        for field in [e + "text", e + "secret", e + "notes", "code", e + "address.city"] {
            list += ["\(field).isEmpty", "\(field).count == 1", "\(field).count > 2", "\(field) == nil", "!\(field).isEmpty"]
        }
        list += ["\(e)text in ['é', '10', '😀']", "\(e)text == \(e)notes", "\(e)text < \(e)notes", "code == \(e)text"]
        list += [
            "\(e)flag", "!\(e)flag", "\(e)maybe_flag", "\(e)maybe_flag == nil", "\(e)maybe_flag == false",
            "\(e)flag && age > 12", "\(e)flag || \(e)maybe_flag", "!(\(e)flag && \(e)maybe_flag == true)",
        ]
        list += [
            "\(e)gender == 'male'", "\(e)gender in ['female', 'male']", "\(e)maybe_gender == nil",
            "\(e)maybe_gender != 'male'", "\(e)priority == 2", "\(e)priority > 1", "\(e)priority in [1, 3]",
            "\(e)size == 'S'", "\(e)size < 'M'", "\(e)gender.count == 4", "\(e)maybe_gender.isEmpty",
        ]
        list += [
            "\(e)genders.count == 2", "\(e)genders.isEmpty", "\(e)genders.count > 0 && \(e)flag",
            "\(e)words.count == 0", "\(e)words.count >= 2", "\(e)words.isEmpty", "\(e)topics.isEmpty",
            "\(e)numbers.isEmpty",
        ]
        list += [
            "\(e)moment < \(e)day", "\(e)moment == \(e)day", "\(e)day == nil", "\(e)moment >= \(e)day",
            "\(e)day.isEmpty", "\(e)picture.isEmpty", "\(e)scan == nil",
        ]
        list += ["\(e)address.country == 'CN' && \(e)address.city.isEmpty", "\(e)address.street.count > 1"]
        return list
    }()

    /// The values each control is set to, tricky ones first.
    static let numberTexts = [
        "", " ", " 42 ", "42", "-0", "0", "0.1", "0.30000000000000004", "1e21", "1000000000000000000001",
        "9007199254740993", "12.0", "1e3", "abc", "+7", ".5", "1e400", "-129", "127", "128", "255",
        "256", "-1", "0.5", "2.5", "3.14", "3.145", "12345678901234567890123456789012345678901",
        "1.5e1", "18446744073709551615", "\t9\t", "9\n", "0x10", "1_000", "٣",
    ]
    static let texts = [
        "", " ", "é", "e\u{301}", "10", "9", "👨‍👩‍👧", "🇨🇳", "\u{FFFF}", "😀", "a\u{2028}b",
        "</script><script>", "CN", "abcd", "abc", "\u{85}", "\u{FEFF}", " \u{301}", "\r\n", "x",
    ]
    static let dateTexts = [
        "", "2026-11-21", "2026-11-21T09:30", "2026-11-21T09:30:00.1235Z", "09:30", "bad",
        "2024-02-30", "2024-02-29", "2026-11-21T10:30+01:00", "1970-01-01", "1970-01-01T00:00:00Z",
        " 2026-11-21 ", "10000-01-01",
    ]
    static let optionTexts = [
        "female", "male", "Male", "", " male", "prefer_not_to_say", "x", "1", "2", " 3", "02", "4", "S",
        "M", "L", "m",
    ]

    /// `count` control states, the same on every run.
    static func assignments(_ count: Int) -> [[Control]] {
        var random = LiveCorpusRandom(seed: 12)
        return (0..<count).map { _ in
            var controls: [Control] = []
            func maybe(_ name: String, _ pool: [String]) {
                if random.next(4) != 0 { controls.append(.text(name, [pool[random.next(pool.count)]])) }
            }
            for name in ["age", "rating", "price", "small", "tiny", "ratio", "huge"] { maybe(name, numberTexts) }
            for name in ["int", "int64", "int32", "double", "decimal", "maybe_int", "maybe_double", "maybe_decimal"] {
                maybe("everything[\(name)]", numberTexts)
            }
            maybe("code", texts)
            for name in ["text", "secret", "notes", "address][street", "address][city", "address][country"] {
                maybe("everything[\(name)]", texts)
            }
            controls.append(.checkbox("everything[flag]", checked: random.next(2) == 0))
            maybe("everything[maybe_flag]", ["", "true", "on", "No", " yes ", "maybe", "0", "1"])
            for name in ["gender", "maybe_gender", "priority", "size"] { maybe("everything[\(name)]", optionTexts) }
            let genders = ["female", "male", "prefer_not_to_say", "x"]
            controls.append(
                .select("everything[genders][]", options: genders, selected: genders.map { _ in random.next(2) == 0 }))
            let words = (0..<random.next(4)).map { _ in texts[random.next(texts.count)] }
            if !words.isEmpty { controls.append(.text("everything[words][]", words)) }
            maybe("everything[moment]", dateTexts)
            maybe("everything[day]", dateTexts)
            return controls
        }
    }

    /// The Swift evaluator's result for each predicate after the controls' body is read.
    static func expected(_ controls: [Control], _ compiled: [FormPredicate]) throws -> [Bool] {
        var form = try FormState(LiveLimits())
        let body = controls.flatMap(\.submitted).map { encode($0.0) + "=" + encode($0.1) }.joined(separator: "&")
        form.update(fromURLEncoded: body, options: FormUpdateOptions(writesEveryRow: true))
        return compiled.map { predicate in predicate.evaluate { form.value(for: $0) } }
    }

    /// The predicates checked against the form's keys.
    static func compiledPredicates() throws -> [FormPredicate] {
        let form = try FormState(LiveLimits())
        let catalogue = form.allRows.map { FormPredicate.Field($0.key, FormPredicate.ValueType($0.kind)) }
        return try predicates.map { try FormPredicate($0, row: nil, fields: catalogue) }
    }

    /// The script for `LiveLimits` with one extra row per predicate, `case-N`,
    /// shown exactly when predicate N holds.
    static func script(_ compiled: [FormPredicate]) throws -> String {
        var conditions = try FormState(LiveLimits()).liveConditions
        let template = conditions.rows[0]
        for (index, predicate) in compiled.enumerated() {
            var row = template
            row.key = "case-\(index)"
            row.visible = .predicate(predicate, keyPrefix: "")
            row.enabled = .fixed(true)
            conditions.rows.append(row)
        }
        return FormHTMLLiveScript.element(for: FormHTMLLiveInput(formID: "corpus", nonce: nil, conditions: conditions))
    }

    /// The whole fixture, as deterministic JSON.
    static func fixture(assignments count: Int) throws -> String {
        let compiled = try compiledPredicates()
        let cases = try assignments(count).map { controls in
            "{\"controls\":" + FormHTMLLiveJSON.array(controls.map(\.json)) + ",\"expected\":"
                + FormHTMLLiveJSON.array(try expected(controls, compiled).map { $0 ? "true" : "false" }) + "}"
        }
        return "{\"predicates\":" + FormHTMLLiveJSON.array(predicates.map(FormHTMLLiveJSON.string))
            + ",\n\"script\":" + FormHTMLLiveJSON.string(try script(compiled))
            + ",\n\"cases\":[\n" + cases.joined(separator: ",\n") + "\n]}\n"
    }

    /// WHATWG urlencoded bytes: only `A–Z a–z 0–9 * - . _` literal.
    private static func encode(_ text: String) -> String {
        text.utf8.map { byte in
            let literal =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2A || byte == 0x2D || byte == 0x2E || byte == 0x5F
            return literal ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
        }.joined()
    }
}

/// Whole numbers below a bound from ``SeededGenerator``, so the corpus is the same on every machine.
struct LiveCorpusRandom {
    private var generator: SeededGenerator
    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }
    mutating func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
}
