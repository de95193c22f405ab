import Foundation

/// Where a picture snapshot that differs from its reference leaves the
/// actual picture and its diff page.
///
/// Beside the reference by default: `signUp.regular.svg` gets
/// `signUp.regular.actual.svg` and `signUp.regular.diff.html`. When
/// `FORMWORK_SNAPSHOT_ARTIFACTS` names a folder, they go there instead, in
/// a subfolder named after the reference's folder (the test file's name),
/// so that CI can keep one folder of everything that failed.
struct SnapshotArtifacts {
    static let environmentVariable = "FORMWORK_SNAPSHOT_ARTIFACTS"

    /// The actual picture.
    var actual: URL
    /// The diff page.
    var page: URL

    /// The artifacts of `reference` (whose extension is `pathExtension`), in `folder` or beside it.
    init(reference: URL, pathExtension: String, folder: URL?) {
        let referenceFolder = reference.deletingLastPathComponent()
        let directory =
            folder?.appendingPathComponent(referenceFolder.lastPathComponent, isDirectory: true) ?? referenceFolder
        let base = Self.baseName(of: reference, pathExtension: pathExtension)
        let suffix = pathExtension.isEmpty ? "" : ".\(pathExtension)"
        actual = directory.appendingPathComponent("\(base).actual\(suffix)", isDirectory: false)
        page = directory.appendingPathComponent("\(base).diff.html", isDirectory: false)
    }

    /// The folder `FORMWORK_SNAPSHOT_ARTIFACTS` names, or `nil` when it is unset or empty.
    static func folder(in environment: [String: String]) -> URL? {
        guard let path = environment[environmentVariable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    private static func baseName(of reference: URL, pathExtension: String) -> String {
        let name = reference.lastPathComponent
        let suffix = ".\(pathExtension)"
        return !pathExtension.isEmpty && name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
    }

    /// Writes the actual text and the page, creating their folder; returns
    /// a message when either cannot be written.
    func write(actual text: String, page html: String) -> String? {
        do {
            try FileManager.default.createDirectory(
                at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: actual, options: .atomic)
            try Data(html.utf8).write(to: page, options: .atomic)
            return nil
        } catch {
            return "Could not write the diff page to \(page.path) or the actual picture to \(actual.path): \(error)"
        }
    }

    /// Removes the artifacts a former failure left beside the reference
    /// (never those in an artifacts folder, which CI owns).
    static func removeStale(of reference: URL, pathExtension: String) {
        let beside = SnapshotArtifacts(reference: reference, pathExtension: pathExtension, folder: nil)
        for url in [beside.actual, beside.page] where FileManager.default.fileExists(atPath: url.path) {
            try? FileManager.default.removeItem(at: url)
        }
    }
}
