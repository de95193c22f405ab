import Formwork

extension FormRow {
    /// The value an update held for this row until the rows it waits for
    /// are corrected (``FormInputError/Reason/held(value:waitingFor:)``),
    /// which the page shows and posts in place of the row's own.
    var heldValue: FormValue? {
        guard case .held(let value, _)? = inputError?.reason else { return nil }
        return value
    }

    /// The keys of the rows whose refused values this row's held value
    /// waits for; empty when it holds none.
    var heldFor: [String] {
        guard case .held(_, let keys)? = inputError?.reason else { return [] }
        return keys
    }
}
