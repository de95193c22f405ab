import Formwork
import Foundation

/// A file named by a typed path, read into a `FormFile` with a content
/// type chosen by its extension, and described by its size and type in
/// the form's language.
enum TypedFile {
    /// A path that names no readable file.
    struct Unreadable: Error, Sendable, Hashable {
        /// `No file at 'photos/me.png'`, or `'photos' is a folder, not a file`.
        var message: String
    }

    /// The file at `path` (`~` is the home folder), or why it cannot be read.
    static func read(atPath path: String, in localization: FormLocalization) -> Result<FormFile, Unreadable> {
        let expanded = (path as NSString).expandingTildeInPath
        let unreadable = { (key: String) in
            Unreadable(message: localization.text(FormPhrase(key, ["path": path]), builtIn: .terminal))
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expanded, isDirectory: &isFolder) else {
            return .failure(unreadable("terminal.file.missing"))
        }
        guard !isFolder.boolValue else { return .failure(unreadable("terminal.file.folder")) }
        guard let data = FileManager.default.contents(atPath: expanded) else {
            return .failure(unreadable("terminal.file.unreadable"))
        }
        let name = (expanded as NSString).lastPathComponent
        return .success(FormFile(filename: name, contentType: contentType(ofName: name), data: data))
    }

    /// The media type of a file named `name`, by its extension; unknown
    /// extensions are `application/octet-stream`, as a browser sends them.
    static func contentType(ofName name: String) -> String {
        let pathExtension = (name as NSString).pathExtension.lowercased()
        return types.first { $0.extensions.contains(pathExtension) }?.type ?? "application/octet-stream"
    }

    /// `photo.png, 2.4 KB, image/png`: what the screen and line mode show of a file.
    static func summary(of file: FormFile, in localization: FormLocalization) -> String {
        let size = byteCount(file.data.count, in: localization)
        return localization.text(
            FormPhrase("terminal.file.summary", ["name": file.filename, "size": size, "type": file.contentType]),
            builtIn: .terminal)
    }

    /// `512 bytes`, `2.4 KB`, `3.1 MB`: decimal units with one digit after
    /// the point, written by hand so no locale changes them; the units'
    /// names are the language's.
    static func byteCount(_ count: Int, in localization: FormLocalization) -> String {
        if count < 1000 { return localization.text(FormPhrase("terminal.file.bytes", count: count), builtIn: .terminal) }
        let units = ["terminal.file.kilobytes", "terminal.file.megabytes", "terminal.file.gigabytes", "terminal.file.terabytes"]
        var unit = 0, tenth = 100
        while unit < units.count - 1, tenths(of: count, per: tenth) >= 10_000 {
            unit += 1
            tenth *= 1000
        }
        let tenths = tenths(of: count, per: tenth)
        return localization.text(FormPhrase(units[unit], ["size": "\(tenths / 10).\(tenths % 10)"]), builtIn: .terminal)
    }

    /// `count` in units of `tenth` bytes, rounded half up, with no overflow.
    private static func tenths(of count: Int, per tenth: Int) -> Int {
        count / tenth + (count % tenth >= (tenth + 1) / 2 ? 1 : 0)
    }

    private static let types: [(extensions: Set<String>, type: String)] = [
        (["png"], "image/png"), (["jpg", "jpeg"], "image/jpeg"), (["gif"], "image/gif"),
        (["webp"], "image/webp"), (["heic"], "image/heic"), (["svg"], "image/svg+xml"),
        (["pdf"], "application/pdf"), (["txt"], "text/plain"), (["csv"], "text/csv"),
        (["json"], "application/json"), (["zip"], "application/zip"),
    ]
}
