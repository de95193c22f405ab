import Foundation

extension FormState {
    /// Whether an update may write the row at `index`: when the options say
    /// every row, or when a person could edit it (visible, enabled: the
    /// form editable, the access policy allowing it, its conditions holding).
    func isWritable(row index: Int, options: FormUpdateOptions) -> Bool {
        options.writesEveryRow || (isRowVisible(index) && isRowEnabled(index))
    }

    /// Takes back what an update would write to rows the form refuses to
    /// edit, holds what it would write to rows blocked only by the update's
    /// own refused values, and returns the keys of the rows whose sent
    /// values it refused, in form order.
    ///
    /// Rows are judged on the values the update leaves, as a person saw
    /// the form when posting it: `bio` shown when `age > 12` is writable in
    /// a body that sets `age=42`. A refused row keeps its value, which can
    /// hide or disable further rows, so the check repeats until nothing more
    /// is blocked; a row once refused or held stays so. A sent value equal
    /// to the row's value (HTML posts hidden inputs as they are) changes
    /// nothing and is neither refused nor held; an absent checkbox read as
    /// `false` is taken back without a word, as nothing was sent.
    ///
    /// A blocked row is held rather than refused when every condition
    /// blocking it reads a row whose sent value this update refused (a field
    /// error) or held (see ``heldBlocking(_:waitingFor:)``): `age=151` is
    /// refused, `age` keeps 0, and `bio` is hidden by the refusal, not by
    /// anything the person chose. A held row is not written either; its
    /// error (``FormInputError/Reason/held(value:waitingFor:)``) keeps what
    /// was sent, so the page sent back shows it again.
    ///
    /// When nothing is blocked, the conditions evaluated on the values the
    /// update leaves are what writing them evaluates again: they come back
    /// as ``SettledConditions``, for the write to take.
    func withholdRefusedRows(
        sent: [FormValue?], updated: inout [FormValue], read: inout [Int],
        fieldErrors: inout [Int: FormInputError], options: FormUpdateOptions
    ) -> (refused: [String], settled: SettledConditions?) {
        guard !options.writesEveryRow else { return ([], nil) }
        var refusedRows: [Int] = []
        var held: [Int: [Int]] = [:]
        var readValues: [Int: FormValue] = [:]
        var candidate = self
        var changed = schema.rows.indices.filter { updated[$0] != values[$0] }.map { schema.rows[$0].key }
        var settled: SettledConditions?
        while true {
            candidate.values = updated
            let structure = candidate.evaluateConditions(changed)
            var blocked: Set<Int> = []
            for index in read + fieldErrors.keys where held[index] == nil && !candidate.isWritable(row: index, options: options) {
                blocked.insert(index)
            }
            guard !blocked.isEmpty else {
                // Evaluated once, from this form's own state: what the write would evaluate.
                if refusedRows.isEmpty && held.isEmpty {
                    settled = SettledConditions(
                        state: candidate.store === store ? nil : candidate.conditionState,
                        counts: candidate.conditionCounts, structure: structure)
                }
                break
            }
            changed = []
            let sentChanges = blocked.filter { index in
                sent[index] != nil && (fieldErrors[index] != nil || updated[index] != values[index])
            }
            // A row can wait for a row held in this same pass: decided until a round holds no more.
            var waitable = Set(fieldErrors.keys).subtracting(blocked).union(held.keys)
            var undecided = waitable.isEmpty ? [] : sentChanges.sorted()
            var holdsMore = true
            while holdsMore {
                holdsMore = false
                for index in undecided {
                    guard let waits = candidate.heldBlocking(index, waitingFor: waitable) else { continue }
                    held[index] = waits
                    waitable.insert(index)
                    holdsMore = true
                }
                undecided.removeAll { held[$0] != nil }
            }
            for index in blocked {
                if held[index] != nil {
                    if fieldErrors[index] == nil { readValues[index] = updated[index] }
                } else {
                    if sentChanges.contains(index) { refusedRows.append(index) }
                    fieldErrors[index] = nil
                }
                if updated[index] != values[index] { changed.append(schema.rows[index].key) }
                updated[index] = values[index]
            }
            read.removeAll { blocked.contains($0) }
        }
        // A held row that could not be read keeps its own error, which says more.
        let waits = readValues.keys.map { ($0, Self.refusedRows(heldBy: $0, held, fieldErrors: fieldErrors)) }
        for (index, rows) in waits {
            let value = readValues[index] ?? .null
            fieldErrors[index] = heldError(index, value: value, input: sent[index]?.text ?? value.text, waitingFor: rows)
        }
        return (refusedRows.sorted().map { schema.rows[$0].key }, settled)
    }

