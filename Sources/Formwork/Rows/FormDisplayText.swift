import Foundation

/// The text a person reads for a row's value, the same on every machine:
/// what ``FormRow/displayText``, ``FormRow/label(for:)`` and
/// ``FormRow/displayText(ofDraft:)`` give every surface.
enum FormDisplayText {
    /// The text of `value`, in the language of `localization`: a switch
    /// reads its `value.on` or `value.off`; a date and time or a time of day
    /// is the wall-clock time in its time zone, a calendar date the same day
    /// in every zone.
    static func text(
        for value: FormValue, _ declared: FieldInput.Declared, choices options: [FormRow.Choice],
        in localization: FormLocalization
    ) -> String {
        if case .null = value { return "" }
        let row = FormRowContext(declared, shown: FormRowContext.Shown(localization, choices: options))
        return declared.kindType.displayText(of: value, for: row)
    }

    /// The labels of the options holding each item of a list, separated by
    /// commas; a single value's label.
    static func labels(of value: FormValue, in options: [FormRow.Choice]) -> String {
        guard case .array(let items) = value else { return label(of: value, in: options) }
        return items.map { label(of: $0, in: options) }.joined(separator: ", ")
    }

    /// The label of the option whose value is `value`, or the value's own text.
    static func label(of value: FormValue, in options: [FormRow.Choice]) -> String {
        options.first { $0.value == value }?.label ?? value.text
    }

    /// `text` as a password shows it: one ``FormRow/maskCharacter`` a character.
    static func masked(_ text: String) -> String {
        String(repeating: FormRow.maskCharacter, count: text.count)
    }
}
