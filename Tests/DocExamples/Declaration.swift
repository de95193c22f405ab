/// A declaration a block makes at file scope, read from its first line:
/// `struct Settings: FormModel {` is the model `Settings`,
/// `func askForSettings() throws -> Settings? {` the function
/// `askForSettings`, `@Test func profileIsWellDeclared()` a test of the
/// block's own.
struct Declaration: Equatable {
    enum Kind: Equatable {
        /// A struct or class whose inheritance clause names `FormModel`.
        case model
        /// A struct, enum, class, actor or typealias a test can name as `Name.self`.
        case type
        /// A function a test can name as a value.
        case function
        /// A function or type marked `@Test` or `@Suite`: the block tests itself.
        case test
        /// An extension, protocol, generic type or generic function: nothing a
        /// test can name without knowing more than its first line says.
        case unnamed
    }

    let kind: Kind
    let name: String
    /// The `#if` line the declaration sits under (its first branch), or `nil`.
    let condition: String?

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "final", "indirect", "nonisolated",
    ]
    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor", "typealias"]

    /// The declarations of `lines` (a block's file-scope declarations), in
    /// order. Lines inside braces belong to the declaration above them;
    /// declarations in an `#else` or `#elseif` branch are left out, so each
    /// one found compiles where its condition holds.
    static func all(in lines: [String]) -> [Declaration] {
        var found: [Declaration] = []
        var depth = 0
        var conditions: [(line: String, inFirstBranch: Bool)] = []
        var attributes: [String] = []
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 0 && trimmed.hasPrefix("#") {
                if trimmed.hasPrefix("#if") { conditions.append((trimmed, true)) }
                if trimmed.hasPrefix("#else") || trimmed.hasPrefix("#elseif"), !conditions.isEmpty {
                    conditions[conditions.count - 1].inFirstBranch = false
                }
                if trimmed.hasPrefix("#endif"), !conditions.isEmpty { conditions.removeLast() }
                continue
            }
            if depth == 0, conditions.allSatisfy(\.inFirstBranch), !trimmed.isEmpty, !trimmed.hasPrefix("//") {
                let head = Head(trimmed, attributes: attributes)
                attributes = head.isAttributesOnly ? head.attributes : []
                if let declaration = head.declaration(condition: conditions.last?.line) { found.append(declaration) }
            }
            for character in SwiftCode.structure(of: line) {
                if character == "{" { depth += 1 }
                if character == "}" { depth -= 1 }
            }
        }
        return found
    }

    /// The first line of a declaration, read word by word: attributes,
    /// modifiers, the keyword, the name, and what follows the name.
    private struct Head {
        private(set) var attributes: [String]
        private var words: [String]

        init(_ line: String, attributes: [String]) {
            self.attributes = attributes
            var rest = Substring(line)
            while rest.hasPrefix("@") {
                let name = rest.dropFirst().prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
                self.attributes.append(String(name))
                rest = rest.dropFirst(1 + name.count)
                if rest.hasPrefix("(") { rest = Head.afterParentheses(rest) }
                rest = rest.drop(while: { $0 == " " })
            }
            words = rest.split(separator: " ").map(String.init)
            while let first = words.first, Declaration.modifiers.contains(first) { words.removeFirst() }
        }

        var isAttributesOnly: Bool { words.isEmpty }

        func declaration(condition: String?) -> Declaration? {
            guard words.count >= 2 else { return nil }
            let keyword = words[0]
            let rest = words.dropFirst().joined(separator: " ")
            let name = String(rest.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }))
            guard !name.isEmpty else { return nil }
            let isGeneric = rest.dropFirst(name.count).hasPrefix("<")
            if attributes.contains("Test") || attributes.contains("Suite") {
                return Declaration(kind: .test, name: name, condition: condition)
            }
            switch keyword {
            case "func":
                return Declaration(kind: isGeneric ? .unnamed : .function, name: name, condition: condition)
            case _ where Declaration.typeKeywords.contains(keyword):
                if isGeneric { return Declaration(kind: .unnamed, name: name, condition: condition) }
                let isModel =
                    (keyword == "struct" || keyword == "class") && inherited(after: name, in: rest).contains("FormModel")
                return Declaration(kind: isModel ? .model : .type, name: name, condition: condition)
            case "extension", "protocol":
                return Declaration(kind: .unnamed, name: name, condition: condition)
            default:
                return nil
            }
        }

        /// The names of the inheritance clause: `Settings: FormModel, Equatable {` gives both.
        private func inherited(after name: String, in rest: String) -> [String] {
            let clause = rest.dropFirst(name.count).drop(while: { $0 == " " })
            guard clause.hasPrefix(":") else { return [] }
            return clause.dropFirst().prefix(while: { $0 != "{" }).split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }

        /// The text after the balanced parentheses `text` starts with.
        private static func afterParentheses(_ text: Substring) -> Substring {
            var depth = 0
            for index in text.indices {
                if text[index] == "(" { depth += 1 }
                if text[index] == ")" { depth -= 1 }
                if depth == 0 { return text[text.index(after: index)...] }
            }
            return text[text.endIndex...]
        }
    }
}
