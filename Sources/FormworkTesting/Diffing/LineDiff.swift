/// A unified diff of two texts, line by line, as a person reads it in a CI log.
///
/// ```
/// @@ -1,3 +1,3 @@
///  layout compact 375 x 104
/// -user_name (text) x=8 y=8 w=359 h=44
/// +user_name (text) x=8 y=8 w=367 h=44
///  age (number) x=8 y=52 w=359 h=44
/// ```
///
/// Lines are split at `\n` only (a `\r` before it stays in its line), and
/// compared byte for byte: two lines that differ only in a control
/// character, or in the normalization of an accent, differ. When both
/// texts end with a newline it ends their last lines; when only one does, the other lacks an empty last
/// line, shown as a deleted (or inserted) empty line. The edit script is a longest common subsequence of the
/// lines between the common prefix and suffix; on ties a deletion comes
/// before an insertion, so the output is the same on every run. When that
/// middle part is too large for the table (more than `cellLimit` line
/// pairs), it is shown as all deleted, then all inserted: still a correct
/// diff, only not the shortest.
struct LineDiff {
    enum Operation: Equatable {
        case same(String)
        case deleted(String)
        case inserted(String)
    }

    static let cellLimit = 4_000_000

    /// The edit script from `old` to `new`.
    static func operations(from old: [String], to new: [String]) -> [Operation] {
        var prefix = 0
        while prefix < old.count && prefix < new.count && same(old[prefix], new[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && same(old[old.count - 1 - suffix], new[new.count - 1 - suffix])
        { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var result = old[..<prefix].map(Operation.same)
        result += middle(a, b)
        result += old[(old.count - suffix)...].map(Operation.same)
        return result
    }

    private static func middle(_ a: [String], _ b: [String]) -> [Operation] {
        guard !a.isEmpty, !b.isEmpty, (a.count + 1) * (b.count + 1) <= cellLimit else {
            return a.map(Operation.deleted) + b.map(Operation.inserted)
        }
        // lengths[i * width + j]: the longest common subsequence of a[i...] and b[j...].
        let width = b.count + 1
        var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    same(a[i], b[j])
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var result: [Operation] = []
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if same(a[i], b[j]) {
                result.append(.same(a[i]))
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                result.append(.deleted(a[i]))
                i += 1
            } else {
                result.append(.inserted(b[j]))
                j += 1
            }
        }
        result += a[i...].map(Operation.deleted)
        result += b[j...].map(Operation.inserted)
        return result
    }

    /// The hunks of a unified diff with `context` unchanged lines around
    /// each change; empty when the texts are equal.
    static func unified(from old: String, to new: String, context: Int = 3) -> String {
        var oldLines = lines(old), newLines = lines(new)
        if oldLines.last == "" && newLines.last == "" {
            // Both end with a newline: that is not a line of either.
            oldLines.removeLast()
            newLines.removeLast()
        }
        let operations = operations(from: oldLines, to: newLines)
        let changes = operations.indices.filter {
            if case .same = operations[$0] { return false }
            return true
        }
        guard let firstChange = changes.first else { return "" }
        // Lines of each side before each operation, for the hunk headers.
        var oldBefore: [Int] = [], newBefore: [Int] = []
        var oldLine = 0, newLine = 0
        for operation in operations {
            oldBefore.append(oldLine)
            newBefore.append(newLine)
            switch operation {
            case .same: oldLine += 1; newLine += 1
            case .deleted: oldLine += 1
            case .inserted: newLine += 1
            }
        }
        var output: [String] = []
        var groupStart = firstChange, groupEnd = firstChange
        for change in changes.dropFirst().map(Optional.some) + [nil] {
            if let change, change - groupEnd - 1 <= 2 * context {
                groupEnd = change
                continue
            }
            let start = max(0, groupStart - context), end = min(operations.count, groupEnd + context + 1)
            output.append(header(operations[start..<end], oldFrom: oldBefore[start], newFrom: newBefore[start]))
            for operation in operations[start..<end] {
                switch operation {
                case .same(let line): output.append(" " + line)
                case .deleted(let line): output.append("-" + line)
                case .inserted(let line): output.append("+" + line)
                }
            }
            if let change { groupStart = change; groupEnd = change }
        }
        return output.joined(separator: "\n")
    }

    /// `@@ -start,count +start,count @@`, with a start one before the hunk
    /// when its count is zero, as `diff -u` writes it.
    private static func header(_ hunk: ArraySlice<Operation>, oldFrom: Int, newFrom: Int) -> String {
        var oldCount = 0, newCount = 0
        for operation in hunk {
            switch operation {
            case .same: oldCount += 1; newCount += 1
            case .deleted: oldCount += 1
            case .inserted: newCount += 1
            }
        }
        let oldStart = oldCount == 0 ? oldFrom : oldFrom + 1
        let newStart = newCount == 0 ? newFrom : newFrom + 1
        return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"
    }

    /// The lines of `text`, split at each `\n` scalar: `"a\r\nb"` is
    /// `["a\r", "b"]` (a `Character` split would keep `\r\n` whole).
    static func lines(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
    }

    /// Whether two lines hold the same bytes (`==` on `String` is canonical
    /// equivalence: it finds "e\u{301}" and "é" equal).
    static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }
}
