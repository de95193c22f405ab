/// A list type that knows the type of its items, so that a list refused
/// as a whole can say which item is wrong and why.
protocol FormListItems {
    /// The type of one item.
    static var formItemType: any FormValueConvertible.Type { get }
}

extension Array: FormListItems where Element: _FormFieldKind.ListElement {
    static var formItemType: any FormValueConvertible.Type { Element.self }
}

extension Optional: FormListItems where Wrapped: FormListItems {
    static var formItemType: any FormValueConvertible.Type { Wrapped.formItemType }
}
