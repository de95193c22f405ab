import Foundation

/// The schemas being built by the current task or thread, to catch a model
/// whose own code asks for a form of a type still being built.
///
/// A schema is built from `Model()`. When `Node.init()` makes
/// `FormState(self)`, building the form of `Node` runs `Node()`, which asks
/// for the form of `Node` again, and so on until the stack overflows. The
/// trace sees `Node` already being built on this task, and the inner request
/// throws a ``FormDeclarationError`` instead; every build in the cycle
/// fails with the same error, so the outer request reports it too, even
/// when the model's code swallowed the inner one with `try?`.
///
/// The trace is a task-local value: builds on other tasks and threads,
/// even of the same type, are not mistaken for re-entrance.
enum SchemaBuildTrace {
    /// One build in progress; remembers a cycle found while it ran.
    final class Frame: Sendable {
        let id: ObjectIdentifier
        let typeName: String
        private let cycle = Locked<FormDeclarationError?>(nil)

        init(id: ObjectIdentifier, typeName: String) {
            self.id = id
            self.typeName = typeName
        }

        var failure: FormDeclarationError? { cycle.withLock { $0 } }

        func fail(_ error: FormDeclarationError) {
            cycle.withLock { if $0 == nil { $0 = error } }
        }
    }

    /// Outermost first.
    @TaskLocal static var active: [Frame] = []

    /// Runs `build` for `type`, or throws when `type` is already being built
    /// on this task. A build that a cycle passed through returns the cycle's
    /// error, whatever `build` returned.
    static func building<Model>(
        _ type: Model.Type, _ build: () -> Result<FormSchema, FormDeclarationError>
    ) throws(FormDeclarationError) -> Result<FormSchema, FormDeclarationError> {
        let id = ObjectIdentifier(type)
        let stack = active
        if let start = stack.firstIndex(where: { $0.id == id }) {
            let chain = stack[start...].map(\.typeName) + [stack[start].typeName]
            let error = FormDeclarationError(problems: [.recursiveForm(stack[start].typeName, chain)])
            for frame in stack[start...] { frame.fail(error) }
            throw error
        }
        let frame = Frame(id: id, typeName: String(describing: type))
        let result = $active.withValue(stack + [frame]) { build() }
        return frame.failure.map { .failure($0) } ?? result
    }
}
