import Formwork
import FormworkLayout
import Foundation

/// Every operation on generated forms of 10 to 5,000 rows (half of them
/// conditional), with its growth from one size to the next: an operation
/// that grows linearly grows ×10 per decade (exponent 1.00).
enum ScaleBenchmark {
    static let operations = [
        "make: FormState(Model())", "one edit (shows/hides a row)", "validate()", "parameters",
        "parameters.urlEncoded", "parameters.json()", "Model(json:)", "form.model",
        "  reference: copy of the struct",
        "layout build: layoutEngine()", "layout solve: layout(.compact)", "layout re-solve: .regular",
        "render(.text)",
    ]

    static func run(_ settings: BenchSettings) {
        let models = scaleModels.filter { $0.rowCount != 30 && (!settings.quick || $0.rowCount <= 1000) }
        print("\n== Scale: generated models, half of the rows conditional (median of samples)")
        var columns: [(rows: Int, medians: [Double])] = []
        var notes: [String] = []
        for model in models {
            let start = Benchmark.now()
            let medians = measure(model, settings, &notes)
            columns.append((model.rowCount, medians))
            notes.append(
                "\(model.rowCount) rows measured in \(Benchmark.duration(Benchmark.seconds(from: start, to: Benchmark.now())))")
        }
        printTable(columns)
        for note in notes { print("  " + note) }
    }

    static func printTable(_ columns: [(rows: Int, medians: [Double])]) {
        let label = 32, cell = 11, growth = 16
        var header = Benchmark.padRight("operation", label)
        for column in columns { header += Benchmark.pad("\(column.rows) rows", cell) }
        for (previous, next) in zip(columns, columns.dropFirst()) {
            header += Benchmark.pad("\(previous.rows)→\(next.rows)", growth)
        }
        print(header)
        for (index, operation) in operations.enumerated() {
            var line = Benchmark.padRight(operation, label)
            for column in columns { line += Benchmark.pad(Benchmark.duration(column.medians[index]), cell) }
            for (previous, next) in zip(columns, columns.dropFirst()) {
                line += Benchmark.pad(growthText(previous.medians[index], next.medians[index], previous.rows, next.rows), growth)
            }
            print(line)
        }
        print("  growth: ratio of the two sizes' medians, and the exponent k of rows^k (1.00 is linear)")
    }

    /// `×9.8 n^0.99`: the ratio, and the power of the row count it amounts to.
    static func growthText(_ before: Double, _ after: Double, _ rowsBefore: Int, _ rowsAfter: Int) -> String {
        guard before > 0, after > 0, before.isFinite, after.isFinite else { return "-" }
        let ratio = after / before
        let exponent = log(ratio) / log(Double(rowsAfter) / Double(rowsBefore))
        return Benchmark.ratio(ratio) + " n^" + Benchmark.fixed(exponent, decimals: 2)
    }

    /// The median of each operation, in the order of `operations`; NaN
    /// for one that failed (and a note saying why).
    static func measure<Model: ScaleModel>(
        _ type: Model.Type, _ settings: BenchSettings, _ notes: inout [String]
    ) -> [Double] {
        var medians: [Double] = []
        // Page faults per run of each operation that took any: memory the
        // system mapped anew, which the timings include.
        var faults: [String] = []
        func figure(_ body: () throws -> Void) {
            let operation = operations[medians.count].trimmingCharacters(in: .whitespaces)
            do {
                medians.append(median(try Sampler.samples(settings, body)))
                if let count = try PageFaults.perRun(of: body), count > 0 { faults.append("\(operation) \(count)") }
            } catch {
                notes.append("\(Model.rowCount) rows, \(operation): FAILED: \(error)")
                medians.append(.nan)
            }
        }
        let options = FormUpdateOptions(limits: FormParameters.DecodingLimits(maxParameterCount: 1_000_000))
        guard let form = try? FormState(Model()), let json = try? form.parameters.json() else {
            notes.append("\(Model.rowCount) rows: FAILED to make the form")
            return operations.map { _ in .nan }
        }
        var edit = ToggleEdit(form)
        figure { blackhole(try FormState(Model()).rows.count) }
        figure { blackhole(try edit.toggle().appearedKeys.count) }
        figure { blackhole(form.validate().count) }
        figure { blackhole(form.parameters.count) }
        figure { blackhole(form.parameters.urlEncoded.utf8.count) }
        figure { blackhole(try form.parameters.json().count) }
        figure { blackhole(try Model(json: json, options: options)) }
        figure { blackhole(try form.model) }
        let copies = StructCopies(try? form.model)
        figure { blackhole(copies.copy()) }
        notes.append(
            "\(Model.rowCount) rows: page faults per run: " + (faults.isEmpty ? "none" : faults.joined(separator: ", ")))
        medians += layoutFigures(form, settings, &notes)
        if let counts = try? edit.countOne() {
            notes.append(
                "\(Model.rowCount) rows: one edit evaluated \(counts.conditions) of \(Model.conditionCount) conditions"
                    + (counts.exact ? "; its FormChange lists exactly the one row" : "; its FormChange is NOT exact"))
        }
        return medians
    }

    /// Build, solve, re-solve and render, timed phase by phase on the same
    /// engine: a slow layout gets as few samples as the budget allows (at
    /// least one).
    static func layoutFigures<Model: ScaleModel>(
        _ form: FormState<Model>, _ settings: BenchSettings, _ notes: inout [String]
    ) -> [Double] {
        var phases: [[Double]] = [[], [], [], []]
        let start = Benchmark.now()
        repeat {
            do {
                var times: [Double] = []
                var mark = Benchmark.now()
                func lap() {
                    let now = Benchmark.now()
                    times.append(Benchmark.seconds(from: mark, to: now))
                    mark = now
                }
                let engine = try form.layoutEngine()
                lap()
                let compact = try engine.layout(.compact)
                lap()
                let regular = try engine.layout(.regular)
                lap()
                blackhole(compact.render(.text).utf8.count)
                lap()
                blackhole(regular.frames.count)
                for (index, time) in times.enumerated() { phases[index].append(time) }
            } catch {
                notes.append("\(Model.rowCount) rows, layout: FAILED: \(error)")
                return [.nan, .nan, .nan, .nan]
            }
        } while phases[0].count < settings.samples
            && Benchmark.seconds(from: start, to: Benchmark.now()) < settings.budgetSeconds
        return phases.map(median)
    }
}

/// The reference for `form.model` of an unchanged form, which hands back a
/// copy of the model it keeps: the same struct copied out of a class as any
/// Swift code copies it (each wrapper's declaration retained, and released
/// when the copy is let go), with no form involved.
final class StructCopies<Model> {
    private let kept: Model?

    init(_ model: Model?) { kept = model }

    @inline(never) func copy() -> Model? { kept }
}
