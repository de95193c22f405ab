/// The items of a repeating group before and after a typed edit, matched
/// through the difference of their row values.
///
/// A removal the difference associates with an insertion is a move. A
/// removal and an insertion that stand between the same kept items (as
/// many kept items before each) are one item edited in place, and keep its
/// identity. Every other removal and insertion is an item removed or added.
struct ItemMatch {
    /// Each removal's old offset, and the new offset of the item it became, if any.
    private var removed: [(offset: Int, becomes: Int?)] = []
    /// Each insertion's new offset, and whether a removed item became it.
    private var inserted: [(offset: Int, isKept: Bool)] = []
    private(set) var changes: [FormChange.ListChange] = []
    /// The raw value of the `FormGroup.ItemEditing` the edit needs.
    private(set) var actions = 0

    init(_ difference: CollectionDifference<[FormValue]>, key: String) {
        var removals: [(offset: Int, movedTo: Int?)] = [], insertions: [(offset: Int, isMove: Bool)] = []
        for change in difference {
            switch change {
            case .remove(let offset, _, let moved): removals.append((offset, moved))
            case .insert(let offset, _, let moved): insertions.append((offset, moved != nil))
            }
        }
        removals.sort { $0.offset < $1.offset }
        insertions.sort { $0.offset < $1.offset }
        // The kept items before a change: its offset less the changes of its side before it.
        var replaced: [Int: Int] = [:]
        var unmatched = Dictionary(
            grouping: insertions.enumerated().filter { !$0.element.isMove }, by: { $0.element.offset - $0.offset }
        ).mapValues { $0.map(\.element.offset) }
        for (position, removal) in removals.enumerated() where removal.movedTo == nil {
            let gap = removal.offset - position
            guard var candidates = unmatched[gap], !candidates.isEmpty else { continue }
            replaced[removal.offset] = candidates.removeFirst()
            unmatched[gap] = candidates
        }
        let replacing = Set(replaced.values)
        removed = removals.map { ($0.offset, $0.movedTo ?? replaced[$0.offset]) }
        inserted = insertions.map { ($0.offset, $0.isMove || replacing.contains($0.offset)) }
        for removal in removals where replaced[removal.offset] == nil {
            changes.append(
                removal.movedTo.map { .moved(key: key, from: removal.offset, to: $0) }
                    ?? .removed(key: key, index: removal.offset))
            actions |= removal.movedTo == nil ? RepeatingOptions.deleteBit : RepeatingOptions.moveBit
        }
        for insertion in inserted where !insertion.isKept {
            changes.append(.inserted(key: key, index: insertion.offset))
            actions |= RepeatingOptions.addBit
        }
    }

    /// The identities after the edit, given those before it; new items take `next` onwards.
    func ids(from old: [Int], next: inout Int) -> [Int] {
        var ids = old
        var kept: [Int: Int] = [:]
        for (offset, becomes) in removed.reversed() {
            let id = ids.remove(at: offset)
            if let becomes { kept[becomes] = id }
        }
        for (offset, _) in inserted {
            if let id = kept[offset] {
                ids.insert(id, at: offset)
            } else {
                ids.insert(next, at: offset)
                next += 1
            }
        }
        return ids
    }
}
