import Foundation

/// A form's source model held by reference, with the model the form's
/// values made from it, kept for the state of the form that made it.
///
/// Held by reference so that copying the form costs one retain, whatever
/// the model's size: a model stored inline in ``FormState`` would make
/// every copy of the form retain each of the model's wrappers, and work
/// that copies the form once per row (a closure capturing the form, a
/// candidate form per pass) would cost O(rows²). The source is immutable;
/// a new source gets a new box, and with it an empty cache.
///
/// Building a model runs its `init(from:)` over every property; `validate()`
/// needs the model for the model's own check, and ``FormState/model`` is
/// often read right after. Every change of a form's values or source gives
/// the form a new state number (see the observers on ``FormState``), unique
/// in the process, and the cache answers only for the state it was filled
/// in: so a cached model is always the one the current values and source
/// make, even when copies of a form, which share the box, are edited apart.
/// Only a model that was built is kept; a failed build is tried again.
///
/// Each build also reads the source's properties that are not rows through
/// one call of its `encode(to:)`; that capture depends on the source alone,
/// so it is kept for the life of the box.
///
/// One object per source, guarded by one of ``ModelLocks`` rather than a
/// lock of its own: making a form makes this one object for its cache, and
/// no further generic objects to look up or lock to set up and tear down.
@usableFromInline
final class SharedModel<Model: Sendable>: @unchecked Sendable {
    // `@unchecked`: `built` and `capture` are touched only under `lock`;
    // the capture holds the source's own property values, which are
    // `Sendable` because the model is, and are only read.
    let model: Model
    /// Guards `built`, `capture` and `builds`.
    private var lock: PlatformLock { ModelLocks.lock(for: self) }
    /// The model last built, boxed with the state and values it was built
    /// for: a `BuiltModel<Model>`, held as its non-generic base so that
    /// taking it out of the cache looks up no `Optional<BuiltModel<Model>>`.
    private var built: BuiltState?
    private var capture: ModelCapture?
    /// How many models were built from this source (not counting refused builds), for tests.
    private var builds = 0
    var buildCount: Int { lock.withLock { builds } }

    /// Takes `model` as it is handed over: a model's copy retains each of
    /// its wrappers' references.
    @usableFromInline
    init(_ model: consuming Model) { self.model = model }

    /// The model cached for `state`, or the one `build` makes from the
    /// source and its capture, which is then kept. A model written in place
    /// (see ``FormBuilding/storedProperties``) needs no capture: none is made.
    ///
    /// `values` are the form's values in `state`. A model built in place
    /// throughout is built from the last model kept instead, when there is
    /// one: `update` writes into it the rows whose values differ from those
    /// it was built from, so a build after one edit writes one row.
    func model(
        for state: FormStateNumber, values: [FormValue], schema: ModelSchema, _ build: (Model, ModelCapture?) throws -> Model,
        update: (_ model: inout Model, _ builtFrom: [FormValue]) throws -> Void
    ) throws -> Model where Model: Encodable {
        if let hit = cached(for: state) { return hit.model }
        if schema.buildsInPlaceThroughout, let made = try updated(for: state, values: values, update) { return made.model }
        // Built outside the lock: `encode(to:)` and `init(from:)` are the model's own code.
        let sourceCapture =
            schema.buildsFromStoredProperties
            ? nil : try lock.withLock { capture } ?? ModelCapture(model, schema: schema)
        let made = try build(model, sourceCapture)
        keep(BuiltModel(state: state, model: made, values: values), capture: sourceCapture)
        return made
    }

    /// The box of the model kept for `state`. The model is copied out of it
    /// after the lock is let go, straight into the caller's result (a copy
    /// made under the lock and handed back as a `Model?` would be moved
    /// twice more, the whole struct each time): while the box is held here, the
    /// build that takes it out of the cache finds it shared and leaves its
    /// model alone (see ``updated(for:values:_:)``).
    func cached(for state: FormStateNumber) -> BuiltModel<Model>? {
        let box = lock.withLock { () -> BuiltState? in
            guard let box = built, box.state == state else { return nil }
            return box
        }
        return box.map { unsafeDowncast($0, to: BuiltModel<Model>.self) }
    }

