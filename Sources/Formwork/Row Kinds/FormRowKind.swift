import Foundation

/// A kind of row: what it holds, how typed text and a body's values are
/// read into it and refused, how it is shown, described in JSON Schema,
/// compared by conditions, read by the live page and laid out.
///
/// ```swift
/// /// A rating of one to five stars, stored as an `Int`.
/// enum StarRating: FormRowKind {
///     static let name = "starRating"
///
///     static func value(_ value: FormValue, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
///         guard case .integer(let stars) = row.read(value) ?? .null, (1...5).contains(stars) else {
///             return .failure(typeRefusal(for: row))
///         }
///         return .success(.integer(stars))
///     }
///     static func typeRefusal(for row: FormRowContext) -> FormInputRefusal {
///         FormInputRefusal(FormPhrase("rating.stars"))   // "{title} must be 1 to 5 stars"
///     }
///     static func displayText(of value: FormValue, for row: FormRowContext) -> String {
///         guard case .integer(let stars) = value else { return "" }
///         return String(repeating: "★", count: Int(stars))
///     }
///     static var comparison: FormRowComparison { .number }
/// }
///
/// typealias FormStars = FormField<StarRating, Int>
///
/// extension FormField where Kind == StarRating, Value == Int {
///     init(wrappedValue: Int, title: String? = nil, rules: [FormRule] = []) {
///         self.init(wrappedValue: wrappedValue, ofKind: StarRating.self, title: title, rules: rules)
///     }
/// }
///
/// struct Proposal: FormModel {
///     @FormStars var experience = 3
///     @FormLongText(visibleWhen: "experience >= 4") var mentoring = ""
/// }
///
/// let catalogue = FormCatalogue(["en": ["rating.stars": "{title} must be 1 to 5 stars"]])
/// ```
///
/// A kind is a type, used as the `Kind` of ``FormField``, whose static
/// members decide everything a row of that kind needs. Every member but
/// ``name`` has a default, so a kind says only where it differs from a line
/// of text: typed text is trimmed and read as a value; a value is read by the
/// declared value type (``FormValueConvertible/init(formValue:)``); it shows
/// as its text; JSON Schema calls it a string; conditions compare it as the
/// value it holds; the live page keeps the value it was rendered with; a
/// layout gives it one line's height.
///
/// Every built-in kind (``FormRow/Kind/text``, ``FormRow/Kind/number``, …)
/// is a type of this shape too, and every surface asks the kind rather than
/// testing for one: parameters, the body readers, validation, conditions
/// and JSON Schema work for a kind of your own with nothing more, and the
/// front ends (FormworkHTML, FormworkTerminal, FormworkLayout) draw a kind
/// they don't know with their fallback control (a text input showing the
/// display text, the line editor, a text box) unless the app gives one.
/// See <doc:AddingARowKind>.
public protocol FormRowKind: Sendable {
    /// The kind's name, unique among the kinds of a form: ``FormRow/Kind``
    /// compares it, the page writes it as `data-kind`, layouts as the row's
    /// kind. Built-in kinds have the names of ``FormRow/Kind``'s members.
    static var name: String { get }

    /// The value typed `text` means, or the refusal saying what the row takes.
    ///
    /// The default trims spaces and line breaks; empty text is `null` for an
    /// optional row and refused (``typeRefusal(for:)``) for any other; other
    /// text is read by ``value(_:for:)``.
    static func value(fromText text: String, for row: FormRowContext) -> Result<FormValue, FormInputRefusal>

    /// The row's value for a value set in code or sent in a body, or the
    /// refusal saying what the row takes.
    ///
    /// The default reads it as the declared value type and refuses with
    /// ``typeRefusal(for:)`` what that type does not read. The row's declared
    /// limits (`range:`, `maxCharacters:`) are checked after this, by Formwork.
    static func value(_ value: FormValue, for row: FormRowContext) -> Result<FormValue, FormInputRefusal>

    /// The refusal of input that is no value of the row: its phrase says
    /// what the row takes ("must be text"), worded with the row's title.
    static func typeRefusal(for row: FormRowContext) -> FormInputRefusal

    /// The text a person reads for `value` (never `null`: that shows as
    /// nothing). The default is the label of the choice holding it, else the
    /// value's own text.
    static func displayText(of value: FormValue, for row: FormRowContext) -> String

    /// The JSON Schema keywords of the row's value (after `title` and
    /// `description`). The default is `"type": "string"`, with `null` when
    /// the row takes it.
    static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member]

    /// How conditions (`visibleWhen: "rating >= 3"`) compare the row's
    /// values; the default lets any comparison through and compares the
    /// values the row holds when the form runs.
    static var comparison: FormRowComparison { get }

    /// How the page's live script reads the row's control; the default
    /// keeps the value the page was rendered with until the form is sent.
    static func liveReading(for row: FormRowContext) -> FormRowLiveReading

    /// The row's preferred height in a layout, in points; the default is
    /// one line's, 44.
    static var layoutHeight: Double { get }
}

extension FormRowKind {
    public static func value(fromText text: String, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        let trimmed = text.trimmingSpacesAndNewlines
        if trimmed.isEmpty {
            return row.isOptional ? .success(.null) : .failure(typeRefusal(for: row))
        }
        return value(.string(trimmed), for: row)
    }

    public static func value(_ value: FormValue, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        if let read = FieldInput.readDeclared(value, row.declared) { return read }
        return .failure(typeRefusal(for: row))
    }

    public static func typeRefusal(for row: FormRowContext) -> FormInputRefusal {
        FormInputRefusal(reason: .invalidValue(expected: .text), phrase: FormPhrase("input.text"))
    }

    public static func displayText(of value: FormValue, for row: FormRowContext) -> String {
        FormDisplayText.label(of: value, in: row.choices)
    }

    public static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] {
        [row.typed("string")]
    }

    public static var comparison: FormRowComparison { .anything }

    public static func liveReading(for row: FormRowContext) -> FormRowLiveReading { .renderedValue }

    public static var layoutHeight: Double { 44 }
}
