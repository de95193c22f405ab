import Formwork

/// A form's life in an app, step by step, beside hand-written code doing
/// the same: construct the model, make a form, 20 edits, validate, and the
/// model back.
enum RoundTripBenchmark {
    /// 20 edits of eight rows; two sets of texts, alternated, so that every
    /// edit changes its row.
    static let edits: [[(key: String, text: String)]] = [0, 1].map { set in
        let rows: [(String, [String])] = [
            ("user_name", ["Ada King", "Ada Lovelace"]), ("age", ["37", "36"]),
            ("email", ["ada@king.example", "ada@example.com"]), ("phone", ["+44 20 7946 0001", "+44 20 7946 0000"]),
            ("about_me", ["Wrote programs.", "Wrote the first program."]), ("address.street", ["2 Loop", "1 Loop"]),
            ("address.city", ["London", "Cupertino"]), ("address.country", ["GB", "US"]),
        ]
        return (0..<20).map { index in (rows[index % rows.count].0, rows[index % rows.count].1[set]) }
    }

    static func run(_ settings: BenchSettings) {
        runCheckedProfile(settings)
        RoundTripShapes.run(settings)
    }

    /// The steps for ``CheckedProfile``, the shape the round trip was tuned on.
    private static func runCheckedProfile(_ settings: BenchSettings) {
        var table = ComparisonTable(
            title: "Round trip in the app: CheckedProfile, 13 rows (the hand-written baseline is the limit)",
            baselineName: "by hand")
        checkSameWork(&table)
        table.add(
            "construct: CheckedProfile() vs plain struct", goal: "≤ 5×", settings,
            ours: { blackhole(CheckedProfile()) }, baseline: { blackhole(PlainProfile()) })
        guard let (form, plain) = addMakeAndEdits(CheckedProfile.self, variant: nil, &table, settings) else {
            return table.print()
        }
        table.add(
            "validate() vs the same four checks", goal: "≤ 5×", settings,
            ours: { blackhole(form.validate().count) }, baseline: { blackhole(HandWritten.validate(plain).count) })
        let values = HandWritten.values(plain)
        table.add(
            "form.model vs building the struct", goal: "≤ 5×", settings,
            ours: { blackhole(try form.model) }, baseline: { blackhole(HandWritten.model(values, serverID: plain.serverID)) })
        addAllFiveSteps(CheckedProfile.self, variant: nil, &table, settings)
        addBuilding(&table, settings)
        table.print()
    }

    /// Making a form of `Model()` and 20 edits of it, beside building the
    /// values and assigning them by hand; the form and the plain struct as
    /// the edits leave them, or `nil` when `Model` makes no form. `variant`
    /// names the model's building in the figures' names (`nil`: the default).
    static func addMakeAndEdits<Model: FormModel>(
        _ type: Model.Type, variant: String?, _ table: inout ComparisonTable, _ settings: BenchSettings
    ) -> (FormState<Model>, PlainProfile)? {
        guard var form = try? FormState(Model()) else {
            table.note("FAILED: \(Model.self) does not make a form")
            return nil
        }
        var plain = PlainProfile()
        let model = Model()
        table.add(
            variant.map { "make a form (\($0))" } ?? "make a form: FormState(model) vs values", goal: "≤ 5×", settings,
            ours: { blackhole(try FormState(model)) }, baseline: { blackhole(HandWritten.values(plain)) })
        var pass = 0
        table.add(
            variant.map { "20 edits (\($0))" } ?? "20 edits: setText vs assignments", goal: "≤ 5×", settings,
            ours: {
                pass += 1
                for edit in edits[pass % 2] { blackhole(try form.setText(edit.text, for: edit.key).changedKeys.count) }
            },
            baseline: {
                pass += 1
                for edit in edits[pass % 2] { HandWritten.edit(&plain, edit.key, edit.text) }
                blackhole(plain.age)
            })
        return (form, plain)
    }

    /// The five steps one after the other, from a new `Model()`, beside the
    /// same steps by hand.
    static func addAllFiveSteps<Model: FormModel>(
        _ type: Model.Type, variant: String?, _ table: inout ComparisonTable, _ settings: BenchSettings
    ) {
        table.add(
            variant.map { "all five steps (\($0))" } ?? "all five steps", goal: "≤ 5×", settings,
            ours: {
                var form = try FormState(Model())
                for edit in edits[0] { blackhole(try form.setText(edit.text, for: edit.key).changedKeys.count) }
                blackhole(form.validate().count)
                blackhole(try form.model)
            },
            baseline: {
                var state = PlainProfile()
                blackhole(HandWritten.values(state))
                for edit in edits[0] { HandWritten.edit(&state, edit.key, edit.text) }
                blackhole(HandWritten.validate(state).count)
                blackhole(HandWritten.model(HandWritten.values(state), serverID: state.serverID))
            })
    }

    /// Checks that both sides find the same errors on the same bad input
    /// and end with the same values, so the figures compare the same work.
    static func checkSameWork(_ table: inout ComparisonTable) {
        do {
            var form = try FormState(CheckedProfile())
            var plain = PlainProfile()
            // Out-of-range numbers are refused as they are typed, so the
            // checks that can fail here are the text ones.
            let bad = [("user_name", ""), ("email", "ada@"), ("age", "42"), ("address.city", "London")]
            for (key, text) in bad {
                _ = try form.setText(text, for: key)
                HandWritten.edit(&plain, key, text)
            }
            let ours = form.validate().map(\.key)
            let theirs = HandWritten.validate(plain).map(\.key)
            if ours != theirs { table.note("MISMATCH: validate() reports \(ours), the hand-written checks \(theirs)") }
            let model = try form.model
            let built = HandWritten.model(HandWritten.values(plain), serverID: plain.serverID)
            if model.age != built.age || model.email != built.email || model.address.city != built.address.city
                || built != plain
            {
                table.note("MISMATCH: form.model differs from the hand-edited struct")
            }
        } catch {
            table.note("FAILED to check the round trip: \(error)")
        }
    }
}
