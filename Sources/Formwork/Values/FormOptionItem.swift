/// A value/label pair for a row whose options are listed by hand.
///
/// ```swift
/// @FormEnumerated(options: [.init("S", "Small"), .init("M", "Medium"), .init("L", "Large")])
/// var size = "M"
/// ```
public struct FormOptionItem<Value: FormValueConvertible>: Sendable {
    /// The value the property holds when this option is chosen.
    public var value: Value
    /// The text shown to people.
    public var label: String

    /// An option holding `value` and showing `label`.
    public init(_ value: Value, _ label: String) {
        self.value = value
        self.label = label
    }
}
