/// What an edit changed.
///
/// ```swift
/// let change = try form.setText("42", for: "age")
/// change.changedKeys      // ["age"]
/// ```
public struct FormChange: Sendable, Hashable {
    /// Keys whose values changed, in form order.
    public var changedKeys: [String]

    /// A change of the given keys.
    public init(changedKeys: [String] = []) {
        self.changedKeys = changedKeys
    }

    /// `true` when nothing changed.
    public var isEmpty: Bool { changedKeys.isEmpty }
}
