import Foundation

/// What a row declares, as its kind reads it: whether it is optional, its
/// choices and limits, and its declared value type's own reading.
///
/// ```swift
/// static func value(_ value: FormValue, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
///     guard let read = row.read(value) else { return .failure(typeRefusal(for: row)) }
///     return .success(read)
/// }
/// ```
///
/// Made by Formwork for each reading from what the row's schema derived
/// once; a kind never makes one.
public struct FormRowContext: Sendable {
    /// What the row declares, derived once per schema.
    let declared: FieldInput.Declared
    /// How typed text reads in the form's language; `nil` when the value
    /// was not typed.
    let typed: TypedText?
    /// Where the time zone date text without a zone is read in is.
    let readingZone: ReadingZone
    /// The localization and the choices the value is shown with, when it
    /// is being shown. A reference: a reading of a body or an edit, which
    /// shows nothing, then holds a word, not a localization to copy and destroy.
    let shown: Shown?

    init(
        _ declared: FieldInput.Declared, typed: TypedText? = nil, zone: ReadingZone = .utc,
        shown: Shown? = nil
    ) {
        self.declared = declared
        self.typed = typed
        self.readingZone = zone
        self.shown = shown
    }

    /// Whether the declared value type is optional: an empty box means `nil`.
    public var isOptional: Bool { declared.isOptional }

    /// Whether the row declares ``FormRule/required``.
    public var isRequired: Bool { declared.isRequired }

    /// The choices the row declares (`choices:`), or its value type's
    /// cases; while a value is shown, labelled as the form shows them.
    public var choices: [FormRow.Choice] { shown?.choices ?? declared.options }

    /// The row's declared lower bound (`range:`/`min:`), if any.
    public var minimum: FormValue? { declared.minimum }

    /// The row's declared upper bound (`range:`/`max:`), if any.
    public var maximum: FormValue? { declared.maximum }

    /// The row's declared step (`step:`), if any.
    public var step: FormValue? { declared.step }

    /// The most characters the row takes (`maxCharacters:`), if declared.
    public var maxCharacters: Int? { declared.descriptor.maxCharacters }

    /// The declared value type's name, as messages write it (`Int?`).
    public var valueTypeName: String { declared.descriptor.valueTypeName }

    /// The form's localization: its language, catalogue and time zone.
    public var localization: FormLocalization { shown?.localization ?? typed?.localization ?? .none }

    /// `value` read as the declared value type
    /// (``FormValueConvertible/init(formValue:)``), or `nil` when that type
    /// does not read it.
    public func read(_ value: FormValue) -> FormValue? { declared.read(value) }
}

extension FormRowContext {
    /// The time zone date text without a zone is read in: typed text's
    /// form's, else the reading's.
    var zone: TimeZone {
        if let typed { return typed.localization.timeZone }
        return readingZone.timeZone
    }

    /// Where a reading's time zone is. Only a date row asks, so a reading
    /// holds a reference, not the zone: a `TimeZone` is copied through its
    /// value witness, and a body's read of each row would pay for one.
    enum ReadingZone: Sendable {
        /// UTC.
        case utc
        /// The form's localization's zone, as it is when a row asks.
        case form(FormStore)
        /// A zone given for one reading of a body, shared by its rows.
        case given(Given)

        /// A zone held once for the rows of one reading.
        final class Given: Sendable {
            let timeZone: TimeZone
            init(_ timeZone: TimeZone) { self.timeZone = timeZone }
        }

        /// The zone of `localization`, held once for the rows of one reading.
        static func of(_ localization: FormLocalization) -> Self {
            localization.timeZone == FormDateText.utc ? .utc : .given(Given(localization.timeZone))
        }

        var timeZone: TimeZone {
            switch self {
            case .utc: FormDateText.utc
            case .form(let store): store.localization.timeZone
            case .given(let given): given.timeZone
            }
        }
    }
}

extension FormRowContext {
    /// What a value is shown with: the form's localization, and the row's
    /// choices labelled in its language.
    final class Shown: Sendable {
        let localization: FormLocalization
        let choices: [FormRow.Choice]

        init(_ localization: FormLocalization, choices: [FormRow.Choice]) {
            self.localization = localization
            self.choices = choices
        }
    }
}
