import Foundation

/// The phrase keys a module's sources name, for the check that its
/// catalogues word each one.
///
/// ```swift
/// SourceKeys.literalKeys(in: #"FormPhrase("rule.required")"#)   // ["rule.required"]
/// ```
public enum SourceKeys {
    /// The folder of `module`'s sources, `Sources/<module>`.
    public static func folder(of module: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/\(module)")
            .standardizedFileURL
    }

    /// The Swift files under `folder`, sorted by path.
    public static func swiftFiles(under folder: URL) -> [URL] {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// Every literal key of a `FormPhrase("…"` in the Swift files of `module`.
    public static func named(in module: String) throws -> [String] {
        try swiftFiles(under: folder(of: module)).flatMap { literalKeys(in: try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// The literal first arguments of `FormPhrase("…"` in `text`, skipping
    /// keys built by interpolation, keys `text` words itself (`"key":`,
    /// as an example's own catalogue does) and the phrases of an app's
    /// messages (`FormMessage(FormPhrase("…"), default: …)`), which the
    /// app's catalogue words.
    public static func literalKeys(in text: String) -> [String] {
        var keys: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: "FormPhrase(") {
            let isAppMessage = rest[..<range.lowerBound].hasSuffix("FormMessage(")
            rest = rest[range.upperBound...]
            if isAppMessage { continue }
            let trimmed = rest.drop { $0 == " " || $0 == "\n" }
            guard trimmed.first == "\"" else { continue }
            let body = trimmed.dropFirst()
            guard let end = body.firstIndex(of: "\"") else { continue }
            let key = String(body[..<end])
            if !key.contains("\\("), !key.isEmpty, !text.contains("\"\(key)\":") { keys.append(key) }
        }
        return keys
    }
}
