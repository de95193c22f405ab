/// Adding and removing constraints, the Cassowary algorithm's steps
/// `addConstraint`, `createRow`, `chooseSubject`,
/// `addWithArtificialVariable` and `removeConstraint`.
extension Tableau {
    mutating func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintID {
        var marker = Symbol.invalid
        var other = Symbol.invalid
        var row = createRow(constraint, marker: &marker, other: &other)
        var subject = chooseSubject(row, marker: marker, other: other)
        if !subject.isValid && allDummies(row) {
            guard nearZero(row.constant) else { throw .unsatisfiable(describe(constraint)) }
            subject = marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(row, basic: subject)
        } else {
            // Rare path: keep a copy so a failure leaves the tableau untouched.
            let saved = self
            let success: Bool
            do { success = try addWithArtificialVariable(row) } catch {
                self = saved
                throw error
            }
            guard success else {
                self = saved
                throw .unsatisfiable(describe(constraint))
            }
        }
        let id = ConstraintID(index: records.count)
        records.append(ConstraintRecord(constraint: constraint, marker: marker, other: other))
        liveConstraintCount += 1
        try optimize()
        return id
    }

    mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard id.index >= 0, id.index < records.count, let record = records[id.index] else {
            throw .unknownConstraint(id.index)
        }
        records[id.index] = nil
        liveConstraintCount -= 1
        // Remove the error terms from the objective before pivoting, so the
        // objective never keeps a removed constraint's cost.
        let strength = record.constraint.strength.value
        if record.marker.kind == .error { removeMarkerEffects(record.marker, strength: strength) }
        if record.other.kind == .error { removeMarkerEffects(record.other, strength: strength) }
        let marker = record.marker
        let slot = rowOf[marker.index]
        if slot >= 0 {
            _ = takeRow(slot)
        } else {
            let leavingSlot = markerLeavingSlot(marker)
            guard leavingSlot >= 0 else { throw .internalError("no leaving row for a removed marker") }
            let leaving = basics[Int(leavingSlot)]
            var row = takeRow(leavingSlot)
            row.solve(for: marker, replacing: leaving)
            substitute(marker, row)
        }
        try optimize()
    }

    /// The constraint as a row over parametric symbols, with its slack,
    /// error or dummy symbols added and a non-negative constant.
    mutating func createRow(_ constraint: LinearConstraint, marker: inout Symbol, other: inout Symbol) -> TableauRow {
        let expression = constraint.expression
        var row = TableauRow(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = term.variable.symbol
            let slot = rowOf[symbol.index]
            if slot >= 0 {
                row.add(rows[Int(slot)], times: term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            marker = slack
            row.insert(slack, coefficient)
            if !strength.isRequired {
                let error = makeSymbol(.error)
                other = error
                row.insert(error, -coefficient)
                objective.insert(error, strength.value)
            }
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy)
                marker = dummy
                row.insert(dummy, 1)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                marker = plus
                other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength.value)
                objective.insert(minus, strength.value)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// An external symbol if the row has one, else a slack or error marker
    /// with a negative coefficient, else `.invalid`.
    func chooseSubject(_ row: TableauRow, marker: Symbol, other: Symbol) -> Symbol {
        for symbol in row.symbols where symbol.isExternal { return symbol }
        if marker.isPivotable && row.coefficient(for: marker) < 0 { return marker }
        if other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return .invalid
    }

    func allDummies(_ row: TableauRow) -> Bool {
        row.symbols.allSatisfy(\.isDummy)
    }

    /// Phase one for a row with no subject: minimise an artificial variable.
    /// Returns whether the row can be satisfied.
    mutating func addWithArtificialVariable(_ row: TableauRow) throws(SolverError) -> Bool {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        try optimize(artificialObjective: true)
        let success = nearZero(artificial?.constant ?? 0)
        artificial = nil
        let slot = rowOf[art.index]
        if slot >= 0 {
            var taken = takeRow(slot)
            if taken.isConstant { return success }
            guard let entering = taken.symbols.first(where: \.isPivotable) else { return false }
            taken.solve(for: entering, replacing: art)
            substitute(entering, taken)
            insertRow(taken, basic: entering)
        }
        let column = columns[art.index]
        columns[art.index] = []
        for slot in column { rows[Int(slot)].remove(art) }
        objective.remove(art)
        objectiveMayHaveNegativeCost = true
        return success
    }

    mutating func removeMarkerEffects(_ marker: Symbol, strength: Double) {
        objectiveMayHaveNegativeCost = true
        let slot = rowOf[marker.index]
        if slot >= 0 {
            objective.add(rows[Int(slot)], times: -strength)
        } else {
            objective.insert(marker, -strength)
        }
    }

    /// The Cassowary algorithm's `getMarkerLeavingRow`: the restricted row that limits the marker
    /// most, else any row holding it. Ties go to the lowest basic symbol.
    func markerLeavingSlot(_ marker: Symbol) -> Int32 {
        var first: (ratio: Double, basic: Symbol, slot: Int32) = (.infinity, .invalid, -1)
        var second = first
        var third = first
        for slot in columns[marker.index] {
            let index = Int(slot)
            let coefficient = rows[index].coefficient(for: marker)
            if coefficient == 0 { continue }
            let basic = basics[index]
            if basic.isExternal {
                if third.slot < 0 || basic < third.basic { third = (0, basic, slot) }
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < first.ratio || (ratio == first.ratio && basic < first.basic) { first = (ratio, basic, slot) }
            } else {
                let ratio = rows[index].constant / coefficient
                if ratio < second.ratio || (ratio == second.ratio && basic < second.basic) { second = (ratio, basic, slot) }
            }
        }
        if first.slot >= 0 { return first.slot }
        if second.slot >= 0 { return second.slot }
        return third.slot
    }

    /// The constraint's label, or its equation with variable names.
    func describe(_ constraint: LinearConstraint) -> String {
        if let label = constraint.label { return label }
        var text = ""
        for term in constraint.expression.terms {
            let name = names[term.variable.symbol.index]
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            text += text.isEmpty ? (sign == "-" ? "-" : "") : " \(sign) "
            text += magnitude == 1 ? name : "\(PointsText.format(magnitude))*\(name)"
        }
        let constant = constraint.expression.constant
        if constant != 0 || text.isEmpty {
            let sign = constant < 0 ? "-" : "+"
            text += text.isEmpty ? PointsText.format(constant) : " \(sign) \(PointsText.format(abs(constant)))"
        }
        return "\(text) \(constraint.relation.symbol) 0"
    }
}
