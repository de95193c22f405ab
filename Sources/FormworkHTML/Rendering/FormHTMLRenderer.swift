import Formwork

/// Writes a form's sections and rows as one `<form>` element.
///
/// Sections nest as the model's groups do. A row or section hidden by a
/// predicate (`visibleWhen: "age > 12"`) is written inside a `<template>`
/// with its controls `disabled`, so the page's script can show it without
/// a round trip and the browser neither shows nor posts it meanwhile,
/// whatever the page's CSS; one hidden by a closure, which cannot run in a
/// browser, is left out.
struct FormHTMLRenderer<Model: FormModel> {
    /// The form written: `source` and its spare items.
    let form: FormState<Model>
    /// The form as given, which new items' templates are made from.
    let source: FormState<Model>
    let options: FormHTMLOptions
    /// Error messages by row key, in the order given, without repeats.
    let errors: [String: [String]]
    /// Messages of errors whose key names no row of the form.
    let formErrors: [String]
    /// The keys of the rows whose posted file the page asks for again: each
    /// is written with no current file, so a required one is required again.
    let filesAskedAgain: Set<String>
    /// Which rows and sections predicates decide, by position, sections
    /// named by their ``FormSection/id``; also what the page's script is made from.
    let conditions: FormLiveConditions
    /// Positions in `conditions.rows` by row key.
    private let rowPositions: [String: Int]
    let sections: [FormSection]
    /// For each section, the sections directly nested in it, by position.
    private let children: [[Int]]
    /// The repeating groups as the page offers them.
    let groups: FormHTMLGroupLayout
    /// The sections enclosing a row that holds a value
    /// (``FormInputError/Reason/held(value:waitingFor:)``), by position.
    private let sectionsHoldingValues: Set<Int>
    /// Each group's new-item template once written, for the script's data.
    var itemTemplates: [Int: FormHTMLItemTemplate] = [:]
    var writer: FormHTMLWriter

    /// A renderer of `form` with the spare items of its repeating groups
    /// (see ``FormHTMLGroupLayout``).
    init(form: FormState<Model>, options: FormHTMLOptions, errors: [FormFieldError]) {
        self.init(source: form, shown: FormHTMLGroupLayout.withSpares(form), options: options, errors: errors)
    }

