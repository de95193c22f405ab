import Formwork
import Foundation

/// The data object `D` the live runtime reads, as deterministic JSON:
///
/// - `f`: the form's id;
/// - `s`: sections, `[id, [ancestors], firstRow, endRow, visible, enabled]`;
/// - `r`: rows, `[key, section, visible, enabled, editableApartFromConditions]`;
/// - `v`: the rows predicates read, `[key, controlName, reading, renderedValue]`;
/// - `g`: the repeating groups (``FormHTMLLiveGroup``), only when the form has some;
/// - `h`: the rows holding a value, `[key, [keys of the refused rows it waits for]]`,
///   only when some do (their keys are among `v`'s).
///
/// Sections are named by ``FormSection/id``, which an item keeps when it moves.
///
/// A decision is `true`/`false` or a predicate tree: `["l", value]`,
/// `["f", key, path, properties]`, `["!", n]`, `["&", [n…]]`, `["|", [n…]]`,
/// `["c", operator, n, n]`, `["in", n, [value…]]`, with a group's key prefix
/// already applied. Values are `null`, Booleans, strings, `["i", digits]`,
/// `["m", decimal]`, `["d", double]`, `["t", milliseconds]`, `["a", […]]`,
/// `["o", [[name, value]…]]` and `["F", isEmpty]`.
enum FormHTMLLiveData {
    static func json(for input: FormHTMLLiveInput) -> String {
        let conditions = input.conditions
        var read: [String] = []
        func decision(_ decided: FormLiveConditions.Decision) -> String { Self.decision(decided, reading: &read) }
        let sections = conditions.sections.map { section in
            FormHTMLLiveJSON.array([
                FormHTMLLiveJSON.string(section.id), FormHTMLLiveJSON.array(section.ancestors.map(String.init)),
                String(section.rows.lowerBound), String(section.rows.upperBound),
                decision(section.visible), decision(section.enabled),
            ])
        }
        let rows = conditions.rows.map { row in
            FormHTMLLiveJSON.array([
                FormHTMLLiveJSON.string(row.key), String(row.section), decision(row.visible), decision(row.enabled),
                row.isEditableApartFromConditions ? "true" : "false",
            ])
        }
        let fields = Self.fields(reading: read + input.held.flatMap(\.waitingFor), conditions.rows)
        let groups = input.groups.isEmpty ? "" : ",\"g\":" + FormHTMLLiveJSON.array(input.groups.map(\.json))
        let held =
            input.held.isEmpty
            ? ""
            : ",\"h\":"
                + FormHTMLLiveJSON.array(
                    input.held.map {
                        FormHTMLLiveJSON.array([
                            FormHTMLLiveJSON.string($0.key), FormHTMLLiveJSON.array($0.waitingFor.map(FormHTMLLiveJSON.string)),
                        ])
                    })
        return "{\"f\":" + FormHTMLLiveJSON.string(input.formID) + ",\"s\":" + FormHTMLLiveJSON.array(sections)
            + ",\"r\":" + FormHTMLLiveJSON.array(rows) + ",\"v\":" + FormHTMLLiveJSON.array(fields) + groups + held + "}"
    }

    static func decision(_ decision: FormLiveConditions.Decision, reading read: inout [String]) -> String {
        switch decision {
        case .fixed(let state): return state ? "true" : "false"
        case .predicate(let predicate, let prefix): return node(predicate.node, prefix: prefix, reading: &read)
        }
    }

