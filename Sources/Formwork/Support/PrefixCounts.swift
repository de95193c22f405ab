/// How many of the first `n` positions are marked, kept up to date as marks
/// come and go (a Fenwick tree).
///
/// ```swift
/// var shown = PrefixCounts([true, false, true, true])
/// shown.count(before: 3)      // 2
/// shown.set(1, true)
/// shown.count(before: 3)      // 3
/// ```
///
/// A row's index among the visible rows is the number of visible rows before
/// it; counting them one by one makes every edit cost as much as the form is
/// long, while this answers, and updates, in O(log n).
///
/// One array holds both the counts and the marks: each entry keeps its
/// count shifted left by one and its position's mark in the low bit, so
/// every copy of a form retains and releases one array here, not two.
struct PrefixCounts: Sendable {
    /// `tree[i] >> 1` counts the marks in positions `i - lowbit(i) ..< i`
    /// (1-based); `tree[i] & 1` is the mark of position `i - 1`.
    private var tree: [Int]

    /// Counts over `marks`, built in O(n).
    init(_ marks: [Bool]) {
        var tree = [0] + marks.map { $0 ? 1 : 0 }
        var index = 1
        while index < tree.count {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
            index += 1
        }
        for (position, marked) in marks.enumerated() { tree[position + 1] = tree[position + 1] << 1 | (marked ? 1 : 0) }
        self.tree = tree
    }

    /// Whether `position` is marked.
    subscript(position: Int) -> Bool { tree[position + 1] & 1 == 1 }

    /// The number of marked positions in `0 ..< position`.
    func count(before position: Int) -> Int {
        var index = position, total = 0
        while index > 0 {
            total += tree[index] >> 1
            index -= index & -index
        }
        return total
    }

    /// The number of marked positions in `range`.
    func count(in range: Range<Int>) -> Int {
        count(before: range.upperBound) - count(before: range.lowerBound)
    }

    /// Marks or unmarks `position`.
    mutating func set(_ position: Int, _ marked: Bool) {
        guard self[position] != marked else { return }
        tree[position + 1] ^= 1
        let delta = marked ? 2 : -2
        var index = position + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// Replaces the marks of `range` by `marks`, shifting the later ones;
    /// O(n) over machine words, with no hashing.
    mutating func replaceSubrange(_ range: Range<Int>, with marks: [Bool]) {
        var all = [Bool]()
        all.reserveCapacity(tree.count - 1 - range.count + marks.count)
        for position in 0..<range.lowerBound { all.append(self[position]) }
        all += marks
        for position in range.upperBound..<(tree.count - 1) { all.append(self[position]) }
        self = PrefixCounts(all)
    }
}
