import Foundation

/// An enumeration whose cases are the options of a row.
///
/// ```swift
/// enum Gender: String, FormChoice { case female, male, prefer_not_to_say }
///
/// @FormEnumerated var gender: Gender = .prefer_not_to_say
/// // choices: female "Female", male "Male", prefer_not_to_say "Prefer Not to Say"
/// ```
///
/// The submitted value is the raw value; the label shown to people is derived
/// from the case name the way titles are (`prefer_not_to_say` → "Prefer Not
/// to Say"). Implement ``formLabel`` to choose your own:
///
/// ```swift
/// enum Size: String, FormChoice {
///     case s, m, l
///     var formLabel: String { ["s": "Small", "m": "Medium", "l": "Large"][rawValue] ?? rawValue }
/// }
/// ```
///
/// Give the enum a `String` or `Int` raw value: that is what is submitted
/// and read back, and the conformance is then complete. An enum without a
/// raw value (`enum Size { case small, large }`) has no value to submit:
/// add `: String` (or `: Int`) to it, or implement `formValue` and
/// `init?(formValue:)` yourself, and declare `Codable` if it is not already.
public protocol FormChoice: _FormFieldKind.ListElement, CaseIterable, Hashable {
    /// The text shown for this option.
    var formLabel: String { get }
}

extension FormChoice {
    /// The case name turned into words, as a title is.
    public var formLabel: String {
        FormTitleFormatter.standard.title(for: String(describing: self))
    }

    /// Every case as a value/label pair, in declaration order.
    public static var formOptions: [FormRow.Choice] {
        allCases.map { FormRow.Choice(value: $0.formValue, label: $0.formLabel) }
    }
}

// Without these, an enum that adopts FormChoice without a raw value is
// told only that it does not conform to FormValueConvertible. An
// unavailable default is never chosen over the raw-value ones below, or
// over a `formValue` the type declares itself; it is chosen only when
// nothing else satisfies the requirement, and its message names the fix.
extension FormChoice {
    /// Not available: an enum adopting ``FormChoice`` needs a `String` or
    /// `Int` raw value (`enum Role: String, FormChoice { case engineer }`),
    /// or a `formValue` and `init?(formValue:)` of its own.
    @available(
        *, unavailable,
        message:
            "a FormChoice enum needs a String or Int raw value (enum Role: String, FormChoice { case engineer, designer }), or a formValue and init?(formValue:) of its own"
    )
    public var formValue: FormValue { .null }

    /// Not available: an enum adopting ``FormChoice`` needs a `String` or
    /// `Int` raw value, or a `formValue` and `init?(formValue:)` of its own.
    @available(
        *, unavailable,
        message:
            "a FormChoice enum needs a String or Int raw value (enum Role: String, FormChoice { case engineer, designer }), or a formValue and init?(formValue:) of its own"
    )
    public init?(formValue: FormValue) { nil }
}

extension FormChoice where Self: RawRepresentable, RawValue == String {
    @inlinable public var formValue: FormValue { .string(rawValue) }

    /// The case whose raw value is the text.
    @inlinable
    public init?(formValue: FormValue) {
        guard case .string(let text) = formValue, let option = Self(rawValue: text) else { return nil }
        self = option
    }
}

extension FormChoice where Self: RawRepresentable, RawValue == Int {
    @inlinable public var formValue: FormValue { .integer(Int64(rawValue)) }

    /// The case whose raw value is the number (or its text).
    @inlinable
    public init?(formValue: FormValue) {
        guard let raw = Int(formValue: formValue), let option = Self(rawValue: raw) else { return nil }
        self = option
    }
}
