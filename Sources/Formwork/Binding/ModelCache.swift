import Foundation

/// The model a form's values made, and the capture of its source, each
/// kept for the state of the form that made it.
///
/// Building a model runs its `init(from:)` over every property; `validate()`
/// needs the model for the model's own check, and ``ModelForm/model`` is
/// often read right after. Every change of a form's values or source gives
/// the form a new state number (see the observers on ``ModelForm``), unique
/// in the process, and the cache answers only for the state it was filled
/// in: so a cached model is always the one the current values and source
/// make, even when copies of a form, which share the cache, are edited
/// apart. Only a model that was built is kept; a failed build is tried again.
///
/// Each build also reads the source's properties that are not rows through
/// one call of its `encode(to:)`; the source changes far less often than
/// the values, so that capture is kept per source number.
final class ModelCache<Model: Sendable>: @unchecked Sendable {
    // `@unchecked`: the capture holds the source's own property values,
    // which are `Sendable` because the model is, and are only read.
    private struct State {
        var model: (state: UInt64, model: Model)?
        var capture: (source: UInt64, capture: ModelCapture)?
    }

    private let cached = UncheckedLocked(State())

    /// The model cached for `state`, or the one `build` makes, which is then kept.
    func model(for state: UInt64, _ build: () throws -> Model) rethrows -> Model {
        if let cached = cached.withLock({ $0.model }), cached.state == state { return cached.model }
        // Built outside the lock: `init(from:)` is the model's own code.
        let model = try build()
        cached.withLock { $0.model = (state, model) }
        return model
    }

    /// The capture of `source`, numbered `number`, made on first use.
    func capture<Source: Encodable>(of source: Source, number: UInt64) throws -> ModelCapture {
        if let cached = cached.withLock({ $0.capture }), cached.source == number { return cached.capture }
        let capture = try ModelCapture(source)
        cached.withLock { $0.capture = (number, capture) }
        return capture
    }
}

/// A lock around a value that is not `Sendable` by type, for a class that
/// vouches for what it stores.
final class UncheckedLocked<State>: @unchecked Sendable {
    // `@unchecked`: the state is touched only through `Locked`'s lock.
    private struct Box: @unchecked Sendable { var state: State }
    private let locked: Locked<Box>

    init(_ state: State) { locked = Locked(Box(state: state)) }

    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try locked.withLock { try body(&$0.state) }
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
