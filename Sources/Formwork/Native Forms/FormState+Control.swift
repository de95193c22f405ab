import Foundation

extension FormState {
    /// The native control that shows `row` (see ``FormControl``).
    ///
    /// - A line of text gets the keyboard, autofill and capitalization of
    ///   its ``FormRow/TextKind``; a password, a secure field.
    /// - A number gets a digit pad when it can't be negative (whole
    ///   numbers the number pad, others the decimal pad), else digits and
    ///   punctuation, which have a minus sign.
    /// - One choice is ``FormControl/Style/segmented`` for up to three
    ///   short options, ``FormControl/Style/inline`` for up to four, and a
    ///   ``FormControl/Style/menu`` beyond, or whenever the row may be left
    ///   with no choice (an optional row no rule requires): the menu's
    ///   ``FormEditor/choices(for:)`` begin with "none".
    /// - Several choices are a ``FormControl/Style/checklist``.
    public func control(for row: FormRow) -> FormControl {
        switch row.kind {
        case .text: return Self.textControl(row.textKind)
        case .longText: return FormControl(style: .textEditor)
        case .heading: return FormControl(style: .heading)
        case .number: return FormControl(style: .numberField, keyboard: numberKeyboard(row), autocorrects: false)
        case .boolean: return FormControl(style: .toggle)
        case .enumerated where row.allowsMultipleSelection, .list where !row.choices.isEmpty:
            return FormControl(style: .checklist)
        case .enumerated: return FormControl(style: Self.choiceStyle(row))
        case .list: return FormControl(style: .itemList)
        case .date: return FormControl(style: .datePicker)
        case .image: return FormControl(style: .photo)
        case .attachment: return FormControl(style: .file)
        case .rating: return FormControl(style: .rating)
        default: return FormControl(style: .custom)
        }
    }

    static func textControl(_ kind: FormRow.TextKind) -> FormControl {
        switch kind {
        case .plain: return FormControl(style: .textField)
        case .name: return FormControl(style: .textField, textContent: .name, capitalization: .words, autocorrects: false)
        case .email:
            return FormControl(
                style: .textField, keyboard: .email, textContent: .email, capitalization: .never, autocorrects: false)
        case .phone: return FormControl(style: .textField, keyboard: .phone, textContent: .phone, autocorrects: false)
        case .url:
            return FormControl(style: .textField, keyboard: .url, textContent: .url, capitalization: .never, autocorrects: false)
        case .password:
            return FormControl(style: .secureField, textContent: .password, capitalization: .never, autocorrects: false)
        }
    }

    /// The keyboard of a number row: a pad without a minus sign only when
    /// the row's lower end is zero or more, or its type is unsigned.
    private func numberKeyboard(_ row: FormRow) -> FormControl.Keyboard {
        let shape = schema.rowIndex[row.key].flatMap { schema.rows[$0].descriptor.numberShape }
        let unsigned: Bool
        if case .integer(signed: false) = shape { unsigned = true } else { unsigned = false }
        let nonNegative = unsigned || row.minimum.map(Self.isNonNegative) ?? false
        guard nonNegative else { return .signedNumber }
        if case .integer = shape { return .wholeNumber }
        return .decimal
    }

    private static func isNonNegative(_ number: FormValue) -> Bool {
        switch number {
        case .integer(let value): return value >= 0
        case .double(let value): return value >= 0
        case .decimal(let value): return !value.isSignMinus || value.isZero
        default: return false
        }
    }

    /// See ``control(for:)``: a few short options side by side, up to four
    /// on lines of their own, a menu beyond or when "none" is a choice.
    static func choiceStyle(_ row: FormRow) -> FormControl.Style {
        // The row's own style (`style:`) first.
        if row.choiceStyle == .menu { return .menu }
        if row.choiceStyle == .buttons { return .inline }
        if row.choiceStyle == .segmented { return .segmented }
        if row.offersNoChoice { return .menu }
        let count = row.choices.count
        if count <= 3 && row.choices.allSatisfy({ $0.label.count <= shortLabel }) { return .segmented }
        return count <= 4 ? .inline : .menu
    }

    /// The most characters an option of a segmented control has, so that
    /// three fit side by side on the narrowest phone.
    static var shortLabel: Int { 12 }
}
