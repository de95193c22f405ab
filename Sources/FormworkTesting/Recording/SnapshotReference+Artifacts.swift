import Foundation

extension SnapshotReference {
    /// Writes the actual text and the diff page of a mismatch, and returns
    /// the lines the failure message gives them: where they are and what
    /// changed, or why they could not be written.
    func writeArtifacts(reference: String, actual: String, diffPage: DiffPage.Maker, folder: URL?) -> String {
        let artifacts = SnapshotArtifacts(reference: url, pathExtension: pathExtension, folder: folder)
        let page = diffPage(
            reference, actual,
            DiffPage.Files(snapshot: name, reference: url.path, actual: artifacts.actual.path))
        var lines: [String]
        if let failure = artifacts.write(actual: actual, page: page.html) {
            lines = [failure]
        } else {
            lines = ["Diff page: \(artifacts.page.path)", "Actual picture: \(artifacts.actual.path)"]
        }
        lines += page.summary
        return lines.joined(separator: "\n")
    }
}
