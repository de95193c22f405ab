import Foundation

extension FormState {
    /// The member the repeating group at `group` submits under `policy`: an
    /// array holding an object per item, in item order, or `nil` when the
    /// policy leaves the whole group out.
    ///
    /// An item none of whose rows submit is `{}` rather than left out, so
    /// every later item keeps its index. An empty group is `[]`, as an
    /// empty list row is, which each rendering writes as it writes an empty
    /// list.
    func groupMember(_ group: Int, _ policy: FormParameters.Policy) -> FormValue.Member? {
        let expansion = schema.groups[group]
        switch groupRefusal(group, []) {
        case .some((.hidden, _)) where policy.hiddenRows == .leaveOut: return nil
        case .some((.hidden, _)): break
        case .some where policy.disabledRows == .leaveOut: return nil
        default: break
        }
        let items = expansion.itemRows.map { rows -> FormValue in
            var members: [FormValue.Member] = []
            // Item rows' paths are the group's name, the item's index, then the row's own path.
            for index in rows { appendRow(index, policy, dropping: 2, into: &members) }
            return .object(members)
        }
        return FormValue.Member(expansion.member.descriptor.parameterKey ?? expansion.member.name, .array(items))
    }
}
