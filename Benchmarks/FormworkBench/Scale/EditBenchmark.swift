import Formwork

/// One edit on a 1,000-row form with 500 conditions against the same edit
/// on a 30-row form (15 conditions): an edit should cost what it affects,
/// shown by time and by the conditions it evaluates.
enum EditBenchmark {
    static func run(_ settings: BenchSettings) {
        var table = ComparisonTable(title: "One edit: 1,000 rows / 500 conditions against 30 rows", baselineName: "30 rows")
        do {
            var large = ToggleEdit(try FormState(Scale1000()))
            var small = ToggleEdit(try FormState(Scale30()))
            table.add(
                "edit a row one condition reads", goal: "≤ 1.5×", settings,
                ours: { blackhole(try large.toggle().appearedKeys.count) },
                baseline: { blackhole(try small.toggle().appearedKeys.count) })
            var largeText = try FormState(Scale1000())
            var smallText = try FormState(Scale30())
            var pass = 0
            table.add(
                "edit a row no condition reads", goal: "≤ 1.5×", settings,
                ours: {
                    pass += 1
                    blackhole(try largeText.setText(pass % 2 == 0 ? "a" : "b", for: Scale1000.dependentKey).changedKeys)
                },
                baseline: {
                    pass += 1
                    blackhole(try smallText.setText(pass % 2 == 0 ? "a" : "b", for: Scale30.dependentKey).changedKeys)
                })
            for (name, counts) in [("1,000 rows", try counters(&large)), ("30 rows", try counters(&small))] {
                table.note(
                    "\(name): \(counts.conditions) condition(s) evaluated per edit; FormChange lists exactly the row "
                        + (counts.exact ? "that appeared or disappeared" : "— NO, it does not"))
            }
        } catch {
            table.note("FAILED: \(error)")
        }
        table.print()
    }

    /// The conditions one edit evaluated (the most over two edits, one
    /// hiding and one showing), and whether both changes were exact.
    static func counters<Model>(_ edit: inout ToggleEdit<Model>) throws -> (conditions: Int, exact: Bool) {
        let first = try edit.countOne(), second = try edit.countOne()
        return (max(first.conditions, second.conditions), first.exact && second.exact)
    }
}
