import Formwork

/// A form on a terminal screen, as a state machine: keys in, frames out.
///
/// ```swift
/// var screen = try FormScreen(FormState(Profile()))
/// screen.handle(.enter)              // edit the first row
/// screen.handle(.text("Ada"))
/// screen.handle(.enter)              // the row's value is set
/// screen.handle(.control("s"))       // submit: validates
/// print(screen.frame.text)           // what a person sees
/// ```
///
/// ``Formwork/FormState/fill(_:title:input:output:)`` runs a screen on a real terminal; the screen
/// itself reads no input and writes no output, so tests drive it with keys
/// and read its frames. It shows the form's visible sections with their
/// headers, help, errors and footers, and a line of the keys that work.
///
/// Keys: Tab, ↓ and ↑ move between rows (titles, disabled and read-only
/// rows are skipped); Enter edits the focused row, or toggles a switch;
/// Ctrl-S submits. Editing starts with the value shown selected, so typing
/// replaces it and an arrow key keeps it; while typing, Enter confirms, Esc
/// cancels (a refused answer too), Ctrl-J starts a new line of long text. In a list of options, ↑ and ↓ move, Space ticks
/// one of several, Enter confirms. In a list's items, `a` adds, `d`
/// deletes, Shift-↑ and Shift-↓ move the selected item. Ctrl-C cancels
/// the form from anywhere.
///
/// Every edit goes through the form (`setText`, `setValue`, the list and
/// group edits), and the screen applies the `FormChange` it returns to
/// the rows it shows, as a table view applies a batch update: rows and
/// sections appear and disappear as conditions change, and focus stays on
/// its row. A submit runs `validate()`; errors appear beside
/// their rows, focus goes to the first, and the outcome stays ``Outcome/filling``
/// until the form is valid.
///
/// Every text a frame shows that is not the screen's own (values, titles,
/// help, labels, messages, what is typed) has its controls, ESC and
/// bidirectional overrides drawn as visible stand-ins (`␛`, `<U+202E>`),
/// never written for the terminal to obey; the form keeps the text as it was.
public struct FormScreen<Model: FormModel>: Sendable {
    /// The form being filled, with every edit made so far.
    public internal(set) var form: FormState<Model>
    /// The terminal's size; the screen scrolls to keep the focused row in view.
    public var size: TerminalSize {
        didSet { scrollToFocus() }
    }
    /// Where filling stands.
    public internal(set) var outcome: Outcome = .filling
    /// The title shown at the top of the screen.
    public var title: String

    /// The rows shown, kept by applying each edit's change.
    var shown: ScreenRows
    /// How many edits left ``shown`` different from the form's visible rows
    /// (a wrong `FormChange`); the tests expect none.
    var mismatchedChanges = 0
    var focus: ScreenTarget = .submit
    var mode: ScreenMode = .browsing
    /// Answers the form did not take, by row identity, with what was typed.
    var refusals: [String: RowAnswer.Refusal] = [:]
    /// `validate()`'s errors since the first submit, kept current after each edit.
    var errors: [FormFieldError] = []
    var hasSubmitted = false
    /// The first line of the form shown, counted in the screen's body.
    var scrollTop = 0

    /// A screen showing `form` on a terminal of `size`, titled with `title`
    /// or the model's type name in words, as rows are titled (`SignUp` →
    /// "Sign Up", with the model's acronyms and capitalization); focus
    /// starts on the first row that can be edited.
    public init(_ form: FormState<Model>, title: String? = nil, size: TerminalSize = .standard) {
        self.form = form
        self.size = size
        let titles = FormTitleFormatter(acronyms: Model.formAcronyms, capitalization: Model.formTitleCapitalization)
        self.title = title ?? titles.title(for: String(describing: Model.self))
        shown = ScreenRows(form.sections)
        focus = ScreenTarget.all(in: form).first ?? .submit
    }

    /// The key of the row focus stands on, or `nil` on a button.
    public var focusedKey: String? {
        guard case .row(let id) = focus else { return nil }
        return form.key(forID: id)
    }

    /// Handles one key and says where filling stands. Once the form is
    /// submitted or cancelled, keys change nothing.
    @discardableResult
    public mutating func handle(_ key: TerminalKey) -> Outcome {
        guard outcome == .filling else { return outcome }
        if key == .control("c") {
            outcome = .cancelled
            return outcome
        }
        switch mode {
        case .browsing: browse(key)
        case .typing(let row, var buffer):
            if edit(&buffer, with: key, multiline: kind(of: row) == .longText) {
                mode = .typing(row: row, buffer)
            } else {
                finishTyping(row, buffer, key)
            }
        case .choosing(let row, let highlighted, let chosen): choose(key, row: row, highlighted: highlighted, chosen: chosen)
        case .listing(let row, let selected): editList(key, row: row, selected: selected)
        case .addingItem(let row, var buffer):
            if edit(&buffer, with: key, multiline: false) {
                mode = .addingItem(row: row, buffer)
            } else {
                finishAddingItem(row, buffer, key)
            }
        }
        scrollToFocus()
        return outcome
    }

    /// The form's localization: every text of the screen's own is in its language.
    var localization: FormLocalization { form.localization }

    /// The visible row with identity `id`; `nil` for a hidden one.
    func row(_ id: String) -> FormRow? {
        guard let row = form.key(forID: id).flatMap(form.row), !row.isHidden else { return nil }
        return row
    }

    func kind(of id: String) -> FormRow.Kind? { row(id)?.kind }
}
