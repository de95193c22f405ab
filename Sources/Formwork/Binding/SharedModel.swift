import Foundation

/// A form's source model held by reference, with the model the form's
/// values made from it, kept for the state of the form that made it.
///
/// Held by reference so that copying the form costs one retain, whatever
/// the model's size: a model stored inline in ``ModelForm`` made every copy
/// of the form retain each of the model's wrappers, and a form of 1,000
/// rows copied once per row (a closure capturing the form, a candidate form
/// per pass) cost O(rows²). The source is immutable; a new source gets a
/// new box, and with it an empty cache.
///
/// Building a model runs its `init(from:)` over every property; `validate()`
/// needs the model for the model's own check, and ``ModelForm/model`` is
/// often read right after. Every change of a form's values or source gives
/// the form a new state number (see the observers on ``ModelForm``), unique
/// in the process, and the cache answers only for the state it was filled
/// in: so a cached model is always the one the current values and source
/// make, even when copies of a form, which share the box, are edited apart.
/// Only a model that was built is kept; a failed build is tried again.
///
/// Each build also reads the source's properties that are not rows through
/// one call of its `encode(to:)`; that capture depends on the source alone,
/// so it is kept for the life of the box.
///
/// One object and one lock per source: the cache was three objects of its
/// own, each with generic metadata to look up, on every form made.
final class SharedModel<Model: Sendable>: @unchecked Sendable {
    // `@unchecked`: `built` and `capture` are touched only under `lock`;
    // the capture holds the source's own property values, which are
    // `Sendable` because the model is, and are only read.
    let model: Model
    private let lock = Locked<Int>(0)
    /// The model last built, boxed with the state it was built for: a hit
    /// copies one reference under the lock, and the model outside it.
    private var built: BuiltModel<Model>?
    private var capture: ModelCapture?
    /// How many models were built from this source (not counting refused builds), for tests.
    private var builds = 0
    var buildCount: Int { lock.withLock { _ in builds } }

    init(_ model: Model) { self.model = model }

    /// The model cached for `state`, or the one `build` makes from the
    /// source and its capture, which is then kept. A model written in place
    /// (see ``FormBuilding/storedProperties``) needs no capture: none is made.
    ///
    /// `values` are the form's values in `state`. A model built in place
    /// throughout is built from the last model kept instead, when there is
    /// one: `update` writes into it the rows whose values differ from those
    /// it was built from, so a build after one edit writes one row.
    func model(
        for state: UInt64, values: [FormValue], schema: ModelSchema, _ build: (Model, ModelCapture?) throws -> Model,
        update: (_ previous: Model, _ builtFrom: [FormValue]) throws -> Model
    ) throws -> Model where Model: Encodable {
        // A hit (the model of an unchanged form) copies one reference under
        // the lock: a (state, model) tuple was copied whole, twice, through
        // generic witnesses.
        let last = lock.withLock { _ in built }
        if let last, last.state == state { return last.model }
        if let last, schema.buildsInPlaceThroughout, last.values.count == values.count {
            let made = try update(last.model, last.values)
            keep(BuiltModel(state: state, model: made, values: values), capture: nil)
            return made
        }
        // Built outside the lock: `encode(to:)` and `init(from:)` are the model's own code.
        let sourceCapture =
            schema.buildsFromStoredProperties
            ? nil : try lock.withLock { _ in capture } ?? ModelCapture(model, schema: schema)
        let made = try build(model, sourceCapture)
        keep(BuiltModel(state: state, model: made, values: values), capture: sourceCapture)
        return made
    }

    private func keep(_ box: BuiltModel<Model>, capture sourceCapture: ModelCapture?) {
        lock.withLock { _ in
            built = box
            builds += 1
            if let sourceCapture { capture = sourceCapture }
        }
    }
}

/// A model built from a form's values, with the state of the form it was
/// built for and those values; immutable, so it is read outside the
/// cache's lock.
final class BuiltModel<Model: Sendable>: Sendable {
    let state: UInt64
    let model: Model
    let values: [FormValue]

    init(state: UInt64, model: Model, values: [FormValue]) {
        self.state = state
        self.model = model
        self.values = values
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
