import Testing

@testable import FormworkTesting

/// Unified diffs written out by hand: `@@ -start,count +start,count @@`,
/// three lines of context, a deletion before an insertion.
struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.unified(from: "a\nb\n", to: "a\nb\n") == "")
    }

    /// Lines 1–3 of both sides (the final newline ends line 3, it is no line).
    @Test func oneChangedLine() {
        #expect(
            LineDiff.unified(from: "top\nuser_name w=359\nage\n", to: "top\nuser_name w=367\nage\n") == """
                @@ -1,3 +1,3 @@
                 top
                -user_name w=359
                +user_name w=367
                 age
                """)
    }

    /// Changes at lines 2 and 18 of 20 leave 15 unchanged lines between
    /// them, more than 2 × 3: two hunks. The first covers lines 1–5, the
    /// second 15–20 (3 lines before 18, 2 after).
    @Test func distantChangesMakeTwoHunks() {
        let old = (1...20).map(String.init)
        var new = old
        new[1] = "two"
        new[17] = "eighteen"
        #expect(
            LineDiff.unified(from: old.joined(separator: "\n"), to: new.joined(separator: "\n")) == """
                @@ -1,5 +1,5 @@
                 1
                -2
                +two
                 3
                 4
                 5
                @@ -15,6 +15,6 @@
                 15
                 16
                 17
                -18
                +eighteen
                 19
                 20
                """)
    }

    /// Changes at b and f have 3 unchanged lines between them (c, d, e),
    /// at most 2 × 3: one hunk from a to i (j is 4 lines after f).
    @Test func nearChangesShareAHunk() {
        #expect(
            LineDiff.unified(from: "a\nb\nc\nd\ne\nf\ng\nh\ni\nj", to: "a\nB\nc\nd\ne\nF\ng\nh\ni\nj") == """
                @@ -1,9 +1,9 @@
                 a
                -b
                +B
                 c
                 d
                 e
                -f
                +F
                 g
                 h
                 i
                """)
    }

    /// An empty side has no lines: its start is 0 and its count 0.
    @Test func insertionIntoAnEmptyText() {
        #expect(LineDiff.unified(from: "", to: "x\n") == "@@ -0,0 +1,1 @@\n+x")
    }

    @Test func deletedLastLine() {
        #expect(LineDiff.unified(from: "a\nb\nc\n", to: "a\nb\n") == "@@ -1,3 +1,2 @@\n a\n b\n-c")
    }

    /// Only the reference ends with a newline: it has an empty second line.
    @Test func aLostFinalNewlineIsADeletedEmptyLine() {
        #expect(LineDiff.unified(from: "a\n", to: "a") == "@@ -1,2 +1,1 @@\n a\n-")
    }

    @Test func aMiddleTooLargeForTheTableIsDeletedThenInserted() {
        let old = (0..<2_001).map { "old \($0)" }
        let new = (0..<2_001).map { "new \($0)" }  // 2002 × 2002 > 4 000 000 cells
        let operations = LineDiff.operations(from: old, to: new)
        #expect(operations == old.map(LineDiff.Operation.deleted) + new.map(LineDiff.Operation.inserted))
    }
}
