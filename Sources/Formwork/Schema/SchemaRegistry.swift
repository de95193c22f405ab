import Foundation

/// The cache of schemas by model type, safe across threads and tasks.
///
/// Building a schema runs the model's own code (`init()`, `encode(to:)`,
/// `init(from:)`), which may make forms of other types and so come back
/// here. The lock is therefore held only to look a schema up and to store
/// one, never while a schema is built: a model whose `init()` makes a form
/// of another type simply builds that type's schema first.
///
/// Two tasks that meet a type for the first time at the same moment may
/// both build it; the first to store its schema wins, and every caller gets
/// that one, so one type always has one schema.
final class SchemaRegistry: Sendable {
    static let shared = SchemaRegistry()

    private struct State: Sendable {
        var schemas: [ObjectIdentifier: Result<FormSchema, FormDeclarationError>] = [:]
        var storeCounts: [ObjectIdentifier: Int] = [:]
    }

    private let state = Locked(State())

    /// The schema of `type`, or its declaration error, built on first use.
    func schema<Model: FormModel>(for type: Model.Type) throws -> FormSchema {
        let id = ObjectIdentifier(type)
        if let cached = state.withLock({ $0.schemas[id] }) { return try cached.get() }
        let built = try SchemaBuildTrace.building(type) { Self.build(type) }
        let stored = state.withLock { state in
            if let first = state.schemas[id] { return first }
            state.schemas[id] = built
            state.storeCounts[id, default: 0] += 1
            return built
        }
        return try stored.get()
    }

    /// How many times a schema of `type` was stored: once, however many
    /// tasks raced to build it first.
    func buildCount(for type: Any.Type) -> Int {
        state.withLock { $0.storeCounts[ObjectIdentifier(type)] ?? 0 }
    }

    /// Builds the schema of `type` and of its groups; runs the model's code,
    /// so it must never run with the lock held.
    private static func build<Model: FormModel>(_ type: Model.Type) -> Result<FormSchema, FormDeclarationError> {
        do {
            let model = try ModelSchemaBuilder.build(type) { nested in try shared.schema(for: nested).model }
            return .success(FormSchema(model: model))
        } catch let error as FormDeclarationError {
            return .failure(error)
        } catch {
            return .failure(FormDeclarationError(problems: [.notRebuildable(String(describing: type), error)]))
        }
    }
}
