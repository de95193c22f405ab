/// Tells whether a model type checks itself: whether its
/// ``FormModel/validate()`` is the default one, which finds nothing.
///
/// A form whose model finds nothing and is built in place need not build
/// the model to validate. A conformance keeps one `validate()` for the
/// type's life, so calling it once on `Model()` under a probe tells which
/// it is: the default notes that it ran for the probed type. A nested
/// model's default, called from the type's own `validate()`, is another
/// type and notes nothing.
enum DefaultValidation {
    /// Set only around the one call of a type's `validate()` that probes it.
    private final class Probe: @unchecked Sendable {
        // `@unchecked`: written only by the call it wraps, on its own task.
        let type: ObjectIdentifier
        var ran = false

        init(_ type: ObjectIdentifier) { self.type = type }
    }

    @TaskLocal private static var probe: Probe?

    /// Called by the default `validate()`.
    static func ran<Model>(for type: Model.Type) {
        if let probe, probe.type == ObjectIdentifier(type) { probe.ran = true }
    }

    /// Whether `Model`'s `validate()` is the default, found by calling it on `sample`.
    static func isDefault<Model: FormModel>(_ sample: Model) -> Bool {
        let probe = Probe(ObjectIdentifier(Model.self))
        $probe.withValue(probe) { _ = sample.validate() }
        return probe.ran
    }
}
