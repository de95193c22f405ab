import Foundation

/// The model a form's values made, kept until the values or the source change.
///
/// Building a model runs its `init(from:)` over every property; `validate()`
/// needs the model for the model's own check, and ``ModelForm/model`` is
/// often read right after. A form keeps one cache per state: every change
/// of its values or of its source gives the form a new, empty cache (see
/// the observers on ``ModelForm``), so a cached model is always the one the
/// current values and source make. Copies of a form share a cache only
/// while neither has changed, which is exactly when their models are equal.
/// Only a model that was built is kept; a failed build is tried again.
final class ModelCache<Model: Sendable>: Sendable {
    private let built = Locked<Model?>(nil)

    /// The cached model, or the one `build` makes, which is then kept.
    func model(_ build: () throws -> Model) rethrows -> Model {
        if let model = built.withLock({ $0 }) { return model }
        // Built outside the lock: `init(from:)` is the model's own code.
        let model = try build()
        built.withLock { $0 = model }
        return model
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
