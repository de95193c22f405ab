import Foundation

/// The model a form's values made, kept for the state of the form that made it.
///
/// Building a model runs its `init(from:)` over every property; `validate()`
/// needs the model for the model's own check, and ``ModelForm/model`` is
/// often read right after. Every change of a form's values or source gives
/// the form a new state number (see the observers on ``ModelForm``), unique
/// in the process, and the cache answers only for the state it was filled
/// in: so a cached model is always the one the current values and source
/// make, even when copies of a form, which share the cache, are edited
/// apart. Only a model that was built is kept; a failed build is tried again.
final class ModelCache<Model: Sendable>: Sendable {
    private let built = Locked<(state: UInt64, model: Model)?>(nil)

    /// The model cached for `state`, or the one `build` makes, which is then kept.
    func model(for state: UInt64, _ build: () throws -> Model) rethrows -> Model {
        if let cached = built.withLock({ $0 }), cached.state == state { return cached.model }
        // Built outside the lock: `init(from:)` is the model's own code.
        let model = try build()
        built.withLock { $0 = (state, model) }
        return model
    }
}

/// Numbers the states of every form in the process.
///
/// A number is never given twice, so two forms (or two copies of one form)
/// never share a state number unless one is an unchanged copy of the other.
/// Taking one is a lock and an increment: cheap enough for every edit.
enum FormStateNumber {
    private static let last = Locked<UInt64>(0)

    /// A number no state has had before.
    static func next() -> UInt64 {
        last.withLock {
            $0 &+= 1
            return $0
        }
    }
}

/// The capture of a form's source, kept until the source changes.
///
/// Every build of the model reads the source's properties that are not
/// rows through one call of its `encode(to:)`; the source changes far less
/// often than the values, so the capture is made once per source (see the
/// observer on ``ModelForm/source``).
final class SourceCapture: @unchecked Sendable {
    // `@unchecked`: the capture holds the source's own property values,
    // which are `Sendable` because the model is; they are only read.
    private let captured = Locked<CapturedBox?>(nil)

    private struct CapturedBox: @unchecked Sendable {
        let capture: ModelCapture
    }

    /// The capture of `source`, made on first use.
    func capture<Model: Encodable>(of source: Model) throws -> ModelCapture {
        if let box = captured.withLock({ $0 }) { return box.capture }
        let capture = try ModelCapture(source)
        captured.withLock { $0 = CapturedBox(capture: capture) }
        return capture
    }
}
