import FormworkFixtures
import Testing

@testable import Formwork

/// The counts behind every visible index path keep each position's mark in
/// the low bit of its count: each must still read as the marks counted one
/// by one.
@Suite struct PrefixCountsTests {
    @Test func countsAndMarksMatchCountingOneByOneThroughRandomChanges() {
        var generator = SeededGenerator(seed: 5)
        for size in [0, 1, 2, 7, 64, 257] {
            var marks = (0..<size).map { _ in Bool.random(using: &generator) }
            var counts = PrefixCounts(marks)
            for _ in 0..<min(size * 4 + 1, 40) {
                for position in 0...size {
                    #expect(counts.count(before: position) == marks[..<position].filter { $0 }.count, "size \(size)")
                }
                for position in 0..<size { #expect(counts[position] == marks[position], "size \(size)") }
                guard size > 0 else { break }
                let position = Int.random(in: 0..<size, using: &generator)
                let marked = Bool.random(using: &generator)
                counts.set(position, marked)
                marks[position] = marked
            }
            #expect(counts.count(in: 0..<size) == marks.filter { $0 }.count)
        }
    }
}

/// Positions inserted and removed anywhere, across and within words, must
/// leave the counts of the marks as they then stand.
@Suite struct PrefixCountsSplicingTests {
    @Test func countsMatchCountingOneByOneThroughRandomInsertsAndRemoves() {
        var generator = SeededGenerator(seed: 11)
        var marks = (0..<70).map { _ in Bool.random(using: &generator) }
        var counts = PrefixCounts(marks)
        for _ in 0..<200 {
            let start = Int.random(in: 0...marks.count, using: &generator)
            let end = Int.random(in: start...min(marks.count, start + 70), using: &generator)
            let inserted = (0..<Int.random(in: 0...70, using: &generator)).map { _ in Bool.random(using: &generator) }
            counts.replaceSubrange(start..<end, with: inserted)
            marks.replaceSubrange(start..<end, with: inserted)
            for position in 0...marks.count {
                #expect(counts.count(before: position) == marks[..<position].filter { $0 }.count)
            }
            for position in marks.indices { #expect(counts[position] == marks[position]) }
            if !marks.isEmpty {
                let position = Int.random(in: 0..<marks.count, using: &generator)
                marks[position].toggle()
                counts.set(position, marks[position])
            }
        }
    }
}
