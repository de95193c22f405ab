// formwork-bench: each figure beside its baseline, measured in the same run.
// `swift run -c release formwork-bench [--quick] [binding|roundtrip|edits|scale|groups|layout ...]`
import Foundation

switch BenchSettings.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let usage):
    print(usage.text)
    exit(usage.problem == nil ? 0 : 2)
case .success(let settings):
    print("formwork-bench\(settings.quick ? " --quick" : ""): release build expected; ratios are ours / baseline per sample pair")
    for section in settings.sections {
        switch section {
        case .binding: BindingBenchmark.run(settings)
        case .roundtrip: RoundTripBenchmark.run(settings)
        case .edits: EditBenchmark.run(settings)
        case .scale: ScaleBenchmark.run(settings)
        case .groups: RepeatingGroupBenchmark.run(settings)
        case .layout: LayoutBenchmark.run(settings)
        }
    }
}
