// formwork-fuzz: seeded, time-bounded fuzzing of every parser Formwork has.
//
//     swift run -c release formwork-fuzz                      # every target, 3 s each, seed 1
//     swift run -c release formwork-fuzz --seconds 600 --seed $RANDOM json layout
//
// `.ci/run` runs every target for 3 seconds with the fixed seed, so a run
// is repeatable; a developer run uses a longer time and a new seed. Each
// target mutates a corpus of valid inputs of its grammar (and random bytes,
// deep nesting, huge and non-finite numbers, Unicode) and checks what must
// hold for every input: no trap, an error that says something, and for what
// was read, that writing it and reading it back gives it again. A failure
// prints the target, the seed, the iteration and the input, and the run
// exits 1. Targets: urlencoded, json, dictionary, brackets, multipart, predicate,
// visual-format, layout, page.

import Foundation

var seconds = 3.0
var seed: UInt64 = 1
var chosen: [String] = []
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--seconds": seconds = arguments.popFirst().flatMap(Double.init) ?? seconds
    case "--seed": seed = arguments.popFirst().flatMap(UInt64.init) ?? seed
    case "--help", "-h":
        print("usage: formwork-fuzz [--seconds N] [--seed S] [target ...]")
        print("targets: " + FuzzTarget.all.map(\.name).joined(separator: " "))
        exit(0)
    default: chosen.append(argument)
    }
}

let unknown = chosen.filter { name in !FuzzTarget.all.contains { $0.name == name } }
guard unknown.isEmpty else {
    print("unknown target \(unknown.joined(separator: ", ")); targets: " + FuzzTarget.all.map(\.name).joined(separator: " "))
    exit(2)
}
let targets = chosen.isEmpty ? FuzzTarget.all : FuzzTarget.all.filter { chosen.contains($0.name) }
var failed = false
for target in targets {
    let report = target.run(seconds: seconds, seed: seed)
    print(report.summary)
    failed = failed || !report.failures.isEmpty
}
exit(failed ? 1 : 0)
