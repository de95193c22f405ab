import Foundation

extension ModelForm {
    /// Whether an update may write the row at `index`: when the options say
    /// every row, or when a person could edit it (visible, enabled: the
    /// form editable, the access policy allowing it, its conditions holding).
    func isWritable(row index: Int, options: FormUpdateOptions) -> Bool {
        options.writesEveryRow || (isRowVisible(index) && isRowEnabled(index))
    }

    /// Takes back what an update would write to rows the form refuses to
    /// edit, and returns the keys of the rows whose sent values it refused,
    /// in form order.
    ///
    /// Rows are judged on the values the update leaves, as a person saw
    /// the form when posting it: `bio` shown when `age > 12` is writable in
    /// a body that sets `age=42`. A refused row keeps its value, which can
    /// hide or disable further rows, so the check repeats until nothing more
    /// is refused; a row once refused stays refused. A sent value equal to
    /// the row's value (HTML posts hidden inputs as they are) changes
    /// nothing and is no refusal; an absent checkbox read as `false` is
    /// taken back without a word, as nothing was sent.
    func withholdRefusedRows(
        sent: [FormValue?], updated: inout [FormValue], read: inout [Int],
        fieldErrors: inout [Int: FormInputError], options: FormUpdateOptions
    ) -> [String] {
        guard !options.writesEveryRow else { return [] }
        var refusedRows: [Int] = []
        var candidate = self
        var changed = schema.rows.indices.filter { updated[$0] != values[$0] }.map { schema.rows[$0].key }
        while true {
            candidate.values = updated
            candidate.evaluateConditions(changed)
            var blocked: [Int] = []
            for index in read + fieldErrors.keys where !candidate.isWritable(row: index, options: options) {
                blocked.append(index)
            }
            guard !blocked.isEmpty else { break }
            changed = []
            let blockedRows = Set(blocked)
            for index in blockedRows {
                let row = schema.rows[index]
                if sent[index] != nil, fieldErrors[index] != nil || updated[index] != values[index] { refusedRows.append(index) }
                if updated[index] != values[index] { changed.append(row.key) }
                updated[index] = values[index]
                fieldErrors[index] = nil
            }
            read.removeAll { blockedRows.contains($0) }
        }
        return refusedRows.sorted().map { schema.rows[$0].key }
    }

    /// The problems ``validate(_:)`` finds after an update, without the
    /// refused values this update already reports as field errors.
    func validationErrors(besides fieldErrors: [FormInputError]) -> [FormFieldError] {
        let reported = Set(fieldErrors.map(\.key))
        return validate().filter { !($0.kind == .invalidInput && reported.contains($0.key)) }
    }
}
