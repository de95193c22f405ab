extension FormRow {
    /// The text a person edits the row from: what they typed and the row
    /// refused (``inputError``), so that nothing typed is lost; else the
    /// value as it is typed back: text as it is, a file as its URL's path,
    /// nothing for no value, any other value as ``displayText`` shows it.
    ///
    /// ```swift
    /// try? form.setText("forty", for: "age")
    /// form.row("age")?.editingText   // "forty", with the refusal's message beside it
    /// ```
    ///
    /// A refusal is kept while conditions hide the row and show it again,
    /// so the text comes back with the row; it goes when an edit of the row
    /// is taken. The terminal and the native views start every edit from
    /// this text.
    public var editingText: String {
        if let refused = inputError?.input { return refused }
        switch value {
        case .null: return ""
        case .string(let text): return text
        case .file(let file): return file.url?.path ?? ""
        default: return displayText
        }
    }
}
