import Foundation

/// The text a person reads for a row's value, the same on every machine.
enum FormDisplayText {
    /// The text of `value`; a date and time or a time of day is the
    /// wall-clock time in `zone`, a calendar date the same day in every zone.
    static func text(
        for value: FormValue, _ descriptor: FieldDescriptor, options: [FormRow.Option], in zone: TimeZone
    ) -> String {
        switch (descriptor.kind, value) {
        case (_, .null):
            return ""
        case (.text, .string(let text)) where descriptor.textKind == .password:
            return String(repeating: "•", count: text.count)
        case (.boolean, .bool(let on)):
            return on ? "Yes" : "No"
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

    private static func label(of value: FormValue, in options: [FormRow.Option]) -> String {
        options.first { $0.value == value }?.label ?? value.text
    }
}
