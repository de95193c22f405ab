import Formwork
import FormworkFixtures
import Foundation

/// Reading a model's values into a form, beside a hand-written read of the
/// same values and a bare `Mirror` walk over the same model.
enum ReadingBenchmark {
    /// What a developer would write by hand to get the same values.
    static func handWritten(_ m: Profile) -> [FormValue] {
        [
            m.avatar.map { .string($0.absoluteString) } ?? .null, .string(m.user_name), .integer(Int64(m.age)),
            .string(m.gender.rawValue), .string(m.email), m.phone.map { .string($0) } ?? .null,
            .array(m.tags.map { .string($0) }), m.birthday.map { .date($0) } ?? .null, .bool(m.newsletter),
            .string(m.about_me), .string(m.address.street), .string(m.address.city), .string(m.address.country),
        ]
    }

    static func run() {
        let model = Profile.ada
        let iterations = 20_000
        guard var form = try? ModelForm(model) else {
            print("reading: Profile is not a valid form")
            return
        }
        var sink = 0
        let baseline = best {
            for _ in 0..<iterations { sink &+= handWritten(model).count }
        }
        let formwork = best {
            for _ in 0..<iterations { sink &+= (try? ModelForm(model))?.value(for: "age") == .integer(36) ? 1 : 0 }
        }
        let single = best {
            for _ in 0..<iterations { sink &+= form.value(for: "address.city") == .string("Cupertino") ? 1 : 0 }
        }
        let loading = best {
            for _ in 0..<iterations { sink &+= ((try? form.load(model)) ?? FormChange()).changedKeys.count }
        }
        let mirror = best {
            for _ in 0..<iterations {
                for child in Mirror(reflecting: model).children { sink &+= child.label?.utf8.count ?? 0 }
            }
        }
        print("\nReading a 13-row model (\(iterations) reads, best of 5, release build)")
        print("  what                              µs/read   × hand-written")
        row("hand-written [FormValue] build", baseline, baseline, iterations)
        row("ModelForm(model): make a form", formwork, baseline, iterations)
        row("form.load(model): refill a form", loading, baseline, iterations)
        row("form.value(for:): one row", single, baseline, iterations)
        row("Mirror walk alone (no values)", mirror, baseline, iterations)
        if sink == 42 { print("") }
    }

    private static func best(_ body: () -> Void) -> Double {
        (0..<5).map { _ in Benchmark.time(body).seconds }.min() ?? 0
    }

    private static func row(_ name: String, _ seconds: Double, _ baseline: Double, _ iterations: Int) {
        let micros = seconds / Double(iterations) * 1e6
        let label = name.padding(toLength: 34, withPad: " ", startingAt: 0)
        print(
            "  \(label)\(Benchmark.pad(Benchmark.fixed(micros, decimals: 2), 8))   \(Benchmark.pad(Benchmark.fixed(seconds / baseline, decimals: 1), 6))×"
        )
    }
}
