import Foundation

extension FormEditor {
    /// The choices a choice row offers, in order: for a row that may be
    /// left with no choice (an optional row no rule requires), first "none"
    /// (`.null`, worded `native.choice.none`), then the row's options.
    public func choices(for row: FormRow) -> [FormRow.Choice] {
        let style = control(for: row).style
        let single = style == .menu || style == .inline || style == .segmented
        guard single, row.offersNoChoice else { return row.choices }
        let none = text("native.choice.none")
        return [FormRow.Choice(value: .null, label: none)] + row.choices
    }

    /// Whether `choice` is chosen in `row`: its value, or one of its values.
    public func isChosen(_ choice: FormRow.Choice, in row: FormRow) -> Bool { row.holds(choice) }

    /// Chooses `choice` in the row with id `id`, or unchooses it in a row
    /// of several choices, keeping the others in the options' order.
    @discardableResult
    public mutating func choose(_ choice: FormRow.Choice, _ chosen: Bool = true, forRow id: String) -> Edit {
        guard let row = row(id: id) else { return setValue(choice.value, forRow: id) }
        guard row.holdsSeveralValues else { return setValue(chosen ? choice.value : .null, forRow: id) }
        let now = row.value.arrayValue ?? []
        let kept = row.choices.map(\.value).filter { $0 == choice.value ? chosen : now.contains($0) }
        return setValue(.array(kept), forRow: id)
    }

    /// The date a date row holds, or `nil`.
    public func date(for row: FormRow) -> Date? {
        if case .date(let date) = row.value { return date }
        return nil
    }

    /// The time zone a date row's picker shows its date in: the form's.
    public var timeZone: TimeZone { form.localization.timeZone }

    /// Sets the date of the row with id `id`, or clears it (`nil`).
    @discardableResult
    public mutating func setDate(_ date: Date?, forRow id: String) -> Edit {
        setValue(date.map(FormValue.date) ?? .null, forRow: id)
    }

    /// Sets the file of a photo or file row, or removes it (`nil`). A row
    /// that holds a `URL` rather than a ``FormFile`` takes the file's URL.
    @discardableResult
    public mutating func setFile(_ file: FormFile?, forRow id: String) -> Edit {
        guard let file else { return setValue(.null, forRow: id) }
        guard let key = form.key(forID: id) else { return Edit.none }
        return apply(editing: key) { form throws(FormInputError) in try form.attach(file, orItsURL: file.url, for: key) }
    }

    /// Says that the file chosen for the row with id `id` could not be
    /// read (the photo library or the file provider failed): the message
    /// `native.file.unreadable` shows under the row, and is announced, until
    /// the row is edited. The row keeps the file it held.
    @discardableResult
    public mutating func fileCouldNotBeRead(forRow id: String) -> Edit {
        guard row(id: id) != nil else { return Edit.none }
        let message = text("native.file.unreadable")
        let before = unreadFiles[id]
        unreadFiles[id] = message
        return Edit(isTaken: false, changes: [], announcements: before == message ? [] : [message])
    }

    /// The name a photo from the library is given, which has none of its
    /// own: the row's parameter name and the type's extension (`avatar.jpeg`).
    public func photoFileName(for row: FormRow, extension pathExtension: String) -> String {
        let name = row.parameterPath.last ?? row.key
        return pathExtension.isEmpty ? name : name + "." + pathExtension
    }

    /// The file a photo or file row holds, or `nil`.
    public func file(for row: FormRow) -> FormFile? {
        if case .file(let file) = row.value { return file }
        return nil
    }

    /// The name a photo or file row shows for what it holds: the file's
    /// name, or the last part of its URL; `nil` when it holds nothing.
    public func fileName(for row: FormRow) -> String? {
        switch row.value {
        case .file(let file): return file.filename.isEmpty ? file.url?.lastPathComponent : file.filename
        case .string(let text): return URL(string: text)?.lastPathComponent ?? text
        default: return nil
        }
    }

    /// The most stars a rating row has, and how many it holds now.
    public func stars(for row: FormRow) -> (chosen: Int, most: Int) {
        let most = _FormFieldKind.Rating.mostStars(row.maximum)
        var chosen = 0
        if case .integer(let stars) = row.value { chosen = Int(clamping: stars) }
        return (min(max(chosen, 0), most), most)
    }

    /// How a rating row's stars are said: `3 stars`, in the form's language.
    public func starsText(_ count: Int) -> String {
        form.localization.text(FormPhrase("rating.stars", count: count))
    }

    /// `text` cut to the row's character limit (``FormRow/maxCharacters``),
    /// as a field that keeps its limit takes what is typed or pasted into it.
    public func fitted(_ text: String, to row: FormRow) -> String {
        guard let most = row.maxCharacters, text.count > most else { return text }
        return String(text.prefix(max(most, 0)))
    }

    /// How much of its character limit the row's text uses, `12/140`;
    /// `nil` for a row without a limit.
    public func characterCount(for row: FormRow) -> String? {
        row.maxCharacters.map { "\(text(for: row).count)/\($0)" }
    }

    /// The items a list row holds, as text.
    public func items(for row: FormRow) -> [String] {
        (row.value.arrayValue ?? []).map(\.text)
    }

    /// Adds an item typed as `text` at the end of the list row with id `id`.
    @discardableResult
    public mutating func addItem(_ text: String, toRow id: String) -> Edit {
        guard let key = form.key(forID: id), let row = form.row(key) else {
            return Edit.none
        }
        let count = row.value.arrayValue?.count ?? 0
        return apply(editing: key) { form throws(FormInputError) in
            try form.insertItem(.string(text), at: count, into: key)
        }
    }

    /// Deletes the items at `offsets` of the list row with id `id`.
    @discardableResult
    public mutating func deleteItems(at offsets: [Int], fromRow id: String) -> Edit {
        guard let key = form.key(forID: id) else { return Edit.none }
        return apply(editing: key) { form, changes throws(FormInputError) in
            for offset in Set(offsets).sorted(by: >) { changes.append(try form.removeItem(at: offset, from: key)) }
        }
    }
}
