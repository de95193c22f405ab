import Formwork

/// Making a form and writing it back for ``ExpenseClaim``, a shape the
/// round trip was not tuned for, and its `.storedProperties` twin, beside
/// hand-written code doing the same. The hand-written code is also the
/// limit: nothing does the same work with less.
enum RoundTripShapes {
    static func run(_ settings: BenchSettings) {
        var table = ComparisonTable(
            title: "Round trip of a new shape: ExpenseClaim, 14 rows (the hand-written baseline is the limit)",
            baselineName: "by hand")
        add(ExpenseClaim.self, ".decoding", editsGoal: "none", &table, settings)
        add(StoredExpenseClaim.self, ".storedProperties", editsGoal: "≤ 5×", &table, settings)
        table.print()
    }

    /// `FormState(Model())` beside the values built by hand, and ten edits
    /// and `form.model` beside ten assignments and the struct built, after
    /// checking that both sides end with the same values and model.
    private static func add<Model: ExpenseClaimModel>(
        _ type: Model.Type, _ label: String, editsGoal: String, _ table: inout ComparisonTable, _ settings: BenchSettings
    ) {
        guard var form = checkSameWork(Model.self, label, &table) else { return }
        table.add(
            "make a form of a new model (\(label))", goal: "≤ 5×", settings,
            ours: { blackhole(try FormState(Model())) },
            baseline: { blackhole(ExpenseByHand.values(PlainExpenseClaim())) })
        var plain = PlainExpenseClaim()
        var pass = 0
        table.add(
            "10 edits + form.model (\(label))", goal: editsGoal, settings,
            ours: {
                pass += 1
                for edit in ExpenseByHand.edits[pass % 2].texts {
                    blackhole(try form.setText(edit.text, for: edit.key).changedKeys.count)
                }
                blackhole(try form.model)
            },
            baseline: {
                pass += 1
                ExpenseByHand.edits[pass % 2].assign(to: &plain)
                blackhole(ExpenseByHand.model(ExpenseByHand.values(plain), reference: plain.reference))
            })
    }

    /// A form of `Model()`, after checking that it shows the values built
    /// by hand, and that after each set of edits its values and model are
    /// the hand-edited struct's; `nil`, with a note, when they are not.
    private static func checkSameWork<Model: ExpenseClaimModel>(
        _ type: Model.Type, _ label: String, _ table: inout ComparisonTable
    ) -> FormState<Model>? {
        do {
            var form = try FormState(Model())
            var plain = PlainExpenseClaim()
            guard form.allRows.map(\.value) == ExpenseByHand.values(plain) else {
                table.note("MISMATCH (\(label)): a new form's values are not the ones built by hand")
                return nil
            }
            for set in [0, 1, 0] {
                for edit in ExpenseByHand.edits[set].texts { try form.setText(edit.text, for: edit.key) }
                ExpenseByHand.edits[set].assign(to: &plain)
                let built = ExpenseByHand.model(ExpenseByHand.values(plain), reference: plain.reference)
                guard form.allRows.map(\.value) == ExpenseByHand.values(plain), try form.model.plain == plain,
                    built == plain
                else {
                    table.note("MISMATCH (\(label)): after edit set \(set) the form and the hand-edited struct differ")
                    return nil
                }
            }
            return form
        } catch {
            table.note("FAILED to check \(Model.self): \(error)")
            return nil
        }
    }
}
