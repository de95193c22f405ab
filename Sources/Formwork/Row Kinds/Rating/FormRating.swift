import Foundation

/// Declares a rating row: a number of stars, from one to the row's most
/// (five unless `stars:` says otherwise), held as `Int`, or `Int?` for a row
/// a person may leave unrated.
///
/// ```swift
/// struct Proposal: FormModel {
///     @FormRating var experience = 3
///     @FormRating(stars: 10) var interest: Int? = nil
/// }
/// ```
///
/// Typed text is the number (`"4"`) or the stars (`"★★★★"`); a body sends
/// the number. A rating outside one to the most is refused ("Experience must
/// be a rating from 1 to 5"). The page shows a star per rating to choose
/// from, the terminal a list of them, a picture the stars filled to the
/// rating; conditions compare it as a number (`"experience >= 4"`) and its
/// JSON Schema is an integer from 1 to the most.
public typealias FormRating<Value> = FormField<_FormFieldKind.Rating, Value>

extension _FormFieldKind {
    /// The kind of ``FormRating`` rows: see ``FormRow/Kind/rating``.
    public enum Rating: Sendable {}

    /// The values a rating holds: `Int`, or `Int?` for a row left unrated.
    public protocol RatingValue: FormValueConvertible, Codable, Hashable {}
}

extension Int: _FormFieldKind.RatingValue {}
extension Optional: _FormFieldKind.RatingValue where Wrapped == Int {}

extension FormField where Kind == _FormFieldKind.Rating, Value: _FormFieldKind.RatingValue {
    /// A rating row of one to `stars` stars.
    ///
    /// - Parameters:
    ///   - wrappedValue: The rating the row starts with; `nil` for none.
    ///   - title: The row's title; inferred from the property name when `nil`.
    ///   - help: A short description shown under the row.
    ///   - param: The row's parameter key; the property name when `nil`.
    ///   - stars: The most stars a rating may have.
    ///   - rules: Further rules, checked by validation.
    ///   - visibleWhen: The condition under which the row is shown.
    ///   - enabledWhen: The condition under which the row can be edited.
    @inlinable
    public init(
        wrappedValue: Value,
        title: String? = nil,
        help: String? = nil,
        param: String? = nil,
        stars: Int = 5,
        rules: [FormRule] = [],
        visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil
    ) {
        let descriptor = FieldDescriptor(
            Kind.self, of: Value.self, access: Self.access, title: title, placeholder: nil, help: help,
            parameterKey: param, minimum: .integer(1), maximum: .integer(Int64(stars)), rules: rules,
            visibleWhen: visibleWhen, enabledWhen: enabledWhen)
        self.init(value: wrappedValue, descriptor: descriptor)
    }
}
