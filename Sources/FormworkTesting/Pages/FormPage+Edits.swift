import Formwork

/// What a person does to a page before posting it: typing, ticking,
/// choosing, attaching a file, pressing a button. Each edit names the
/// controls by their `name` and refuses, with an error saying why, what a
/// person could not do in a browser: a control that is disabled or
/// read-only, one of another kind, an option the page does not offer, or
/// a value the browser would not keep.
extension FormPage {
    /// Types `text` into the text control named `name` (an `<input>` a
    /// person types into, of any type but checkbox, radio, file, hidden or
    /// a button, or a `<textarea>`), replacing its value.
    ///
    /// ```swift
    /// try page.fill("email", with: "ada@example.com")
    /// try page.fill("about_me", with: "Line one\nline two")   // posted with CR LF
    /// ```
    ///
    /// - Throws: ``FormPageError`` when no single such control has the
    ///   name (a list's boxes share one: use `fill(_:with:)` with a list of texts),
    ///   it is disabled or read-only, or the input's value sanitization
    ///   would change `text` (a line break in a one-line input, text that
    ///   is no number in a number input, an invalid date), since a browser
    ///   would post something else.
    public mutating func fill(_ name: String, with text: String) throws(FormPageError) {
        let matching = try typedControls(named: name)
        guard matching.count == 1 else {
            throw FormPageError(
                "\(matching.count) controls are named '\(name)': fill them all with fill(_:with:) and a list of texts.")
        }
        try set(text, at: matching[0])
    }

    /// Types `texts` into the text controls named `name`, one each in the
    /// page's order, and empties the rest: a list's boxes (`tags[]`).
    ///
    /// ```swift
    /// try page.fill("tags[]", with: ["math", "engines"])   // a third, empty box posts "tags[]="
    /// ```
    ///
    /// - Throws: ``FormPageError`` when there are more texts than boxes
    ///   (a page without script cannot add one), and as `fill(_:with:)` with one text.
    public mutating func fill(_ name: String, with texts: [String]) throws(FormPageError) {
        let matching = try typedControls(named: name)
        guard texts.count <= matching.count else {
            throw FormPageError(
                "The page has \(matching.count) controls named '\(name)', fewer than the \(texts.count) texts given.")
        }
        for (offset, index) in matching.enumerated() {
            try set(offset < texts.count ? texts[offset] : "", at: index)
        }
    }

    /// Ticks the checkbox named `name` (with the `value` given, among boxes
    /// sharing a name), or checks the radio button so named, unchecking
    /// the others of its group.
    ///
    /// ```swift
    /// try page.check("newsletter")
    /// try page.check("topics[]", value: "swift")
    /// ```
    public mutating func check(_ name: String, value: String? = nil) throws(FormPageError) {
        let index = try button(named: name, value: value)
        if controls[index].inputType == "radio" { uncheckGroup(of: index) }
        controls[index].isChecked = true
    }

    /// Unticks the checkbox named `name` (with the `value` given, among boxes sharing a name).
    ///
    /// ```swift
    /// try page.uncheck("newsletter")
    /// ```
    ///
    /// - Throws: ``FormPageError`` for a radio button, which a person can
    ///   only uncheck by checking another, and as ``check(_:value:)``.
    public mutating func uncheck(_ name: String, value: String? = nil) throws(FormPageError) {
        let index = try button(named: name, value: value)
        guard controls[index].inputType == "checkbox" else {
            throw FormPageError("'\(name)' is a radio button: check another of its group instead.")
        }
        controls[index].isChecked = false
    }

    /// Chooses the option whose value is `value` for the control named
    /// `name`: a radio button of the group, or an option of a `<select>`
    /// (the only one chosen, for a single select).
    ///
    /// ```swift
    /// try page.choose("female", for: "gender")
    /// ```
    public mutating func choose(_ value: String, for name: String) throws(FormPageError) {
        let index = try choiceControl(named: name)
        if case .select(let multiple, _) = controls[index].element, !multiple {
            try select([value], in: index, name: name)
        } else if case .select = controls[index].element {
            try select([value], in: index, name: name)
        } else {
            try check(name, value: value)
        }
    }

    /// Chooses exactly the options whose values are `values` for the
    /// control named `name`: a `<select multiple>`, or the checkboxes of
    /// a several-choice row (`genders[]`), unchecking the others.
    ///
    /// ```swift
    /// try page.choose(["swift", "music"], for: "topics[]")
    /// try page.choose([], for: "topics[]")   // posts only the row's hidden empty entry
    /// ```
    public mutating func choose(_ values: [String], for name: String) throws(FormPageError) {
        let index = try choiceControl(named: name)
        if case .select(let multiple, _) = controls[index].element {
            guard multiple || values.count == 1 else {
                throw FormPageError("'\(name)' is a single <select>: choose one value, not \(values.count).")
            }
            try select(values, in: index, name: name)
            return
        }
        let boxes = controls.indices.filter { controls[$0].name == name && controls[$0].inputType == "checkbox" }
        guard !boxes.isEmpty else { throw FormPageError("'\(name)' names radio buttons: choose one value.") }
        for value in values where !boxes.contains(where: { controls[$0].value == value }) {
            throw FormPageError(
                "No checkbox named '\(name)' has the value '\(value)'; theirs: \(list(boxes.map { controls[$0].value })).")
        }
        for box in boxes {
            try editable(box)
            controls[box].isChecked = values.contains(controls[box].value)
        }
    }

