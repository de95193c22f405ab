import Foundation
import Synchronization

/// A model type's form: its rows and sections flattened in declaration order,
/// nested groups expanded with dotted keys. Built once per type and shared.
final class FormSchema: Sendable {
    struct Row: Sendable {
        /// Dotted key, `address.city`.
        let key: String
        let title: String
        let descriptor: FieldDescriptor
        /// Parameter names from the root, `["address", "city"]`; empty for title rows.
        let parameterPath: [String]
        let section: Int
    }

    struct Section: Sendable {
        /// Stable identity: the separator's or group's dotted key, or `#` and the first row's key.
        let id: String
        /// The separator's or group's dotted key; `nil` for an untitled run of rows.
        let key: String?
        let title: String?
        let footer: String?
        var rows: Range<Int>
    }

    let model: ModelSchema
    let rows: [Row]
    let sections: [Section]
    /// Row positions by key (an index, never iterated).
    let rowIndex: [String: Int]

    init(model: ModelSchema) {
        var flattener = Flattener()
        flattener.walk(model, keyPrefix: "", parameterPrefix: [])
        self.model = model
        self.rows = flattener.rows
        self.sections = flattener.sections
        self.rowIndex = Dictionary(flattener.rows.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The schema of `Model`, built on first use and cached for every later form.
    static func of<Model: FormModel>(_ type: Model.Type) throws -> FormSchema {
        try SchemaRegistry.shared.schema(for: type)
    }

    private struct Flattener {
        var rows: [Row] = []
        var sections: [Section] = []
        var needsSection = true

        mutating func walk(_ schema: ModelSchema, keyPrefix: String, parameterPrefix: [String]) {
            for member in schema.members {
                switch member {
                case .field(let field):
                    let key = keyPrefix + field.name
                    if needsSection { open(id: "#" + key, key: nil, title: nil, footer: nil) }
                    let path = field.descriptor.kind == .title
                        ? [] : parameterPrefix + [field.descriptor.parameterKey ?? field.name]
                    rows.append(Row(key: key, title: field.title, descriptor: field.descriptor,
                                    parameterPath: path, section: sections.count - 1))
                    sections[sections.count - 1].rows = sections[sections.count - 1].rows.lowerBound..<rows.count
                case .separator(let separator):
                    let key = keyPrefix + separator.name
                    open(id: key, key: key, title: separator.separator.title, footer: separator.separator.footer)
                case .group(let group):
                    let key = keyPrefix + group.name
                    open(id: key, key: key, title: group.title, footer: nil)
                    walk(group.schema, keyPrefix: key + ".",
                         parameterPrefix: parameterPrefix + [group.descriptor?.parameterKey ?? group.name])
                    needsSection = true
                }
            }
        }

        mutating func open(id: String, key: String?, title: String?, footer: String?) {
            sections.append(Section(id: id, key: key, title: title, footer: footer, rows: rows.count..<rows.count))
            needsSection = false
        }
    }
}

/// The cache of schemas by model type, safe across threads and tasks.
final class SchemaRegistry: Sendable {
    static let shared = SchemaRegistry()

    private struct State {
        var schemas: [ObjectIdentifier: Result<FormSchema, FormDeclarationError>] = [:]
        var buildCounts: [ObjectIdentifier: Int] = [:]
    }

    private let state = Mutex(State())
    /// Held while a schema is built, so each type is built once even when
    /// many tasks ask for it at the same moment.
    private let building = Mutex(())

    func schema<Model: FormModel>(for type: Model.Type) throws -> FormSchema {
        if let cached = state.withLock({ $0.schemas[ObjectIdentifier(type)] }) { return try cached.get() }
        return try building.withLock { _ in try schemaWhileBuilding(type) }
    }

    /// How many times the schema of `type` was built (once, when the cache works).
    func buildCount(for type: Any.Type) -> Int {
        state.withLock { $0.buildCounts[ObjectIdentifier(type)] ?? 0 }
    }

    /// Looks up or builds a schema; the caller holds `building`.
    private func schemaWhileBuilding<Model: FormModel>(_ type: Model.Type) throws -> FormSchema {
        let id = ObjectIdentifier(type)
        if let cached = state.withLock({ $0.schemas[id] }) { return try cached.get() }
        let result: Result<FormSchema, FormDeclarationError>
        do {
            let model = try ModelSchemaBuilder.build(type) { nested in try self.schemaWhileBuilding(nested).model }
            result = .success(FormSchema(model: model))
        } catch let error as FormDeclarationError {
            result = .failure(error)
        } catch {
            result = .failure(FormDeclarationError(problems: [.notRebuildable(String(describing: type), error)]))
        }
        state.withLock {
            $0.schemas[id] = result
            $0.buildCounts[id, default: 0] += 1
        }
        return try result.get()
    }
}
