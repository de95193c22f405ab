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
struct PrefixCounts: Sendable {
    /// `tree[i]` counts the marks in positions `i - lowbit(i) ..< i` (1-based).
    private var tree: [Int]
    private var marks: [Bool]

    /// Counts over `marks`, built in O(n).
    init(_ marks: [Bool]) {
        self.marks = marks
        var tree = [0] + marks.map { $0 ? 1 : 0 }
        var index = 1
        while index < tree.count {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
            index += 1
        }
        self.tree = tree
    }

    /// Whether `position` is marked.
    subscript(position: Int) -> Bool { marks[position] }

    /// The number of marked positions in `0 ..< position`.
    func count(before position: Int) -> Int {
        var index = position, total = 0
        while index > 0 {
            total += tree[index]
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
        guard marks[position] != marked else { return }
        marks[position] = marked
        let delta = marked ? 1 : -1
        var index = position + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
    }
}
