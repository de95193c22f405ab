/// The identity of each repeating group item and the model it starts from
/// when a model is built, by group, then by item position.
///
/// A new form's items are the source's own, in its order: item `k` has
/// identity `k` and starts from the source's item `k`. Structural edits
/// move both with their item, so an item keeps its identity and its
/// properties that are not rows wherever it goes.
struct ItemState: Sendable, Equatable {
    var ids: [[Int]]
    /// The identity the next inserted item of each group gets: never reused.
    var nextIDs: [Int]
    var origins: [[ItemOrigin]]

    /// The items of a form whose groups hold the items `shape` counts, as the source holds them.
    init(shape: FormShape, groups: Int) {
        ids = (0..<groups).map { Array(0..<shape.count(ofGroup: $0)) }
        nextIDs = ids.map(\.count)
        origins = ids.map { $0.map(ItemOrigin.source) }
    }

    /// Inserts a new item at `index` of `group`, starting from `origin`.
    mutating func insert(_ origin: ItemOrigin, at index: Int, group: Int) {
        ids[group].insert(nextIDs[group], at: index)
        nextIDs[group] += 1
        origins[group].insert(origin, at: index)
    }

    mutating func remove(at index: Int, group: Int) {
        ids[group].remove(at: index)
        origins[group].remove(at: index)
    }

    mutating func move(from source: Int, to destination: Int, group: Int) {
        ids[group].insert(ids[group].remove(at: source), at: destination)
        origins[group].insert(origins[group].remove(at: source), at: destination)
    }
}
