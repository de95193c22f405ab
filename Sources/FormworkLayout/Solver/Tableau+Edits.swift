/// Edit variables, the Cassowary algorithm's `addEditVariable`,
/// `removeEditVariable` and `suggestValue`.
extension Tableau {
    mutating func addEdit(_ variable: LayoutVariable, strength: Strength) throws(SolverError) {
        let name = names[variable.symbol.index]
        guard edits[variable.symbol.index] == nil else { throw .duplicateEditVariable(name) }
        guard !strength.isRequired else { throw .requiredEditVariable(name) }
        let id = try add(LinearConstraint(variable, .equal, 0, strength: strength, label: "edit \(name)"))
        guard let record = records[id.index] else { throw .internalError("edit constraint vanished") }
        edits[variable.symbol.index] = EditRecord(
            constraint: id, marker: record.marker, other: record.other, constant: 0)
    }

    mutating func removeEdit(_ variable: LayoutVariable) throws(SolverError) {
        guard let edit = edits[variable.symbol.index] else {
            throw .unknownEditVariable(names[variable.symbol.index])
        }
        try remove(edit.constraint)
        edits[variable.symbol.index] = nil
    }

    /// Moves the edit constraint's constant and re-solves with the dual simplex.
    mutating func suggest(_ variable: LayoutVariable, _ value: Double) throws(SolverError) {
        guard var edit = edits[variable.symbol.index] else {
            throw .unknownEditVariable(names[variable.symbol.index])
        }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable.symbol.index] = edit
        let markerSlot = rowOf[edit.marker.index]
        if markerSlot >= 0 {
            rows[Int(markerSlot)].constant -= delta
            if rows[Int(markerSlot)].constant < 0 { infeasible.append(edit.marker) }
            return try dualOptimize()
        }
        let otherSlot = rowOf[edit.other.index]
        if otherSlot >= 0 {
            rows[Int(otherSlot)].constant += delta
            if rows[Int(otherSlot)].constant < 0 { infeasible.append(edit.other) }
            return try dualOptimize()
        }
        for slot in columns[edit.marker.index] {
            let index = Int(slot)
            let coefficient = rows[index].coefficient(for: edit.marker)
            if coefficient == 0 { continue }
            rows[index].constant += delta * coefficient
            let basic = basics[index]
            if rows[index].constant < 0 && !basic.isExternal { infeasible.append(basic) }
        }
        try dualOptimize()
    }
}
