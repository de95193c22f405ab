import Foundation

extension _FormFieldKind.Date: BuiltInRowKind {
    public static var name: String { "date" }

    /// ISO 8601 text of the row's date kind: a calendar date is the day at
    /// midnight UTC in every zone; a time and a date and time without a zone
    /// are the wall-clock time in the form's zone.
    public static func value(fromText text: String, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        let trimmed = text.trimmingSpacesAndNewlines
        let dateKind = row.declared.dateKind
        if trimmed.isEmpty { return FieldInput.emptyValue(row.declared, FieldInput.dateExpected(dateKind)) }
        guard let date = FieldInput.parseDate(trimmed, dateKind, in: row.zone) else {
            return FieldInput.invalid(FieldInput.dateExpected(dateKind))
        }
        if let read = FieldInput.readDeclared(.date(date), row.declared) { return read }
        return .failure(typeRefusal(for: row))
    }

    /// Text sent to a date and time or a time of day row is the wall-clock
    /// time in the form's zone (a calendar date takes no zone).
    public static func value(_ value: FormValue, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        if let read = FieldInput.readDeclared(zoned(value, row), row.declared) { return read }
        return .failure(typeRefusal(for: row))
    }

    private static func zoned(_ value: FormValue, _ row: FormRowContext) -> FormValue {
        guard row.declared.dateKind != .date, row.zone != FormDateText.utc, case .string(let text) = value else {
            return value
        }
        let trimmed = text.trimmingSpaces
        let zone = row.zone
        let date = FormDateText.parseDateTime(trimmed, in: zone) ?? FormDateText.parseTimeOfDay(trimmed, in: zone)
        return date.map { .date($0) } ?? value
    }

    public static func typeRefusal(for row: FormRowContext) -> FormInputRefusal {
        FieldInput.refusal(expecting: FieldInput.dateExpected(row.declared.dateKind), row.declared)
    }

    /// A date and time or a time of day is the wall-clock time in the
    /// form's zone, a calendar date the same day in every zone.
    public static func displayText(of value: FormValue, for row: FormRowContext) -> String {
        guard case .date(let date) = value else { return FormDisplayText.label(of: value, in: row.choices) }
        let zone = row.localization.timeZone
        switch row.declared.dateKind {
        case .date: return FormDateText.calendarDate(date)
        case .time: return FormDateText.timeOfDay(date, in: zone)
        case .dateTime: return FormDateText.iso8601(date, in: zone)
        }
    }

    public static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] { row.schemaRow.date() }

    public static var comparison: FormRowComparison { .date }

    /// The script reads date text as UTC; wall-clock text in another zone
    /// needs the zone's rules, so the rendered value stands until the form is sent.
    public static func liveReading(for row: FormRowContext) -> FormRowLiveReading {
        row.declared.dateKind != .date && row.zone != FormDateText.utc ? .renderedValue : FormRowLiveReading(shape: .date)
    }

    static var traits: FormKindTraits {
        FormKindTraits(
            holdsDate: true, wrapper: "@FormDate",
            holds: .init(text: "a date (`.date`)") { if case .date = $0 { true } else { false } })
    }
}
