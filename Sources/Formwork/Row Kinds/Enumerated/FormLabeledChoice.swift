/// One choice of a row: the value it stands for and the label shown.
///
/// ```swift
/// @FormEnumerated(choices: [.init("S", "Small"), .init("M", "Medium"), .init("L", "Large")])
/// var size = "M"
///
/// form.row("size")?.choices.map(\.label)   // ["Small", "Medium", "Large"]
/// ```
///
/// A declaration lists options of the property's type; a row offers them as
/// ``FormRow/Choice``, the same choice holding the ``FormValue`` it submits.
public struct FormLabeledChoice<Value: FormValueConvertible>: Sendable {
    /// The value the row holds and submits when this option is chosen.
    public var value: Value
    /// The text shown to people.
    public var label: String

    /// An option holding `value` and showing `label`.
    public init(_ value: Value, _ label: String) {
        self.value = value
        self.label = label
    }

    /// An option holding `value` and showing `label`.
    public init(value: Value, label: String) {
        self.init(value, label)
    }
}

extension FormLabeledChoice: Equatable where Value: Equatable {}
extension FormLabeledChoice: Hashable where Value: Hashable {}
