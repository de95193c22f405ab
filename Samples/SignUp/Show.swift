import Formwork

/// Prints a report for a person at a terminal. The report holds values
/// that came from elsewhere (a posted body, an edit on the command line,
/// what was pasted), and a terminal obeys some characters rather than
/// drawing them: ESC can retitle or wipe the window, U+202E reverses what
/// follows. Every such character is printed as the symbol Formwork's other
/// surfaces show (`␛`, `<U+202E>`); the report's own line breaks stay.
func show(_ text: String) {
    print(VisibleText.displayable(text, keeping: ["\n"]))
}
