/// A problem a model finds in itself, across fields, attached to the field it names.
///
/// ```swift
/// struct Booking: FormModel {
///     @FormDate var check_in = Date()
///     @FormDate var check_out = Date()
///
///     func validate() -> [FormModelError] {
///         check_out > check_in ? [] : [FormModelError("check_out", "Check-out must be after check-in")]
///     }
/// }
/// ```
///
/// ``FormState/validate(_:)`` reports it as a ``FormFieldError`` of kind
/// ``FormFieldError/Kind/model``, in form order with the field's other errors.
public struct FormModelError: Sendable, Hashable {
    /// The key of the field the problem belongs to (`check_out`, `address.city`).
    public var key: String
    /// The message to show.
    public var message: String

    /// A problem of the field `key`.
    public init(_ key: String, _ message: String) {
        self.key = key
        self.message = message
    }
}
