import Formwork
import FormworkLayout

/// The default layout of a form as an app asks for it, `form.layout(for:)`
/// (the rows' layout input, the engine, the frames), beside the same
/// layout from input made beforehand, and beside the limit: the same
/// frames stacked by a hand-written loop over that input.
enum FormLayoutFigures {
    static func run(_ settings: BenchSettings) {
        print("\n== A form's default layout at 375 points, as an app asks for it (median of sample rounds, each figure in turn)")
        print("   form = form.layout(for: .compact) of a generated model: half of the rows conditional, a titled section per 100")
        print("   input = form.layoutInput alone; engine = input.layout(.compact) on that input, made beforehand")
        print("   limit = the same frames from the same input, each under the last, by a hand-written loop")
        let widths = [6, 7, 10, 10, 10, 10, 12, 12, 12]
        let line = { (cells: [String]) in zip(cells, widths).map { Benchmark.pad($0, $1) }.joined(separator: " ") }
        print(line(["rows", "boxes", "form", "input", "engine", "limit", "form/limit", "engine/limit", "form/engine"]))
        var notes: [String] = []
        for row in [measure(Scale1000.self, settings, &notes), measure(Scale4000.self, settings, &notes)] {
            if let row { print(line(row)) }
        }
        for note in notes { print("  " + note) }
    }

    /// One line of the table, or `nil` (and a note) when a layout failed
    /// or the figures disagree.
    static func measure<Model: ScaleModel>(
        _ type: Model.Type, _ settings: BenchSettings, _ notes: inout [String]
    ) -> [String]? {
        do {
            let form = try FormState(Model())
            let input = form.layoutInput
            let layout = try form.layout(for: .compact)
            let engine = try input.layout(.compact)
            let limit = handStack(input, width: 375)
            guard layout.frames == limit.frames, engine.frames == limit.frames,
                layout.contentSize.height == limit.height, engine.contentSize.height == limit.height
            else {
                notes.append("\(Model.rowCount) rows: MISMATCH: the form's, the engine's and the hand-written frames differ")
                return nil
            }
            let times = try rounds(
                settings,
                [
                    { blackhole(try form.layout(for: .compact).frames.count) },
                    { blackhole(form.layoutInput.sections.count) },
                    { blackhole(try input.layout(.compact).frames.count) },
                    { blackhole(handStack(input, width: 375).frames.count) },
                ])
            let ratio = { (ours: Int, theirs: Int) in
                Benchmark.ratio(median(zip(times[ours], times[theirs]).map { $0 / max($1, 1e-12) }))
            }
            return [String(Model.rowCount), String(limit.frames.count)] + times.map { Benchmark.duration(median($0)) }
                + [ratio(0, 3), ratio(2, 3), ratio(0, 2)]
        } catch {
            notes.append("\(Model.rowCount) rows: FAILED: \(error)")
            return nil
        }
    }

    /// Seconds per run of each body, one value per round; each round runs
    /// every body once in turn, so that the machine's noise falls on all.
    static func rounds(_ settings: BenchSettings, _ bodies: [() throws -> Void]) throws -> [[Double]] {
        let samplers = try bodies.map { try Sampler(settings, $0) }
        var times = bodies.map { _ in [Double]() }
        let start = Benchmark.now()
        repeat {
            for index in bodies.indices { times[index].append(try samplers[index].sample(bodies[index])) }
        } while times[0].count < settings.samples
            && (times[0].count < 3 || Benchmark.seconds(from: start, to: Benchmark.now()) < settings.budgetSeconds)
        return times
    }

    /// The default layout's frames and content height, written by hand: a
    /// header box of 28 points for each titled section, each row as tall as
    /// it asks but at least 44, all `margin` from the edges, each under the
    /// last. Its names are the engine's for keys of letters, digits and dots.
    static func handStack(_ input: FormLayoutInput, width: Double) -> (frames: [FormLayout.Frame], height: Double) {
        let margin = input.margin
        var frames: [FormLayout.Frame] = []
        frames.reserveCapacity(input.sections.reduce(0) { $0 + 1 + $1.items.count })
        var y = margin
        for (number, section) in zip(1..., input.sections) {
            if let title = section.title {
                let name = "header_\(number)"
                frames.append(
                    FormLayout.Frame(
                        identifier: name, name: name, role: .header, title: title, text: "", isPlaceholder: false,
                        x: margin, y: y, width: width - 2 * margin, height: 28, details: FormLayout.RowDetails(control: .heading))
                )
                y += 28
            }
            for item in section.items {
                let height = max(item.preferredHeight, 44)
                frames.append(
                    FormLayout.Frame(
                        identifier: identifier(item.name), name: item.name, role: .item(item.kind),
                        title: item.title, text: item.text, isPlaceholder: item.isPlaceholder,
                        x: margin, y: y, width: width - 2 * margin, height: height, details: item.details))
                y += height
            }
        }
        return (frames, y + margin)
    }

    /// The engine's name for a key of letters, digits and dots: each dot an underscore.
    static func identifier(_ key: String) -> String {
        String(decoding: key.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
    }
}
