import Formwork
import FormworkLayout
import Foundation

/// Writes a form's pictures for a phone and a tablet, each as an SVG
/// picture and a text outline, into `directory` (created when missing), and
/// returns the files written:
///
/// - `compact.svg`, `regular.svg`: `initial`, the form as it starts, with no
///   errors drawn;
/// - `compact-edited.svg`, `regular-edited.svg`: `edited`, with the errors
///   `validate()` finds drawn under their rows (a refused edit's too), and
///   the rows its conditions show;
/// - `compact-hidden-rows.svg`: `initial` with the rows its conditions hide
///   drawn outlined, for reviewing the conditions;
/// - a `.txt` outline beside each picture (`compact.txt` …).
///
/// ```swift
/// // swift run signup --layout out
/// let form = try FormState(SignUp())
/// let files = try writeLayouts(of: form, edited: demonstrationForm(from: form), to: URL(fileURLWithPath: "out"))
/// files.map(\.lastPathComponent)   // ["compact.svg", "compact.txt", "regular.svg", …]
/// ```
///
/// Files are replaced.
func writeLayouts<Model: FormModel>(
    of initial: FormState<Model>, edited: FormState<Model>, to directory: URL
) throws -> [URL] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let errors = edited.validate()
    let layouts: [(name: String, layout: FormLayout)] = [
        ("compact", try initial.layout(for: .compact)),
        ("regular", try initial.layout(for: .regular)),
        ("compact-edited", try edited.layout(for: .compact, errors: errors)),
        ("regular-edited", try edited.layout(for: .regular, errors: errors)),
        ("compact-hidden-rows", try initial.layout(for: .compact, showingHiddenRows: true)),
    ]
    var written: [URL] = []
    for (name, layout) in layouts {
        for (format, ext) in [(FormLayout.RenderFormat.svg, "svg"), (.text, "txt")] {
            let url = directory.appendingPathComponent("\(name).\(ext)")
            try Data(layout.render(format).utf8).write(to: url, options: .atomic)
            written.append(url)
        }
    }
    return written
}

/// The edits the `-edited` pictures show when the command is given no body
/// and no edits: each condition of the form met (`about_me` for an age over
/// 12, `address.province` for China, a contact's `details` for "other"), a
/// list, chips, a date and a switch filled in, and three errors left for
/// `validate()` to find: the required name left empty, an email without a
/// domain, and the contact's required phone left empty.
let demonstrationEdits = [
    "age=42", "email=ada@", "tags=swift, design", "topics=swift, music", "birthday=1815-12-10", "newsletter=true",
    "about_me=Writes programs for the Analytical Engine.", "address.city=London", "address.country=CN",
    "address.province=Guangdong", "emergency_contacts=+", "emergency_contacts[0].name=Charles Babbage",
    "emergency_contacts[0].relationship=other",
]

/// `form` after ``demonstrationEdits``, each applied as if typed. An edit
/// the form refuses stays on its row as an error, which the pictures draw.
func demonstrationForm(from form: FormState<SignUp>) -> FormState<SignUp> {
    var edited = form
    for edit in demonstrationEdits {
        guard let equals = edit.firstIndex(of: "=") else { continue }
        _ = try? apply(String(edit[edit.index(after: equals)...]), to: String(edit[..<equals]), in: &edited)
    }
    return edited
}
