import Formwork
import FormworkFixtures
import Foundation

/// The shared `Profile` (13 rows) read and written by Formwork beside
/// Foundation's coders doing the same job on the same bytes and type, and
/// each read beside the limit: a reader written by hand for the shape
/// (see ``BindingShapes``).
///
/// Both sides produce the whole model (or body) and read a field of it, so
/// neither can skip work. Formwork does more (exact numbers, per-field
/// errors, limits); the goal is to cost no more.
enum BindingBenchmark {
    static func run(_ settings: BenchSettings) {
        var table = ComparisonTable(
            title: "Binding against Foundation: Profile, Member, Booking, Order, Invoice", baselineName: "Foundation",
            limitName: "limit")
        guard let inputs = makeInputs(&table) else { return table.print() }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        table.add(
            "Profile(json:) vs JSONDecoder", goal: "≤ 1.0×", settings,
            ours: { blackhole(try Profile(json: inputs.json).address.city) },
            baseline: { blackhole(try decoder.decode(Profile.self, from: inputs.json).address.city) },
            limit: { blackhole(try Profile.limit(json: inputs.json).address.city) })
        table.add(
            "Profile(urlEncoded:) vs JSONDecoder", goal: "≤ 1.0×", settings,
            ours: { blackhole(try Profile(urlEncoded: inputs.urlEncoded).address.city) },
            baseline: { blackhole(try decoder.decode(Profile.self, from: inputs.json).address.city) },
            limit: { blackhole(try Profile.limit(urlEncoded: inputs.urlEncoded).address.city) })
        // The same rows and bytes, built by writing the stored properties in place.
        table.add(
            "StoredProfile(json:) vs JSONDecoder", goal: "≤ 1.0×", settings,
            ours: { blackhole(try StoredProfile(json: inputs.json).address.city) },
            baseline: { blackhole(try decoder.decode(Profile.self, from: inputs.json).address.city) },
            limit: { blackhole(try Profile.limit(json: inputs.json).address.city) })
        table.add(
            "StoredProfile(urlEncoded:) vs JSONDecoder", goal: "≤ 1.0×", settings,
            ours: { blackhole(try StoredProfile(urlEncoded: inputs.urlEncoded).address.city) },
            baseline: { blackhole(try decoder.decode(Profile.self, from: inputs.json).address.city) },
            limit: { blackhole(try Profile.limit(urlEncoded: inputs.urlEncoded).address.city) })
        table.add(
            "parameters.json() vs JSONEncoder", goal: "≤ 1.0×", settings,
            ours: { blackhole(try inputs.form.parameters.json().count) },
            baseline: { blackhole(try encoder.encode(inputs.model).count) })
        table.add(
            "new form's parameters.json() vs JSONEncoder", goal: "≤ 1.0×", settings,
            ours: { blackhole(try FormState(inputs.model).parameters.json().count) },
            baseline: { blackhole(try encoder.encode(inputs.model).count) })
        table.note(
            "json body: \(inputs.json.count) bytes (JSONEncoder's, read by both); urlencoded: \(inputs.urlEncoded.utf8.count) bytes"
        )
        BindingShapes.add(to: &table, settings)
        table.print()
    }

    struct Inputs {
        var model: Profile
        var form: FormState<Profile>
        var json: Data
        var urlEncoded: String
    }

    /// The same bytes for both readers: JSONEncoder's encoding of Ada's
    /// profile (ISO 8601 dates), which both read back to the same model.
    static func makeInputs(_ table: inout ComparisonTable) -> Inputs? {
        let model = Profile.ada
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            let form = try FormState(model)
            let inputs = Inputs(model: model, form: form, json: try encoder.encode(model), urlEncoded: form.parameters.urlEncoded)
            let fromJSON = try Profile(json: inputs.json)
            let fromURL = try Profile(urlEncoded: inputs.urlEncoded)
            let fromFoundation = try decoder.decode(Profile.self, from: inputs.json)
            let stored = try [StoredProfile(json: inputs.json), StoredProfile(urlEncoded: inputs.urlEncoded)]
            if try stored.contains(where: { try FormState($0).parameters.urlEncoded != inputs.urlEncoded }) {
                table.note("MISMATCH: StoredProfile does not read back Ada's profile")
            }
            for (name, read) in [
                ("Profile(json:)", fromJSON), ("Profile(urlEncoded:)", fromURL), ("JSONDecoder", fromFoundation),
                ("the limit's JSON reader", try Profile.limit(json: inputs.json)),
                ("the limit's urlencoded reader", try Profile.limit(urlEncoded: inputs.urlEncoded)),
            ] {
                var comparable = read
                comparable.serverID = model.serverID
                if comparable != model { table.note("MISMATCH: \(name) does not read back Ada's profile") }
            }
            return inputs
        } catch {
            table.note("FAILED to prepare the inputs: \(error)")
            return nil
        }
    }
}
