import Formwork

/// A repeating group of 10, 100 and 1,000 items: an edit inside one item
/// beside the same edit in a 10-item group (it should cost the same), then
/// every operation's growth from one size to the next.
enum RepeatingGroupBenchmark {
    static let counts = [10, 100, 1_000]
    static let operations = [
        "build: FormState(Roster.with(n))", "edit in one item (shows/hides a row)",
        "remove + insert an item (middle)",
    ]

    static func run(_ settings: BenchSettings) {
        compareEdits(settings)
        compareStructureEdits(settings)
        print("\n== Repeating group: 3 rows per item, one condition per item (median of samples)")
        var columns: [(rows: Int, medians: [Double])] = []
        var notes: [String] = []
        for count in counts {
            columns.append((count, measure(count, settings, &notes)))
        }
        printTable(columns)
        for note in notes { print("  " + note) }
    }

    /// The edit at 1,000 items against the same edit at 10, sample by sample.
    static func compareEdits(_ settings: BenchSettings) {
        var table = ComparisonTable(title: "Edit in one item: 1,000 items against 10 items", baselineName: "10 items")
        do {
            var large = try ItemEdit(1_000)
            var small = try ItemEdit(10)
            table.add(
                "edit a row its item's condition reads", goal: "≤ 1.5×", settings,
                ours: { blackhole(try large.toggle().appearedKeys.count) },
                baseline: { blackhole(try small.toggle().appearedKeys.count) })
            for (name, edit) in [("1,000 items", large), ("10 items", small)] {
                var edit = edit
                let first = try edit.countOne(), second = try edit.countOne()
                table.note(
                    "\(name): \(max(first.conditions, second.conditions)) condition(s) evaluated per edit; FormChange lists "
                        + (first.exact && second.exact ? "exactly the row that appeared or disappeared" : "NOT exactly the row"))
            }
        } catch {
            table.note("FAILED: \(error)")
        }
        table.print()
    }

    /// Removing and inserting the middle item at 1,000 items against the
    /// same at 10, sample by sample.
    static func compareStructureEdits(_ settings: BenchSettings) {
        var table = ComparisonTable(
            title: "Structure edit: 1,000 items against 10 items", baselineName: "10 items")
        do {
            var large = try MiddleItemEdit(1_000)
            var small = try MiddleItemEdit(10)
            table.add(
                "remove + insert an item in the middle", goal: "≤ 2×", settings,
                ours: { blackhole(try large.removeAndInsert().inserted.insertedSections.count) },
                baseline: { blackhole(try small.removeAndInsert().inserted.insertedSections.count) })
            for (name, edit) in [("1,000 items", large), ("10 items", small)] {
                var edit = edit
                let verdict = try edit.isExact() ? "exactly" : "NOT exactly"
                table.note("\(name): each edit reports \(verdict) the middle item's section, rows and keys")
            }
        } catch {
            table.note("FAILED: \(error)")
        }
        table.print()
    }

    /// The median of each operation on a roster of `count` items, in the order of `operations`.
    static func measure(_ count: Int, _ settings: BenchSettings, _ notes: inout [String]) -> [Double] {
        var medians: [Double] = []
        func figure(_ body: () throws -> Void) {
            do {
                medians.append(median(try Sampler.samples(settings, body)))
            } catch {
                notes.append("\(count) items, \(operations[medians.count]): FAILED: \(error)")
                medians.append(.nan)
            }
        }
        let model = Roster.with(count)
        figure { blackhole(try FormState(model).rows.count) }
        guard var edit = try? ItemEdit(count) else { return operations.map { _ in .nan } }
        figure { blackhole(try edit.toggle().appearedKeys.count) }
        // Removing first keeps a group of 1,000 within its ceiling.
        var form = edit.form
        figure {
            blackhole(try form.removeItem(at: count / 2, fromGroup: "shifts").deletedSections.count)
            blackhole(try form.insertItem(at: count / 2, intoGroup: "shifts").insertedSections.count)
        }
        return medians
    }

    static func printTable(_ columns: [(rows: Int, medians: [Double])]) {
        let label = 40, cell = 11, growth = 16
        var header = Benchmark.padRight("operation", label)
        for column in columns { header += Benchmark.pad("\(column.rows) items", cell) }
        for (previous, next) in zip(columns, columns.dropFirst()) {
            header += Benchmark.pad("\(previous.rows)→\(next.rows)", growth)
        }
        print(header)
        for (index, operation) in operations.enumerated() {
            var line = Benchmark.padRight(operation, label)
            for column in columns { line += Benchmark.pad(Benchmark.duration(column.medians[index]), cell) }
            for (previous, next) in zip(columns, columns.dropFirst()) {
                line += Benchmark.pad(
                    ScaleBenchmark.growthText(previous.medians[index], next.medians[index], previous.rows, next.rows), growth)
            }
            print(line)
        }
        print("  growth: ratio of the two sizes' medians, and the exponent k of items^k (1.00 is linear, 0.00 flat)")
    }
}
