import Formwork
import FormworkLayout
import Foundation

/// Writes a form's layouts for a phone and a tablet, as SVG pictures and
/// text outlines, into `directory` (created when missing), and returns the
/// files written: `compact.svg`, `regular.svg`, `compact.txt`, `regular.txt`.
///
/// ```swift
/// // swift run signup --layout out
/// let files = try writeLayouts(of: try ModelForm(SignUp()), to: URL(fileURLWithPath: "out"))
/// files.map(\.lastPathComponent)   // ["compact.svg", "regular.svg", "compact.txt", "regular.txt"]
/// ```
///
/// Files are replaced.
func writeLayouts<Model: FormModel>(of form: ModelForm<Model>, to directory: URL) throws -> [URL] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let compact = try form.layout(for: .compact)
    let regular = try form.layout(for: .regular)
    let files: [(name: String, text: String)] = [
        ("compact.svg", compact.render(.svg)),
        ("regular.svg", regular.render(.svg)),
        ("compact.txt", compact.render(.text)),
        ("regular.txt", regular.render(.text)),
    ]
    var written: [URL] = []
    for file in files {
        let url = directory.appendingPathComponent(file.name)
        try Data(file.text.utf8).write(to: url, options: .atomic)
        written.append(url)
    }
    return written
}
