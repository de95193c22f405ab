// formwork-doc-examples: every ```swift block of README.md and of the DocC
// articles (Sources/<Module>/<Module>.docc/*.md), compiled and run as a test,
// so the documents stay true.
//
//     swift run formwork-doc-examples            # write Tests/DocumentationTests/Examples
//     swift run formwork-doc-examples --check    # exit 1 when those files are stale
//
// Each block becomes one file of the FormworkDocumentationTests target, with
// only the imports the block itself writes (plus Testing): a block that uses
// `URL` without `import Foundation` fails to compile, as it would for a
// reader. Declarations stay at file scope, so later blocks of a document use
// the types earlier ones declared; statements run in one test per block, and
// a trailing comment states a result, which is checked:
//
//     expression                // → value      #expect((expression) == value)
//     let name = expression     // → value      the binding, then #expect(name == value)
//     print(expression)         // prints text  #expect(String(describing: expression) == "text")
//
// `// → value` is Swift: the value is compared with `==`. `// prints text` is
// the exact text the line prints (the rest of the line, spaces trimmed at
// both ends), for blocks a reader pastes into main.swift and runs, such as the
// README's Quick start: `print(x)` of one argument prints
// `String(describing: x)` and a newline, so the test compares that string
// with the text, character for character. A `// prints` comment on any
// other line than a one-argument `print(…)` is refused, and so is a trailing
// comment that is a literal alone (`// true`, `// 42`, `// ["a"]`): it reads
// as a result, so it is written with `→` and checked.
//
// A block that only declares still gets a test that can fail: each model
// (`struct Name: FormModel`) must make a form with rows, and any other type
// or function is named by a test that says it checks only that the
// declaration compiles. A block that writes its own `@Test` is its own check.
//
// A block marked ```swift manifest is a whole Package.swift: `--check`
// evaluates it with `swift package dump-package`. A block marked ```swift ios
// is SwiftUI or UIKit code: `.ci/ios-typecheck` type-checks it for iOS.

import Foundation

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let output = root.appendingPathComponent("Tests/DocumentationTests/Examples", isDirectory: true)
let checking = CommandLine.arguments.contains("--check")

/// README.md, then every article of every catalog, by path.
func documents() throws -> [String] {
    let sources = root.appendingPathComponent("Sources")
    var articles: [String] = []
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
        let catalog = "Sources/\(module)/\(module).docc"
        let path = root.appendingPathComponent(catalog).path
        guard FileManager.default.fileExists(atPath: path) else { continue }
        articles += try FileManager.default.contentsOfDirectory(atPath: path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }
    return ["README.md"] + articles
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

var expected: [String: String] = [:]
var manifests: [SwiftBlock] = []
do {
    for document in try documents() {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        for block in try MarkdownBlocks.swiftBlocks(in: text, document: document) {
            if block.attributes.contains(BlockAttribute.manifest) {
                manifests.append(block)
                continue
            }
            // Type-checked for iOS by .ci/ios-typecheck, not run here.
            if block.attributes.contains(BlockAttribute.ios) { continue }
            let file = ExampleFile(block: block)
            guard expected[file.name] == nil else { fail("two blocks make \(file.name): rename a heading") }
            expected[file.name] = try file.render()
        }
    }
} catch {
    fail("\(error)")
}

let existing = Set((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? [])
    .filter { $0.hasSuffix(".swift") }
// Snapshot references are kept per example, in a folder named after its file.
let snapshots = output.appendingPathComponent("__Snapshots__", isDirectory: true)
let snapshotFolders = Set((try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? [])
let orphanSnapshots = snapshotFolders.filter { !expected.keys.contains($0 + ".swift") }

if checking {
    var stale: [String] = []
    for (name, text) in expected.sorted(by: { $0.key < $1.key }) {
        let onDisk = try? String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
        if onDisk != text { stale.append(name + (onDisk == nil ? " (missing)" : " (differs)")) }
    }
    stale += existing.subtracting(expected.keys).sorted().map { $0 + " (no block makes it)" }
    stale += orphanSnapshots.sorted().map { "__Snapshots__/\($0) (no block makes its test)" }
    if !stale.isEmpty {
        fail(
            "Documentation examples are stale; run `swift run formwork-doc-examples` and commit:\n  "
                + stale.joined(separator: "\n  "))
    }
    for block in manifests { ManifestCheck.evaluate(block) }
    print("documentation examples: \(expected.count) blocks up to date, \(manifests.count) manifests evaluate")
} else {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    for name in existing.subtracting(expected.keys) {
        try FileManager.default.removeItem(at: output.appendingPathComponent(name))
    }
    for folder in orphanSnapshots {
        try FileManager.default.removeItem(at: snapshots.appendingPathComponent(folder))
        print("removed __Snapshots__/\(folder)")
    }
    for (name, text) in expected.sorted(by: { $0.key < $1.key })
    where (try? String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)) != text {
        try text.write(to: output.appendingPathComponent(name), atomically: true, encoding: .utf8)
        print("wrote \(name)")
    }
    print("\(expected.count) documentation examples in \(output.path)")
}
