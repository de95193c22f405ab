import Formwork

/// A page's form, read from a response body or written by a `FormState`.
extension FormSnapshotting where Value == FormPage {
    /// The form's markup (``FormPage/formMarkup``), in an `.html` file, with
    /// each `<script>` element's text left out: written
    /// `<script …>…</script>` with its attributes, since its text is
    /// FormworkHTML's live script (hundreds of lines that change with the
    /// library, not with the page), whose data ``entries`` and the markup
    /// already show.
    ///
    /// ```swift
    /// let page = try FormPage(html: String(buffer: response.body))
    /// assertSnapshot(of: page, as: .html, named: "signup")
    /// // a page a FormState writes, the same way:
    /// assertSnapshot(of: try FormPage(html: form.html()), as: .html, named: "signup")
    /// ```
    ///
    /// The markup is the page's own bytes (line breaks as LF), so a page
    /// written with `pretty: true` diffs line by line; a page written on one
    /// line is one line of diff.
    public static var html: FormSnapshotting<FormPage> {
        FormSnapshotting(pathExtension: "html") { page in page.markupWithoutScripts() + "\n" }
    }

    /// The body a browser would post, one entry a line in `name=value`
    /// form, in a `.txt` file: names and texts with every control
    /// character written as its Control Picture (a line break `␊`), a file
    /// as `name=<file "ada.png" image/png, 1234 bytes>`.
    ///
    /// ```swift
    /// assertSnapshot(of: page, as: .entries, named: "posted")
    /// // csrf_token=3f9a…
    /// // user_name=Ada Lovelace
    /// // newsletter=false
    /// ```
    public static var entries: FormSnapshotting<FormPage> {
        FormSnapshotting(pathExtension: "txt") { page in
            page.entries.map { entry in
                let value: String
                switch entry.value {
                case .text(let text): value = VisibleText.displayable(text, keeping: [])
                case .file(let file):
                    value =
                        "<file \"\(VisibleText.displayable(file.filename, keeping: []))\" \(file.contentType), \(file.data.count) bytes>"
                }
                return VisibleText.displayable(entry.name, keeping: []) + "=" + value + "\n"
            }.joined()
        }
    }
}

extension FormPage {
    /// ``formMarkup`` with the text of every `<script>` in the form replaced by `…`.
    func markupWithoutScripts() -> String {
        let node = tree.nodes[form]
        var text = String.UnicodeScalarView()
        var position = node.start
        for index in tree.subtree(form) where tree.nodes[index].name == "script" {
            let script = tree.nodes[index]
            guard let content = script.children.first.map({ tree.nodes[$0] }), content.name == nil else { continue }
            text += tree.source[position..<content.start]
            text += "…".unicodeScalars
            position = content.end
        }
        text += tree.source[position..<node.end]
        return String(text)
    }
}
