import Foundation

extension FormRule {
    /// Fails a file of more than `bytes` bytes.
    ///
    /// ```swift
    /// rules: [.maxFileSize(2_000_000)]   // "Paper must be a file of at most 2 MB"
    /// ```
    ///
    /// A row declares it with `maxFileSize:` (`@FormAttachment(maxFileSize: 2_000_000)`),
    /// which also refuses a larger file where it enters the form: a body's
    /// file part, a dictionary's or a typed edit's. Only a file's bytes are
    /// counted: a file known by its URL alone, and a row holding a URL,
    /// pass. The size is said in decimal units (1 MB is 1,000,000 bytes).
    public static func maxFileSize(_ bytes: Int) -> FormRule {
        if bytes < 0 {
            return FormRule(
                kind: .maxFileSize, configurationProblem: "the size \(FormValue.integer(Int64(bytes)).text) is negative"
            ) { _, _ in nil }
        }
        return FormRule(
            kind: .maxFileSize, arguments: [.init("limit", .integer(Int64(bytes)))],
            accepts: { value in
                guard case .file(let file) = value else { return true }
                return file.data.count <= bytes
            },
            violation: { _, context in
                FormRuleViolation(
                    arguments: [.init("limit", .integer(Int64(bytes)))],
                    phrase: FormPhrase("rule.maxFileSize", ["title": context.title, "size": FormFileSize.text(bytes)]))
            }
        )
    }

    /// Fails a file whose type is not one of `types`, each written as the
    /// HTML `accept` attribute writes it: a MIME type (`application/pdf`),
    /// a whole kind (`image/*`) or a file name extension (`.pdf`).
    ///
    /// ```swift
    /// rules: [.fileTypes(["application/pdf", ".pdf"])]   // "Paper must be a file of type application/pdf or .pdf"
    /// ```
    ///
    /// A row declares it with `fileTypes:`, which also refuses another
    /// file where it enters the form and gives the page's file input its
    /// `accept` attribute. A file matches by its MIME type (its parameters
    /// and letter case aside) or by its file name's extension (letter
    /// case aside); a row holding a URL passes.
    public static func fileTypes(_ types: [String]) -> FormRule {
        let accepted = FormFileTypes(types)
        return FormRule(
            kind: .fileTypes, arguments: [.init("types", .array(types.map(FormValue.string)))],
            accepts: { value in
                guard case .file(let file) = value else { return true }
                return accepted.accepts(file)
            },
            violation: { _, context in
                FormRuleViolation(
                    arguments: [.init("types", .array(types.map(FormValue.string)))],
                    phrase: FormPhrase(
                        "rule.fileTypes", arguments: [.init("title", context.title), .init("types", items: types)]))
            }
        )
    }
}

extension FormRule.Kind {
    /// A file larger than allowed (``FormRule/maxFileSize(_:)``).
    public static let maxFileSize: FormRule.Kind = "maxFileSize"
    /// A file of a type not allowed (``FormRule/fileTypes(_:)``).
    public static let fileTypes: FormRule.Kind = "fileTypes"
}

/// The file types a row accepts, as the HTML `accept` attribute lists them.
struct FormFileTypes: Sendable {
    private let mimeTypes: Set<String>
    private let kinds: Set<String>
    private let extensions: [String]

    init(_ types: [String]) {
        var mimeTypes: Set<String> = []
        var kinds: Set<String> = []
        var extensions: [String] = []
        for type in types.map({ Self.folded($0.trimmingCharacters(in: .whitespaces)) }) {
            if type.hasPrefix(".") {
                extensions.append(type)
            } else if type.hasSuffix("/*") {
                kinds.insert(String(type.dropLast(2)))
            } else {
                mimeTypes.insert(type)
            }
        }
        self.mimeTypes = mimeTypes
        self.kinds = kinds
        self.extensions = extensions
    }

    /// Whether `file` is of an accepted type, by its MIME type or its name's extension.
    func accepts(_ file: FormFile) -> Bool {
        // The essence of a MIME type: what comes before its parameters, in ASCII lower case.
        let essence = Self.folded(String(file.contentType.prefix { $0 != ";" }).trimmingCharacters(in: .whitespaces))
        if mimeTypes.contains(essence) { return true }
        if let slash = essence.firstIndex(of: "/"), kinds.contains(String(essence[..<slash])) { return true }
        let name = Self.folded(file.filename)
        return extensions.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// `text` without case: MIME types and extensions are compared so, and
    /// Swift's lower-casing is the same in every locale.
    private static func folded(_ text: String) -> String { text.lowercased() }
}

/// A file size as a person reads it, in decimal units with ASCII digits,
/// the same in every locale and language: `512 B`, `1.5 kB`, `2 MB`, `1.25 GB`.
enum FormFileSize {
    static func text(_ bytes: Int) -> String {
        let units: [(size: Int, name: String)] = [(1_000_000_000, "GB"), (1_000_000, "MB"), (1_000, "kB")]
        for unit in units where bytes >= unit.size {
            // Two decimals at most, rounded down, so the limit said is never more than the limit.
            let hundredths = bytes / (unit.size / 100)
            let whole = hundredths / 100
            let fraction = hundredths % 100
            let decimals =
                fraction == 0 ? "" : fraction % 10 == 0 ? ".\(fraction / 10)" : ".\(fraction < 10 ? "0" : "")\(fraction)"
            return "\(whole)\(decimals) \(unit.name)"
        }
        return "\(bytes) B"
    }
}
