/// The test of a block that only declares: the block runs nothing, so the
/// test exercises what it declares. A model must make a form with rows (a
/// misdeclared one throws); any other type or function is named, so the
/// test compiles only while the declaration does, and says that this is all
/// it checks. A block with its own `@Test` gets none: its tests are the
/// check.
struct DeclarationsTest {
    let block: SwiftBlock
    let typeName: String
    let declarations: [Declaration]

    /// The suite, or `nil` when the block writes its own tests.
    func render() throws -> String? {
        if declarations.contains(where: { $0.kind == .test }) { return nil }
        let tested = unique(declarations.filter { $0.kind != .unnamed })
        guard !tested.isEmpty else {
            let names = declarations.map(\.name).joined(separator: ", ")
            throw ExampleFile.Problem(
                description: """
                    \(block.document):\(block.line): the block only declares (\(names)), and nothing in it \
                    can be tested from its first line: add a statement that uses the declarations and checks a \
                    result with `// → value`
                    """)
        }
        // One condition for every declaration wraps the whole suite, so no
        // platform sees an empty one.
        let conditions = Set(tested.map(\.condition))
        let shared = conditions.count == 1 ? tested[0].condition : nil
        var text = "\n"
        if let shared { text += shared + "\n" }
        text += "@Suite(\"\(block.document): \(block.heading) (line \(block.line))\")\nstruct \(typeName) {\n"
        text += tested.map { test(of: $0, wrapped: shared == nil) }.joined(separator: "\n")
        text += "}\n"
        if shared != nil { text += "#endif\n" }
        return text
    }

    private func test(of declaration: Declaration, wrapped: Bool) -> String {
        let name = declaration.name
        let lowered = name.prefix(1).lowercased() + name.dropFirst()
        var lines: [String]
        switch declaration.kind {
        case .model:
            lines = [
                "@Test(\"`\(name)` makes a form with rows\")",
                "func \(lowered)MakesAFormWithRows() throws {",
                "    let form = try FormState(\(name)())",
                "    #expect(!form.allRows.isEmpty)",
                "}",
            ]
        default:
            let reference = declaration.kind == .function ? name : "\(name).self"
            lines = [
                "@Test(\"`\(name)` compiles; the block declares it and runs nothing, so nothing more is checked\")",
                "func \(lowered)Compiles() {",
                "    _ = \(reference)",
                "}",
            ]
        }
        if wrapped, let condition = declaration.condition { lines = [condition] + lines + ["#endif"] }
        return lines.map { $0.hasPrefix("#") ? $0 : "    " + $0 }.joined(separator: "\n") + "\n"
    }

    /// The declarations with a name no other one has: an overloaded name is
    /// no value a test can name.
    private func unique(_ declarations: [Declaration]) -> [Declaration] {
        declarations.filter { declaration in declarations.filter { $0.name == declaration.name }.count == 1 }
    }
}
