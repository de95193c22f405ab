import Formwork

/// The steps of the round trip that build a model, measured after an edit
/// (so that no model cached for an unchanged form answers), for
/// ``CheckedProfile`` (built through `init(from:)`) and its twin
/// ``StoredCheckedProfile`` (built by writing its stored properties).
extension RoundTripBenchmark {
    static func addBuilding(_ table: inout ComparisonTable, _ settings: BenchSettings) {
        addAfterEdit(CheckedProfile.self, ".decoding", &table, settings)
        guard addMakeAndEdits(StoredCheckedProfile.self, variant: ".storedProperties", &table, settings) != nil else {
            return
        }
        addAfterEdit(StoredCheckedProfile.self, ".storedProperties", &table, settings)
        addAllFiveSteps(StoredCheckedProfile.self, variant: ".storedProperties", &table, settings)
    }

    /// One edit then `validate()`, and one edit then `form.model`, against
    /// the same edit by hand then the same checks, or the struct built.
    private static func addAfterEdit<Model: FormModel>(
        _ type: Model.Type, _ label: String, _ table: inout ComparisonTable, _ settings: BenchSettings
    ) {
        guard var form = try? FormState(Model()) else { return table.note("FAILED: \(Model.self) does not make a form") }
        var plain = PlainProfile()
        let names = ["Ada King", "Ada Lovelace"]
        var pass = 0
        table.add(
            "edit + validate() (\(label))", goal: "≤ 5×", settings,
            ours: {
                pass += 1
                blackhole(try form.setText(names[pass % 2], for: "user_name").changedKeys.count)
                blackhole(form.validate().count)
            },
            baseline: {
                pass += 1
                HandWritten.edit(&plain, "user_name", names[pass % 2])
                blackhole(HandWritten.validate(plain).count)
            })
        table.add(
            "edit + form.model (\(label))", goal: "≤ 5×", settings,
            ours: {
                pass += 1
                blackhole(try form.setText(names[pass % 2], for: "user_name").changedKeys.count)
                blackhole(try form.model)
            },
            baseline: {
                pass += 1
                HandWritten.edit(&plain, "user_name", names[pass % 2])
                blackhole(HandWritten.model(HandWritten.values(plain), serverID: plain.serverID))
            })
    }
}
