import Foundation

/// One reference file: where it is, and what to do with a new snapshot.
///
/// References live in `__Snapshots__/<test file name>/<test>.<name>.<ext>`
/// beside the test file, or in an injected directory. Names are made safe
/// for paths: each run of characters other than letters, digits and `_`
/// becomes `-`, and a `-` at either end is dropped (`signUp()` → `signUp`).
struct SnapshotReference {
    var url: URL
    var name: String
    var pathExtension: String

    init(name: String, pathExtension: String, filePath: String, function: String, directory: URL?) {
        let testFile = URL(fileURLWithPath: filePath, isDirectory: false)
        let folder =
            directory
            ?? testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent, isDirectory: true)
        let fileName = "\(Self.safe(function)).\(Self.safe(name))" + (pathExtension.isEmpty ? "" : ".\(pathExtension)")
        self.url = folder.appendingPathComponent(fileName, isDirectory: false)
        self.name = name
        self.pathExtension = pathExtension
    }

    static func safe(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let isWord = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
            if isWord {
                if pendingDash && !result.isEmpty { result += "-" }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "snapshot" : result
    }

    /// Compares `actual` with the reference, writing it as `mode` says, and
    /// returns the failure message, or `nil` when the snapshot matches.
    ///
    /// With a `diffPage`, a mismatch (in any mode but `all`) also writes the
    /// actual text and a diff page (see ``SnapshotArtifacts``; in
    /// `artifactsFolder` when given), and a match removes those a former
    /// mismatch left beside the reference.
    func verify(
        _ actual: String, mode: FormSnapshotRecordMode, diffPage: DiffPage.Maker? = nil, artifactsFolder: URL? = nil
    ) -> String? {
        let path = url.path
        let reference: String?
        do {
            reference =
                FileManager.default.fileExists(atPath: path)
                ? String(decoding: try Data(contentsOf: url), as: UTF8.self) : nil
        } catch {
            return "Could not read the reference snapshot '\(name)' at \(path): \(error)"
        }
        switch (mode, reference) {
        case (.all, _):
            return write(actual) ?? """
                Recorded snapshot '\(name)' at \(path) because the record mode is 'all'. \
                Turn recording off and run again to compare.
                """
        case (.never, nil):
            return """
                No reference snapshot '\(name)' at \(path), and the record mode is 'never', so none was written. \
                Record it with \(FormSnapshotRecordMode.environmentVariable)=missing, check it and commit it.
                """
        case (_, nil):
            return write(actual) ?? """
                No reference snapshot '\(name)' was found; recorded it at \(path). \
                Check it, then run again to compare.
                """
        case (_, let reference?) where LineDiff.same(reference, actual):
            if diffPage != nil { SnapshotArtifacts.removeStale(of: url, pathExtension: pathExtension) }
            return nil
        case (_, let reference?):
            let artifacts = diffPage.map {
                "\n" + writeArtifacts(reference: reference, actual: actual, diffPage: $0, folder: artifactsFolder)
            }
            var message = """
                Snapshot '\(name)' does not match the reference at \(path).\(artifacts ?? "")
                --- reference
                +++ actual
                \(LineDiff.unified(from: reference, to: actual))
                """
            if mode == .failed {
                message += "\n" + (write(actual) ?? "Re-recorded it because the record mode is 'failed'.")
            } else {
                message += "\nTo accept the new text, run with \(FormSnapshotRecordMode.environmentVariable)=failed."
            }
            return message
        }
    }

    /// Writes `text`, creating the folder; returns a message when it cannot.
    private func write(_ text: String) -> String? {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            return nil
        } catch {
            return "Could not write the snapshot '\(name)' to \(url.path): \(error)"
        }
    }
}
