import Formwork

extension FormLayout.Frame {
    /// The frame as a picture draws it: every text it shows (names, title,
    /// text, help, errors, footer, chips, list entries, file names) shown
    /// through `VisibleText`, line breaks kept for the picture to lay out.
    ///
    /// ```
    /// frame.text                // "\u{202E}gnp.exe\u{1B}[2J"
    /// frame.displayable.text    // "<U+202E>gnp.exe␛[2J"
    /// ```
    ///
    /// A picture measures, fits and draws this frame, so what is measured is
    /// what is drawn; the layout keeps the frame as it was.
    var displayable: FormLayout.Frame {
        var frame = self
        frame.identifier = Self.shown(identifier)
        frame.name = Self.shown(name)
        frame.title = Self.shown(title)
        // A password's text is never drawn: its dots count its characters.
        if details.control != .field(.password) || isPlaceholder { frame.text = Self.shown(text) }
        frame.details.help = details.help.map(Self.shown)
        frame.details.errors = details.errors.map(Self.shown)
        frame.details.footer = details.footer.map(Self.shown)
        switch details.control {
        case .chips(let labels): frame.details.control = .chips(labels.map(Self.shown))
        case .list(let entries, let canAdd): frame.details.control = .list(entries.map(Self.shown), canAdd: canAdd)
        case .imageWell(let fileName): frame.details.control = .imageWell(fileName: fileName.map(Self.shown))
        case .attachment(let fileName): frame.details.control = .attachment(fileName: fileName.map(Self.shown))
        case .field, .textArea, .number, .toggle, .picker, .date, .heading: break
        }
        return frame
    }

    /// LF, CR LF and a lone CR stay line breaks, as the text area and the
    /// one-line labels read them.
    private static func shown(_ text: String) -> String {
        VisibleText.displayable(text, keeping: ["\n", "\r"])
    }
}