    /// Attaches `file` to the file input named `name`, in place of any
    /// file attached before.
    ///
    /// ```swift
    /// try page.attach(FormFile(filename: "ada.png", contentType: "image/png", data: png), to: "avatar")
    /// ```
    public mutating func attach(_ file: FormFile, to name: String) throws(FormPageError) {
        let matching = controls.indices.filter { controls[$0].name == name && controls[$0].inputType == "file" }
        guard let index = matching.first else { throw missing(name, kind: "file input") }
        try editable(index)
        controls[index].files = [file]
    }

    /// Presses the submit button named `name`, so the body carries its
    /// entry (`name=value`), as a browser's does when the person presses it.
    ///
    /// ```swift
    /// try page.press("save_draft")
    /// ```
    ///
    /// Without a press, the body is that of a form submitted with no
    /// button (FormworkHTML's own submit button has no name, so pressing it
    /// adds nothing).
    public mutating func press(_ name: String) throws(FormPageError) {
        guard let index = controls.indices.first(where: { controls[$0].name == name && controls[$0].isSubmitButton })
        else { throw missing(name, kind: "submit button") }
        try editable(index)
        submitter = index
    }

    // MARK: - Finding controls

    private func typedControls(named name: String) throws(FormPageError) -> [Int] {
        let matching = controls.indices.filter { controls[$0].name == name && controls[$0].isTyped }
        guard !matching.isEmpty else { throw missing(name, kind: "text control") }
        return matching
    }

    private mutating func set(_ text: String, at index: Int) throws(FormPageError) {
        try editable(index)
        let control = controls[index]
        if let type = control.inputType {
            let kept = FormPageValueSanitization.sanitize(text, type: type, allowsSeveral: control.allowsSeveral)
            guard kept == text else {
                throw FormPageError(
                    "A browser keeps '\(kept)' of '\(text)' in the \(control.summary) named '\(control.name ?? "")' "
                        + "(HTML's value sanitization): give a value it keeps, or edit the entries to post another.")
            }
        }
        // A textarea keeps its text with each line break as LF, as a browser does (§4.10.11).
        controls[index].value = control.inputType == nil ? FormPageControls.apiValue(text) : text
    }

    private func button(named name: String, value: String?) throws(FormPageError) -> Int {
        let matching = controls.indices.filter {
            controls[$0].name == name && (controls[$0].inputType == "checkbox" || controls[$0].inputType == "radio")
        }
        guard !matching.isEmpty else { throw missing(name, kind: "checkbox or radio button") }
        let chosen = value.map { value in matching.filter { controls[$0].value == value } } ?? matching
        guard chosen.count == 1 else {
            let values = list(matching.map { controls[$0].value })
            throw FormPageError(
                value.map { "No checkbox or radio button named '\(name)' has the value '\($0)'; theirs: \(values)." }
                    ?? "\(matching.count) controls are named '\(name)': say which by its value (\(values)).")
        }
        try editable(chosen[0])
        return chosen[0]
    }

    private func choiceControl(named name: String) throws(FormPageError) -> Int {
        let matching = controls.indices.filter { index in
            guard controls[index].name == name else { return false }
            if case .select = controls[index].element { return true }
            return controls[index].inputType == "checkbox" || controls[index].inputType == "radio"
        }
        guard let first = matching.first else { throw missing(name, kind: "<select>, radio button or checkbox") }
        return first
    }

    private mutating func select(_ values: [String], in index: Int, name: String) throws(FormPageError) {
        try editable(index)
        let options = controls[index].options
        for value in values where !options.contains(where: { $0.value == value && !$0.isDisabled }) {
            throw FormPageError(
                "The <select> named '\(name)' offers no option '\(value)' that is not disabled; its options: \(list(options.map(\.value)))."
            )
        }
        for option in options.indices {
            controls[index].options[option].isSelected = values.contains(options[option].value)
        }
    }

    private mutating func uncheckGroup(of index: Int) {
        for other in controls.indices where controls[other].inputType == "radio" && controls[other].name == controls[index].name {
            controls[other].isChecked = false
        }
    }

    private func editable(_ index: Int) throws(FormPageError) {
        let control = controls[index]
        let name = control.name ?? ""
        if control.isDisabled {
            throw FormPageError("The \(control.summary) named '\(name)' is disabled: a person cannot change it.")
        }
        if control.isReadOnly && control.isTyped {
            throw FormPageError("The \(control.summary) named '\(name)' is read-only: a person cannot change it.")
        }
    }

    private func missing(_ name: String, kind: String) -> FormPageError {
        FormPageError("The form has no \(kind) named '\(name)'; its controls' names: \(list(controlNames)).")
    }

    private func list(_ texts: [String]) -> String {
        texts.isEmpty ? "none" : texts.map { "'\($0)'" }.joined(separator: ", ")
    }
}
