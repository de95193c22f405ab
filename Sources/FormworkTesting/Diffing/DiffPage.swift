/// The page a picture snapshot that differs from its reference leaves to
/// look at, and the lines it adds to the failure message.
///
/// The page is one self-contained HTML file: the reference and the actual
/// picture inlined side by side, each changed row outlined in both (added
/// rows in the actual, removed rows in the reference), and the changes
/// listed by key. It needs no script and loads nothing, and the same
/// pictures and paths give the same bytes.
struct DiffPage: Equatable {
    /// Makes the page of a snapshot from the reference's and the actual text.
    typealias Maker = @Sendable (_ reference: String, _ actual: String, _ files: Files) -> DiffPage

    /// What the page names: the snapshot and the files it shows.
    struct Files: Equatable {
        var snapshot: String
        var reference: String
        var actual: String
    }

    /// The page's HTML.
    var html: String
    /// The lines for the failure message: the changed rows by key, then the moved ones.
    var summary: [String]

    /// The page of two pictures following the picture contract (rows as
    /// groups with a `data-key`); when either has no such rows, the two
    /// pictures side by side with a note that rows could not be read.
    @Sendable static func pictures(reference: String, actual: String, files: Files) -> DiffPage {
        guard let referenceRows = PictureRow.rows(in: reference), let actualRows = PictureRow.rows(in: actual) else {
            return DiffPage(
                html: html(files: files, changes: nil, reference: reference, actual: actual),
                summary: ["Changed rows: unknown, the pictures have no rows with a data-key to compare."])
        }
        let changes = PictureRowChange.changes(from: referenceRows, to: actualRows)
        return DiffPage(
            html: html(files: files, changes: changes, reference: reference, actual: actual),
            summary: summary(changes))
    }

    /// `Changed rows: user_name (changed), email (added), phone (removed)`, and `Moved rows: age` when any moved.
    static func summary(_ changes: [PictureRowChange]) -> [String] {
        let changed = changes.filter { $0.kind != .moved }.map { "\($0.key) (\($0.kind.rawValue))" }
        let moved = changes.filter { $0.kind == .moved }.map(\.key)
        var lines = [
            "Changed rows: "
                + (changed.isEmpty
                    ? (moved.isEmpty ? "none (the pictures differ outside their rows)" : "none")
                    : changed.joined(separator: ", "))
        ]
        if !moved.isEmpty { lines.append("Moved rows: " + moved.joined(separator: ", ")) }
        return lines
    }
}
