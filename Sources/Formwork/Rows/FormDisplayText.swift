import Foundation

/// The text a person reads for a row's value, the same on every machine.
enum FormDisplayText {
    /// The text of `value`, in the language of `localization`: a switch
    /// reads its `value.on` or `value.off`; a date and time or a time of day
    /// is the wall-clock time in its time zone, a calendar date the same day
    /// in every zone.
    static func text(
        for value: FormValue, _ descriptor: FieldDescriptor, options: [FormRow.Choice], in localization: FormLocalization
    ) -> String {
        let zone = localization.timeZone
        switch (descriptor.kind, value) {
        case (_, .null):
            return ""
        case (.text, .string(let text)) where descriptor.textKind == .password:
            return String(repeating: "•", count: text.count)
        case (.boolean, .bool(let on)):
            return localization.text(FormPhrase(on ? "value.on" : "value.off"))
        case (.date, .date(let date)):
            switch descriptor.dateKind {
            case .date: return FormDateText.calendarDate(date)
            case .time: return FormDateText.timeOfDay(date, in: zone)
            case .dateTime: return FormDateText.iso8601(date, in: zone)
            }
        case (_, .array(let items)):
            return items.map { label(of: $0, in: options) }.joined(separator: ", ")
        default:
            return label(of: value, in: options)
        }
    }

    private static func label(of value: FormValue, in options: [FormRow.Choice]) -> String {
        options.first { $0.value == value }?.label ?? value.text
    }
}