    /// The model for `state` made from the last one kept, or `nil` when none is.
    ///
    /// The kept box is taken out of the cache under the lock, so from then
    /// on no one else can find it; when no reader still holds it (see
    /// ``cached(for:)``), its model is updated where it lies: no copy of the
    /// model and no release of the old one. A build that throws keeps
    /// nothing: a half-written model is never kept.
    private func updated(
        for state: FormStateNumber, values: [FormValue], _ update: (inout Model, [FormValue]) throws -> Void
    ) throws -> BuiltModel<Model>? {
        guard
            let box = lock.withLock({
                defer { built = nil }
                return built
            })
        else { return nil }
        var kept = unsafeDowncast(consume box, to: BuiltModel<Model>.self)
        // A reader copying the model out still holds the box: build anew.
        guard isKnownUniquelyReferenced(&kept) else { return nil }
        let builtFrom = kept.values
        try update(&kept.model, builtFrom)
        kept.state = state
        kept.values = values
        // Held until the caller has copied its model: a build that takes it
        // out of the cache meanwhile finds it shared.
        keep(kept, capture: nil)
        return kept
    }

    /// Keeps `box`, and `sourceCapture` when given. What they replace is
    /// released after the lock is let go: releasing a model runs the
    /// `deinit`s of whatever it holds, which may read another form's model,
    /// whose box may share this lock.
    private func keep(_ box: BuiltState, capture sourceCapture: ModelCapture?) {
        let replaced = lock.withLock { () -> (BuiltState?, ModelCapture?) in
            let replaced = (built, sourceCapture == nil ? nil : capture)
            built = box
            builds += 1
            if let sourceCapture { capture = sourceCapture }
            return replaced
        }
        withExtendedLifetime(replaced) {}
    }
}

/// The locks guarding the caches of ``SharedModel`` boxes, each box's
/// chosen by its address, so that making a form allocates, initialises
/// and destroys no lock. A lock is held only to read or write a box's
/// fields, and nothing that can take another lock runs while it is held,
/// so boxes that share one wait on each other at most for that long.
enum ModelLocks {
    private static let locks = (0..<64).map { _ in PlatformLock() }

    static func lock(for box: AnyObject) -> PlatformLock {
        // Heap objects are 16-byte aligned: the bits above that pick the lock.
        locks[Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(box)) >> 4) & 63]
    }
}

/// The state of a form a kept model was built for, and the form's values
/// then.
///
/// Its state is read under the cache's lock, and its model by whoever
/// found it there and holds it; it is changed only by the one that took it
/// out of the cache under the lock and holds it alone (`@unchecked` for that
/// reason).
class BuiltState: @unchecked Sendable {
    var state: FormStateNumber
    var values: [FormValue]

    init(state: FormStateNumber, values: [FormValue]) {
        self.state = state
        self.values = values
    }
}

/// A model built from a form's values, with the state and values it was built for.
final class BuiltModel<Model: Sendable>: BuiltState, @unchecked Sendable {
    var model: Model

    init(state: FormStateNumber, model: Model, values: [FormValue]) {
        self.model = model
        super.init(state: state, values: values)
    }
}

/// Numbers the states of every form in the process: the cache key of the
/// model a form's values and source make.
///
/// A number is a block, drawn under a lock and never drawn twice, and a
/// step within it. A form is made in ``initial``, which only its own new
/// box is asked for, and draws a block at an edit when its ``FormLineage``
/// is shared (a copy of the form exists, or it has made no edit yet);
/// otherwise an edit takes the next step of its block, with no lock. So a
/// block is only ever stepped by one form at a time, and two forms (or
/// copies) never share a number unless one is an unchanged copy of the
/// other. So an edit of a form no one shares takes no lock and no check of
/// exclusive access.
struct FormStateNumber: Equatable, Sendable {
    private let block: UInt64
    private var step: UInt64 = 0

    private static let lastBlock = Locked<UInt64>(0)

    private init(block: UInt64) { self.block = block }

    /// The state a form is made in, in a box of its own (block 0, never
    /// drawn): its first change, which finds no lineage, draws a block.
    static let initial = FormStateNumber(block: 0)

    /// A number no state has had before, starting a block of its own.
    static func fresh() -> FormStateNumber {
        let block = lastBlock.withLock { last in
            last &+= 1
            return last
        }
        return FormStateNumber(block: block)
    }

    /// The number of the next state of the form holding `lineage`.
    mutating func advance(_ lineage: inout FormLineage?) {
        if isKnownUniquelyReferenced(&lineage) {
            step &+= 1
        } else {
            lineage = FormLineage()
            self = .fresh()
        }
    }
}

/// Held by a form and its copies alike: a form that holds its lineage alone
/// has no copy that could step its block of state numbers.
final class FormLineage: Sendable {}