    /// The rows among `refused` whose values block the row at `index`, in
    /// form order, when nothing else blocks it; else `nil`.
    ///
    /// Each condition that hides or disables the row (its own, or a
    /// section's enclosing it) must read one of them: a predicate names
    /// the keys it reads, and a closure may read anything, so it reads them
    /// all. A row blocked by a read-only form, the access policy, or a
    /// condition over rows the update did not refuse is not held.
    func heldBlocking(_ index: Int, waitingFor refused: Set<Int>) -> [Int]? {
        guard !refused.isEmpty, store.isEditable, !schema.isTitleRow[index], accessDecision(for: index) == .editable
        else { return nil }
        var targets: [FormSchema.ConditionPlan.Target] = []
        if !conditionState.rowVisible[index] { targets.append(.rowVisible(index)) }
        if !conditionState.rowEnabled(index) { targets.append(.rowEnabled(index)) }
        let section = schema.rowSections[index]
        for enclosing in schema.sections[section].ancestors + [section] {
            if !conditionState.sectionVisible(enclosing) { targets.append(.sectionVisible(enclosing)) }
            if !conditionState.sectionEnabled(enclosing) { targets.append(.sectionEnabled(enclosing)) }
        }
        guard !targets.isEmpty else { return nil }
        var waits: Set<Int> = []
        for target in targets {
            guard let position = schema.conditionDeciding[target] else { return nil }
            let plan = schema.conditions[position]
            let reads: [Int]
            switch plan.condition {
            case .predicate(let predicate):
                reads = predicate.dependencies.compactMap { schema.rowIndex[plan.keyPrefix + $0] }.filter(refused.contains)
            case .model:
                reads = Array(refused)
            }
            guard !reads.isEmpty else { return nil }
            waits.formUnion(reads)
        }
        return waits.sorted()
    }

    /// The refused rows the row at `index` waits for, in form order: the
    /// rows `held` says it waits for, a held row replaced by those it waits
    /// for unless it has an error of its own, which must be corrected itself.
    private static func refusedRows(heldBy index: Int, _ held: [Int: [Int]], fieldErrors: [Int: FormInputError]) -> [Int] {
        var waits: Set<Int> = []
        var pending = held[index] ?? []
        while let next = pending.popLast() {
            if let further = held[next], fieldErrors[next] == nil { pending += further } else { waits.insert(next) }
        }
        return waits.sorted()
    }

    /// The error of the row at `index`, which holds `value` (sent as
    /// `input`) until the rows `waits` are corrected: "About Me is not
    /// saved until Age is corrected", translated as the other errors are.
    /// Waiting for one row it is `input.held.one`, for several `input.held`
    /// with their count: a wording that does not show the count agrees with
    /// exactly one or with several, which a plural category alone cannot
    /// tell apart (Russian's "one" also covers 21).
    func heldError(_ index: Int, value: FormValue, input: String, waitingFor waits: [Int]) -> FormInputError {
        let row = schema.rows[index]
        let title = localization.title(for: row.key, default: row.title)
        let titles = waits.map { localization.title(for: schema.rows[$0].key, default: schema.rows[$0].title) }
        return localization.inputError(
            key: row.key, title: title, reason: .held(value: value, waitingFor: waits.map { schema.rows[$0].key }),
            input: input,
            phrase: FormPhrase(
                titles.count == 1 ? "input.held.one" : "input.held", ["rows": localization.joined(titles)],
                count: titles.count))
    }

    /// Drops the held values (``FormInputError/Reason/held(value:waitingFor:)``)
    /// that wait for no row holding a refused value any more: the rows they
    /// waited for are corrected, so the rows are judged again when next sent.
    mutating func dropResolvedHolds() {
        let resolved = inputErrors.compactMap { index, error -> Int? in
            guard case .held(_, let keys) = error.reason else { return nil }
            return keys.contains { key in schema.rowIndex[key].map { inputErrors[$0] != nil } ?? false } ? nil : index
        }
        for index in resolved { inputErrors[index] = nil }
    }

    /// The problems ``validate(_:)`` finds after an update, without the
    /// refused values this update already reports as field errors.
    func validationErrors(besides fieldErrors: [FormInputError]) -> [FormFieldError] {
        let reported = Set(fieldErrors.map(\.key))
        return validate().filter { !($0.kind == .invalidInput && reported.contains($0.key)) }
    }
}

/// The conditions of a form evaluated on the values an update writes, from
/// the form's state before it: what writing those values would evaluate.
struct SettledConditions {
    /// `nil` when evaluating them wrote nothing: the form keeps its state,
    /// and the store it shares.
    let state: ConditionState?
    let counts: ConditionCounts
    let structure: StructureChange
}
