/// How many of the first `n` positions are marked, kept up to date as marks
/// come and go, and as positions are inserted and removed.
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
/// long. Here the marks are bits, 64 to a word, and a Fenwick tree counts
/// the marks of whole words: a count or a mark costs O(log n), and
/// inserting or removing positions (a repeating group's item) shifts the
/// words and rebuilds the tree over them, O(n / 64).
///
/// One array holds the number of positions, the words and the tree, so
/// every copy of a form retains and releases one array here, not three.
struct PrefixCounts: Sendable {
    /// `storage[0]` is the number of positions `n`; then the `w = ⌈n / 64⌉`
    /// words of marks (position `p` is bit `p % 64` of word `p / 64`); then
    /// the tree: `storage[w + i] ` counts the marks of words
    /// `i - lowbit(i) ..< i` (1-based `i`).
    private var storage: [Int]

    /// Counts over `marks`, built in O(n).
    init(_ marks: [Bool]) {
        var words = [UInt64](repeating: 0, count: (marks.count + 63) / 64)
        for (position, marked) in marks.enumerated() where marked { words[position / 64] |= 1 << UInt64(position % 64) }
        self.init(count: marks.count, words: words)
    }

    /// Counts over the first `count` bits of `words`, built in O(words).
    private init(count: Int, words: [UInt64]) {
        var storage = [count]
        storage.reserveCapacity(1 + 2 * words.count)
        for word in words { storage.append(Int(bitPattern: UInt(word))) }
        for word in words { storage.append(word.nonzeroBitCount) }
        let wordCount = words.count
        for index in 1...max(1, wordCount) where index <= wordCount {
            let parent = index + (index & -index)
            if parent <= wordCount { storage[wordCount + parent] += storage[wordCount + index] }
        }
        self.storage = storage
    }

    /// The number of positions.
    private var positions: Int { storage[0] }
    private var wordCount: Int { (storage[0] + 63) / 64 }

    private func word(_ index: Int) -> UInt64 { UInt64(UInt(bitPattern: storage[1 + index])) }

    /// Whether `position` is marked.
    subscript(position: Int) -> Bool { word(position / 64) >> UInt64(position % 64) & 1 == 1 }

    /// The number of marked positions in `0 ..< position`.
    func count(before position: Int) -> Int {
        let words = wordCount, whole = position / 64
        var index = whole, total = 0
        while index > 0 {
            total += storage[words + index]
            index -= index & -index
        }
        let bits = position % 64
        if bits > 0 { total += (word(whole) & (1 << UInt64(bits) - 1)).nonzeroBitCount }
        return total
    }

    /// The number of marked positions in `range`.
    func count(in range: Range<Int>) -> Int {
        count(before: range.upperBound) - count(before: range.lowerBound)
    }

    /// Marks or unmarks `position`.
    mutating func set(_ position: Int, _ marked: Bool) {
        guard self[position] != marked else { return }
        storage[1 + position / 64] ^= Int(bitPattern: UInt(1) << UInt(position % 64))
        let words = wordCount, delta = marked ? 1 : -1
        var index = position / 64 + 1
        while index <= words {
            storage[words + index] += delta
            index += index & -index
        }
    }

    /// Replaces the marks of `range` by `marks`, shifting the later ones:
    /// O(n / 64 + marks), whatever the range.
    mutating func replaceSubrange(_ range: Range<Int>, with marks: [Bool]) {
        var bits = BitRun()
        bits.reserve(positions - range.count + marks.count)
        let first = range.lowerBound / 64
        for index in 0..<first { bits.append(word(index), count: 64) }
        if range.lowerBound % 64 > 0 { bits.append(word(first), count: range.lowerBound % 64) }
        for marked in marks { bits.append(marked ? 1 : 0, count: 1) }
        var position = range.upperBound
        while position < positions {
            let offset = position % 64, taken = min(64 - offset, positions - position)
            bits.append(word(position / 64) >> UInt64(offset), count: taken)
            position += taken
        }
        self = PrefixCounts(count: bits.count, words: bits.words)
    }
}
