/// Text as it is.
extension FormSnapshotting where Value == String {
    /// The text itself, in a `.txt` file.
    ///
    /// ```swift
    /// assertSnapshot(of: FormOutline.render(form), as: .lines, named: "outline")
    /// ```
    public static var lines: FormSnapshotting<String> { lines(pathExtension: "txt") }

    /// The text itself, in a file with another extension.
    ///
    /// ```swift
    /// assertSnapshot(of: body, as: .lines(pathExtension: "json"), named: "body")
    /// ```
    public static func lines(pathExtension: String) -> FormSnapshotting<String> {
        FormSnapshotting(pathExtension: pathExtension) { $0 }
    }
}