    /// The rows named by `keys` (each once, in order of first reading) with
    /// their control names, readings and current values.
    static func fields(reading keys: [String], _ rows: [FormLiveConditions.Row]) -> [String] {
        var seen = Set<String>()
        let byKey = Dictionary(rows.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        return keys.compactMap { key in
            guard seen.insert(key).inserted, let row = byKey[key] else { return nil }
            let name = FormHTMLNames.name(path: row.reading.parameterPath, holdsSeveralValues: row.reading.holdsSeveralValues)
            return FormHTMLLiveJSON.array([
                FormHTMLLiveJSON.string(row.key), name.map(FormHTMLLiveJSON.string) ?? "null",
                reading(row.reading), value(row.value),
            ])
        }
    }

    private static func reading(_ reading: FormLiveReading) -> String {
        let shape: String
        var bounds = ""
        switch reading.shape {
        case .text: shape = "text"
        case .integer(let minimum, let maximum):
            shape = "integer"
            bounds = ",\"lo\":" + FormHTMLLiveJSON.string(minimum) + ",\"hi\":" + FormHTMLLiveJSON.string(maximum)
        case .double: shape = "double"
        case .float: shape = "float"
        case .decimal: shape = "decimal"
        case .boolean: shape = "boolean"
        case .date: shape = "date"
        case .option: shape = "option"
        case .fixed: shape = "fixed"
        }
        return "{\"s\":\"\(shape)\"" + bounds + ",\"o\":\(reading.isOptional),\"m\":\(reading.holdsSeveralValues)"
            + ",\"opts\":" + FormHTMLLiveJSON.array(reading.options.map(value))
            + ",\"min\":" + (reading.minimum.map(value) ?? "null") + ",\"max\":" + (reading.maximum.map(value) ?? "null")
            + ",\"st\":" + (reading.step.map(value) ?? "null") + ",\"mc\":" + (reading.maxCharacters.map(String.init) ?? "null")
            + "}"
    }

    /// A predicate tree with `prefix` applied to its keys; the keys it reads are added to `reading`.
    private static func node(_ node: FormPredicateNode, prefix: String, reading: inout [String]) -> String {
        switch node {
        case .literal(let literal):
            return FormHTMLLiveJSON.array(["\"l\"", value(literal)])
        case .field(let reference):
            let path = reference.path.enumerated().map { $0.offset == 0 ? prefix + $0.element : $0.element }
            reading.append(prefix + reference.key)
            if path.count > 1 { reading.append(path[0]) }
            return FormHTMLLiveJSON.array([
                "\"f\"", FormHTMLLiveJSON.string(prefix + reference.key),
                FormHTMLLiveJSON.array(path.map(FormHTMLLiveJSON.string)),
                FormHTMLLiveJSON.array(reference.properties.map { FormHTMLLiveJSON.string($0.rawValue) }),
            ])
        case .not(let operand):
            return FormHTMLLiveJSON.array(["\"!\"", self.node(operand, prefix: prefix, reading: &reading)])
        case .and(let operands), .or(let operands):
            let mark = if case .and = node { "\"&\"" } else { "\"|\"" }
            return FormHTMLLiveJSON.array([
                mark, FormHTMLLiveJSON.array(operands.map { self.node($0, prefix: prefix, reading: &reading) }),
            ])
        case .compare(let left, let comparison, let right):
            return FormHTMLLiveJSON.array([
                "\"c\"", FormHTMLLiveJSON.string(comparison.rawValue),
                self.node(left, prefix: prefix, reading: &reading), self.node(right, prefix: prefix, reading: &reading),
            ])
        case .member(let operand, let items):
            return FormHTMLLiveJSON.array([
                "\"in\"", self.node(operand, prefix: prefix, reading: &reading), FormHTMLLiveJSON.array(items.map(value)),
            ])
        }
    }

    /// A value in the runtime's encoding; numbers and dates as exact text.
    static func value(_ value: FormValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return "[\"i\",\"\(number)\"]"
        case .decimal(let number): return "[\"m\",\"\(number.description)\"]"
        case .double(let number): return "[\"d\",\"\(number.description)\"]"
        case .string(let text): return FormHTMLLiveJSON.string(text)
        case .date(let date): return "[\"t\",\"\((date.timeIntervalSince1970 * 1000).description)\"]"
        case .file: return "[\"F\",\(value.isEmpty)]"
        case .array(let items): return "[\"a\"," + FormHTMLLiveJSON.array(items.map(Self.value)) + "]"
        case .object(let members):
            let pairs = members.map { FormHTMLLiveJSON.array([FormHTMLLiveJSON.string($0.key), Self.value($0.value)]) }
            return "[\"o\"," + FormHTMLLiveJSON.array(pairs) + "]"
        }
    }
}