    /// A renderer of `shown`, which is `source` with the spare items the layout names.
    init(
        source: FormState<Model>, shown: (form: FormState<Model>, groups: FormHTMLGroupLayout), options: FormHTMLOptions,
        errors: [FormFieldError]
    ) {
        let form = shown.form
        self.form = form
        self.source = source
        self.options = options
        groups = shown.groups
        sections = form.allSections
        var conditions = form.liveConditions
        // The page names sections by their identity, which stays with an item when items move.
        for index in conditions.sections.indices { conditions.sections[index].id = sections[index].id }
        self.conditions = conditions
        rowPositions = Dictionary(
            conditions.rows.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var children: [[Int]] = Array(repeating: [], count: sections.count)
        for (position, section) in conditions.sections.enumerated() {
            if let parent = section.ancestors.last { children[parent].append(position) }
        }
        self.children = children
        var holding: Set<Int> = []
        for row in conditions.rows where form.row(row.key)?.heldValue != nil {
            holding.insert(row.section)
            holding.formUnion(conditions.sections[row.section].ancestors)
        }
        sectionsHoldingValues = holding
        writer = FormHTMLWriter(pretty: options.pretty)
        let keys = Set(form.allRows.map(\.key))
        var byKey: [String: [String]] = [:]
        var unplaced: [String] = []
        let inputErrors = form.allRows.compactMap { row in row.inputError.map { (row.key, $0.message) } }
        // The app's errors (FormState.addError) first, then those given here, each message once.
        for (key, message) in inputErrors + (form.addedErrors + errors).map({ ($0.key, $0.message) }) {
            if keys.contains(key) {
                if byKey[key]?.contains(message) != true { byKey[key, default: []].append(message) }
            } else if !unplaced.contains(message) {
                unplaced.append(message)
            }
        }
        // A page answering a body with errors is a refused post, of which a
        // server keeps nothing: a file it posted is asked for again, since
        // a browser fills no file input.
        var askedAgain: Set<String> = []
        if !byKey.isEmpty || !unplaced.isEmpty {
            for row in form.allRows where form.holdsPostedFile(row) {
                guard case .file(let file) = row.value else { continue }
                askedAgain.insert(row.key)
                let message = form.localization.text(
                    FormPhrase("html.file.chooseAgain", ["file": file.filename]), builtIn: .html)
                if byKey[row.key]?.contains(message) != true { byKey[row.key, default: []].append(message) }
            }
        }
        self.errors = byKey
        formErrors = unplaced
        filesAskedAgain = askedAgain
    }

    /// The whole `<form>` element.
    mutating func render() -> String {
        writer.open("form", formAttributes())
        if let token = options.csrfToken {
            writer.void("input", [.init("type", "hidden"), .init("name", token.name), .init("value", token.value)])
        }
        if !formErrors.isEmpty {
            writer.open("div", [.init("class", "formwork-errors"), .init("role", "alert")])
            for message in formErrors { writer.element("p", [.init("class", "formwork-error")], text: message) }
            writer.close("div")
        }
        for position in sections.indices where conditions.sections[position].ancestors.isEmpty {
            _ = section(at: position, inside: .visible)
        }
        if let label = options.submitLabel {
            // The default label is worded in the form's language; an app's own is written as given.
            let text =
                label == FormHTMLOptions.defaultSubmitLabel
                ? form.localization.text(FormPhrase("html.submit"), builtIn: .html) : label
            writer.element("button", [.init("type", "submit")], text: text)
        }
        writer.markup(
            FormHTMLLiveScript.element(
                for: FormHTMLLiveInput(
                    formID: options.formID, nonce: options.nonce, conditions: conditions,
                    groups: liveGroups(),
                    held: form.allRows.compactMap { row in row.heldFor.isEmpty ? nil : (row.key, row.heldFor) })))
        writer.close("form")
        return writer.output
    }

    private func formAttributes() -> [FormHTMLAttribute?] {
        let hasFiles = form.allRows.contains(where: \.holdsFile)
        let isMultipart: Bool
        switch options.encoding {
        case .automatic: isMultipart = hasFiles
        case .urlEncoded: isMultipart = false
        case .multipart: isMultipart = true
        }
        return [
            .init("id", options.formID), options.action.map { .init("action", $0) },
            .init("method", options.method.rawValue),
            options.method == .post
                ? .init("enctype", isMultipart ? "multipart/form-data" : "application/x-www-form-urlencoded") : nil,
            .init("accept-charset", "UTF-8"), .init("lang", form.localization.language.tag),
            form.localization.language.direction == .rightToLeft ? .init("dir", "rtl") : nil,
        ]
    }

    /// What the sections enclosing a row or section say of it.
    struct Enclosing {
        /// Some enclosing section is hidden by a predicate now.
        var isHidden: Bool
        /// Some enclosing section's visibility or enablement is decided by a
        /// predicate, so the page's script may change what it contains.
        var isLive: Bool
        /// Some enclosing section is hidden but written shown, for a row in
        /// it that holds a value: its other rows are hidden one by one.
        var isOpenedForHeldValues = false

        static var visible: Enclosing { Enclosing(isHidden: false, isLive: false) }
    }

    /// Writes the section at `position` with its rows and nested sections;
    /// `false` when it wrote nothing (hidden by a closure, or no row to show).
    mutating func section(at position: Int, inside enclosing: Enclosing) -> Bool {
        let section = sections[position]
        let decided = conditions.sections[position]
        // A row holding a value was seen by the person, who posted it: its
        // sections are written shown, so the page shows the value again.
        let opens = !decided.isVisible && sectionsHoldingValues.contains(position)
        // A closure's result is final in the page: a section it hides is left out.
        if !decided.visible.isPredicate && !decided.isVisible && !opens { return false }
        let isHidden = decided.visible.isPredicate && !decided.isVisible && !opens
        let isLive = decided.visible.isPredicate || decided.enabled.isPredicate
        let contents = Enclosing(
            isHidden: enclosing.isHidden || isHidden || opens, isLive: enclosing.isLive || isLive,
            isOpenedForHeldValues: enclosing.isOpenedForHeldValues || opens)
        // Written into a scratch writer first: a section whose rows are all left out is left out too.
        // A hidden section's fieldset is inside a <template>, one level deeper.
        let outer = writer
        writer = outer.nested(levels: isHidden ? 2 : 1)
        let group = groups.groupOfHeader[position]
        if let group { writeGroupHelp(group) }
        var wroteContent = group != nil
        for row in section.rows {
            wroteContent = self.row(row, inside: contents) || wroteContent
        }
        if let footer = section.footer { writer.element("p", [.init("class", "formwork-footer")], text: footer) }
        for child in children[position] {
            wroteContent = self.section(at: child, inside: contents) || wroteContent
        }
        let item = groups.itemOfSection[position]
        if let item { writeItemButtons(item) }
        if let group { writeGroupEnd(group) }
        let body = writer
        writer = outer
        guard wroteContent || section.rows.isEmpty && children[position].isEmpty else { return false }
        if isHidden { writer.open("template", [.flag("data-formwork-slot", true)]) }
        writer.open(
            "fieldset",
            [.init("data-formwork-section", section.id), .flag("data-formwork-live", isLive)]
                + groupAttributes(group: group, item: item))
        if let title = section.title { writer.element("legend", text: title) }
        writer.append(body)
        writer.close("fieldset")
        if isHidden { writer.close("template") }
        return true
    }

    /// Writes one row; `false` when it is hidden by a closure and left out.
    /// A row is live when a predicate decides it or any section enclosing
    /// it: the page's script sets `hidden` and `disabled` on live rows only.
    private mutating func row(_ row: FormRow, inside enclosing: Enclosing) -> Bool {
        guard let position = rowPositions[row.key] else { return false }
        let decided = conditions.rows[position]
        // A held value is shown in its row, enabled, so the browser posts it
        // again: the person saw the row, which the refused rows hide.
        let held = row.heldValue
        if !decided.visible.isPredicate && !decided.isVisible && held == nil { return false }
        let isHidden =
            held == nil
            && (decided.visible.isPredicate && !decided.isVisible || enclosing.isOpenedForHeldValues && enclosing.isHidden)
        let isLive = enclosing.isLive || decided.visible.isPredicate || decided.enabled.isPredicate
        let isSpare = groups.spareRows.contains(row.key)
        var written = row
        if let held { written.value = held }
        // A spare item is written blank, so left alone it posts only blank values.
        if isSpare || filesAskedAgain.contains(row.key) { written.value = .null }
        let context = FormHTMLRowContext(
            row: written, options: options, errors: errors[row.key] ?? [],
            isDisabled: held == nil && (!row.isEnabled && !row.isReadOnly || enclosing.isHidden || isHidden),
            wholeNumbers: form.holdsWholeNumbers(row: row.key), rules: form.declaredRules(ofRow: row.key),
            isSpare: isSpare, formIsEditable: form.isEditable, localization: form.localization)
        if isHidden { writer.open("template", [.flag("data-formwork-slot", true)]) }
        writer.open(
            "div",
            [
                .init("class", row.isRequired ? "formwork-row formwork-required" : "formwork-row"),
                .init("data-formwork-row", row.key), .flag("data-formwork-live", isLive),
            ])
        FormHTMLControls.write(context, into: &writer)
        if let help = row.help {
            writer.element("p", [.init("id", context.id + "-help"), .init("class", "formwork-help")], text: help)
        }
        for (index, message) in context.errors.enumerated() {
            writer.element(
                "p", [.init("id", context.errorID(index)), .init("class", "formwork-error")], text: message)
        }
        writer.close("div")
        if isHidden { writer.close("template") }
        return true
    }
}
