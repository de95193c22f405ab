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
        /// The schemas of forms whose repeating groups hold items, most
        /// recently used last, a few per type.
        var shaped: [ObjectIdentifier: [FormSchema]] = [:]
    }

    /// How many schemas of other shapes are kept per type: enough for a
    /// form being edited and a few bodies read beside it.
    static let shapesKept = 8

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

    /// The schema of `type`'s form whose repeating groups hold the items
    /// `shape` counts; the empty shape's is ``schema(for:)``'s.
    func schema<Model: FormModel>(for type: Model.Type, shape: FormShape) throws -> FormSchema {
        let plain = try schema(for: type)
        guard shape != .empty else { return plain }
        let id = ObjectIdentifier(type)
        let kept = state.withLock { state -> FormSchema? in
            guard var list = state.shaped[id], let position = list.firstIndex(where: { $0.shape == shape }) else { return nil }
            list.append(list.remove(at: position))
            state.shaped[id] = list
            return list.last
        }
        if let kept { return kept }
        let built = FormSchema(model: plain.model, shape: shape)
        // Another thread may have built the same shape meanwhile: the first
        // one kept is returned to both, so forms of one shape share one schema.
        return state.withLock { state in
            var list = state.shaped[id, default: []]
            if let position = list.firstIndex(where: { $0.shape == shape }) {
                let first = list.remove(at: position)
                list.append(first)
                state.shaped[id] = list
                return first
            }
            list.append(built)
            if list.count > Self.shapesKept { list.removeFirst() }
            state.shaped[id] = list
            return built
        }
    }
}
