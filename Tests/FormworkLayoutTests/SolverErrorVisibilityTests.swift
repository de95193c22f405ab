import Foundation
import Testing

@testable import FormworkLayout

/// The solver's error stays inside the package: laying out throws
/// ``LayoutError`` cases a form user can act on, or report as a bug, and no
/// public declaration of any library names `SolverError`.
struct SolverErrorVisibilityTests {
    static let bug =
        "This is a bug in Formwork, not in the form: please report it with the layout input (sections, "
        + "custom lines and metrics) and the width."

    /// Only a contradiction comes from the form's lines; every other
    /// refusal is the engine's own mistake.
    @Test func everySolverRefusalBecomesALayoutErrorToActOnOrReport() {
        #expect(
            LayoutError(.unsatisfiable("a.height == 60 from 'V:[a(==60)]'"), refusing: "a.height == 60 from 'V:[a(==60)]'")
                == .unsatisfiable("a.height == 60 from 'V:[a(==60)]'"))
        let bugs: [(SolverError, String)] = [
            (.invalidNumber("the constant of 'x + nan == 0' is nan"), "Invalid number: the constant of 'x + nan == 0' is nan"),
            (.unknownConstraint(3), "Unknown constraint #3: it was never added or was removed"),
            (.duplicateEditVariable("|.width"), "Variable '|.width' is already an edit variable"),
            (.unknownEditVariable("|.width"), "Variable '|.width' is not an edit variable; call addEditVariable first"),
            (.requiredEditVariable("|.width"), "Edit variable '|.width' cannot be required; use .strong or weaker"),
            (.foreignVariable, "The variable belongs to another solver"),
            (.internalError("Dual optimize failed."), "Internal solver error: Dual optimize failed"),
        ]
        for (error, reason) in bugs {
            let layoutError = LayoutError(error, refusing: "the width 375")
            #expect(layoutError == .internalInconsistency("the solver refused the width 375: \(reason)"))
            #expect(
                layoutError.description
                    == "Internal inconsistency in Formwork's layout engine: the solver refused the width 375: \(reason). "
                    + Self.bug)
        }
    }

    /// Package code may change the engine's solver; removing the width's
    /// edit variable breaks the engine, which reports it as its own bug.
    @Test func aSolverBrokenBehindTheEnginesBackIsAnInternalInconsistency() throws {
        let input = FormLayoutInput(
            sections: [FormLayoutInput.Section(items: [FormLayoutInput.Item(name: "a", kind: .text, title: "A")])],
            customLayouts: [.compact: FormCustomLayout(lines: ["|-[a]-|", "V:|-[a]-|"])])
        let engine = try FormLayoutEngine(input)
        try engine.solver.removeEditVariable(engine.variables.superviewWidth)
        let detail = "the solver refused the width 375: Variable '|.width' is not an edit variable; call addEditVariable first"
        var thrown: LayoutError?
        do { _ = try engine.layout(.compact) } catch { thrown = error }
        #expect(thrown == .internalInconsistency(detail))
        #expect(thrown?.description == "Internal inconsistency in Formwork's layout engine: \(detail). \(Self.bug)")
    }

    /// The declarations a source file makes public, as written: each from
    /// its `public` or `open` line through the line that closes its
    /// parentheses, and each `case` declaration in a file that declares a
    /// public enum (enum cases take their enum's access). Comments are left
    /// out, so a doc comment may mention anything.
    static func publicDeclarations(in source: String) -> [String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }
        let hasPublicEnum = lines.contains { $0.contains("public enum ") }
        var declarations: [String] = []
        var index = 0
        while index < lines.count {
            let words = lines[index].split(whereSeparator: { $0 == " " || $0 == "(" })
            let isCase =
                words.first == "case" && words.count > 1 && words[1].first.map { $0.isLetter } == true
                && words[1] != "let" && words[1] != "var"
            if words.contains("public") || words.contains("open") || (hasPublicEnum && isCase) {
                var text = lines[index]
                var depth = Self.parenthesisDepth(of: lines[index])
                while depth > 0, index + 1 < lines.count {
                    index += 1
                    text += "\n" + lines[index]
                    depth += Self.parenthesisDepth(of: lines[index])
                }
                declarations.append(text)
            }
            index += 1
        }
        return declarations
    }

    static func parenthesisDepth(of line: String) -> Int {
        line.reduce(0) { depth, character in depth + (character == "(" ? 1 : character == ")" ? -1 : 0) }
    }

    /// The scan finds what it must: a public case carrying the solver's
    /// error, a public signature throwing it over several lines, but not a
    /// comment or a switch case.
    @Test func theScanFindsSolverErrorInPublicDeclarations() {
        let source = """
            /// Mentions SolverError in a comment.
            public enum Failure: Error {
                case solver(SolverError)
                case other(String)
                var text: String {
                    switch self {
                    case .solver(let error as SolverError): return "\\(error)"
                    case .other(let text): return text
                    }
                }
            }
            extension Engine {
                public func lay(
                    out width: Double
                ) throws(SolverError) -> Layout {
                }
                func hidden() throws(SolverError) {}
            }
            """
        let found = Self.publicDeclarations(in: source).filter { $0.contains("SolverError") }
        #expect(
            found == [
                "    case solver(SolverError)",
                "    public func lay(\n        out width: Double\n    ) throws(SolverError) -> Layout {",
            ])
    }

    @Test func noPublicDeclarationNamesSolverError() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        var declarations: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            declarations += Self.publicDeclarations(in: text).map { "\(file.lastPathComponent): \($0)" }
        }
        // The scan saw the layout API: LayoutError's cases and the throwing entry points.
        #expect(declarations.contains { $0.hasPrefix("LayoutError.swift:") && $0.contains("case invalidNumber(String)") })
        #expect(declarations.contains { $0.hasPrefix("FormLayoutInput.swift:") && $0.contains("throws(LayoutError)") })
        #expect(declarations.filter { $0.contains("SolverError") } == [])
        let solverError = try String(
            contentsOf: sources.appendingPathComponent("FormworkLayout/Solver/SolverError.swift"), encoding: .utf8)
        #expect(solverError.contains("\npackage enum SolverError: "))
    }
}
