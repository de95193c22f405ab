extension FormEditor {
    /// The rows typing moves through, by id, in the order they are shown:
    /// the shown rows a person may edit whose control takes typing
    /// (``FormControl/takesTyping``).
    public var focusOrder: [String] {
        form.rows.filter { $0.isEnabled && !$0.isReadOnly && control(for: $0).takesTyping }.map(\.id)
    }

    /// The row Return moves to from the row with id `id`: the next in
    /// ``focusOrder``, or `nil` from the last, where Return ends typing.
    public func nextFocus(after id: String) -> String? {
        let order = focusOrder
        guard let position = order.firstIndex(of: id), position + 1 < order.count else { return nil }
        return order[position + 1]
    }

    /// What the Return key of the row with id `id` says: ``ReturnKey/next``
    /// while a row follows it in ``focusOrder``, ``ReturnKey/done`` on the last.
    public func returnKey(forRow id: String) -> ReturnKey {
        nextFocus(after: id) == nil ? .done : .next
    }

    /// What the Return key of a text field says.
    public enum ReturnKey: Sendable, Hashable {
        /// Moves to the next row (`SubmitLabel.next`, `UIReturnKeyType.next`).
        case next
        /// Ends typing (`SubmitLabel.done`, `UIReturnKeyType.done`).
        case done
    }
}
