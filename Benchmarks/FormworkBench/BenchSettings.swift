/// What the command line asked for: `formwork-bench [--quick] [--only=<figure text>] [section ...]`.
struct BenchSettings {
    /// Fewer and shorter samples, and the smaller sizes only.
    var quick = false
    /// The sections to run, in the order `BenchSection.allCases` lists them; all when empty.
    var sections: [BenchSection] = []
    /// Text a figure's name must contain to be measured (`--only=Order(json:)`),
    /// so that a profiler's counts cover the figures asked for; every figure when `nil`.
    var only: String?

    /// Whether the figure named `figure` is measured.
    func measures(_ figure: String) -> Bool { only.map(figure.contains) ?? true }

    /// Samples per figure (each sample times enough iterations to last `sampleSeconds`).
    var samples: Int { quick ? 7 : 21 }
    /// The least time one sample runs for, so the clock's resolution does not matter.
    var sampleSeconds: Double { quick ? 0.005 : 0.02 }
    /// The most time one figure spends sampling; a slow operation gets fewer samples (at least 3).
    var budgetSeconds: Double { quick ? 0.5 : 2 }

    /// The settings the arguments ask for, or the usage text when they make no sense.
    static func parse(_ arguments: [String]) -> Result<BenchSettings, BenchUsage> {
        var settings = BenchSettings()
        for argument in arguments {
            if argument == "--quick" {
                settings.quick = true
            } else if argument.hasPrefix("--only=") {
                settings.only = String(argument.dropFirst("--only=".count))
            } else if let section = BenchSection(rawValue: argument) {
                if !settings.sections.contains(section) { settings.sections.append(section) }
            } else {
                return .failure(BenchUsage(problem: argument == "--help" ? nil : "unknown argument '\(argument)'"))
            }
        }
        if settings.sections.isEmpty { settings.sections = BenchSection.allCases }
        settings.sections.sort { $0.order < $1.order }
        return .success(settings)
    }
}

/// The sections of the benchmark, each answering one question.
enum BenchSection: String, CaseIterable {
    case binding, roundtrip, edits, scale, groups, layout

    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    var summary: String {
        switch self {
        case .binding: "Model(json:), parameters.json(), Model(urlEncoded:) against Foundation's coders"
        case .roundtrip: "construct, make a form, 20 edits, validate(), form.model against hand-written code"
        case .edits: "one edit on 1,000 rows with 500 conditions against 30 rows, with counters"
        case .scale: "generated models of 10 to 5,000 rows: every operation and its growth per decade"
        case .groups: "a repeating group of 10 to 1,000 items: an edit in one item, insert, build, with growth"
        case .layout: "vertical stack at 1,000 to 8,000 rows against kiwi; a form's layout against a hand-written stack"
        }
    }
}

/// Why the arguments were refused, with the usage text.
struct BenchUsage: Error {
    var problem: String?

    var text: String {
        var lines = ["usage: swift run -c release formwork-bench [--quick] [--only=<figure text>] [section ...]", "sections:"]
        for section in BenchSection.allCases {
            lines.append("  " + Benchmark.padRight(section.rawValue, 10) + section.summary)
        }
        if let problem { lines.insert(problem, at: 0) }
        return lines.joined(separator: "\n")
    }
}
