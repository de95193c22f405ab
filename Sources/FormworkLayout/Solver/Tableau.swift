/// The simplex tableau of the incremental Cassowary algorithm
/// (Badros, Borning & Stuckey 2001), each step named as the algorithm names it.
///
/// Storage is flat and integer-indexed:
/// - per symbol (by ``Symbol/index``): the slot of its row when basic
///   (`rowOf`), the slots of the rows where it is a parameter (`columns`),
///   and a name for external variables;
/// - per slot: the row and its basic symbol.
///
/// The column index is what lets `substitute` touch only the rows that hold
/// a symbol instead of scanning every row. Its order
/// depends only on the order of operations, never on hashing, so every
/// result is reproducible.
///
/// The tableau is a value: the ``Solver`` class holds one and mutates it in
/// place, and a failed `addConstraint` restores a copy taken before it.
struct Tableau {
    var rowOf: ContiguousArray<Int32> = [-1]
    var columns: ContiguousArray<ContiguousArray<Int32>> = [[]]
    var names: ContiguousArray<String> = [""]
    var kinds: ContiguousArray<Symbol.Kind> = [.invalid]

    var rows: ContiguousArray<TableauRow> = []
    var basics: ContiguousArray<Symbol> = []
    var freeSlots: ContiguousArray<Int32> = []

    var objective = TableauRow()
    /// False once `optimize` found no negative cost in the objective, until
    /// the objective changes in a way that could make one: then the next
    /// `optimize` scans it again. Adding a constraint only appends positive
    /// costs of new error symbols, so a stack of constraints that need no
    /// pivot costs no scan of an objective that grows with every row.
    var objectiveMayHaveNegativeCost = true
    /// How many times `optimize` looked through the objective for an entering symbol.
    var objectiveScans = 0
    var artificial: TableauRow?
    var infeasible: ContiguousArray<Symbol> = []

    var records: ContiguousArray<ConstraintRecord?> = []
    var liveConstraintCount = 0
    /// Edit variables by the index of their symbol (a lookup, never iterated).
    var edits: [Int: EditRecord] = [:]

    private var gained = ContiguousArray<Symbol>()
    private var lost = ContiguousArray<Symbol>()

    /// What the solver remembers about an added constraint.
    struct ConstraintRecord {
        var constraint: LinearConstraint
        var marker: Symbol
        var other: Symbol
    }

    /// What the solver remembers about an edit variable.
    struct EditRecord {
        var constraint: ConstraintID
        var marker: Symbol
        var other: Symbol
        var constant: Double
    }

    // MARK: Symbols

    mutating func makeSymbol(_ kind: Symbol.Kind, name: String = "") -> Symbol {
        let symbol = Symbol(index: rowOf.count, kind: kind)
        rowOf.append(-1)
        columns.append([])
        names.append(name)
        kinds.append(kind)
        return symbol
    }

    func contains(_ variable: LayoutVariable) -> Bool {
        let index = variable.symbol.index
        return variable.symbol.isExternal && index > 0 && index < rowOf.count
    }

    func value(of symbol: Symbol) -> Double {
        let slot = rowOf[symbol.index]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    // MARK: Rows and columns

    mutating func insertRow(_ row: TableauRow, basic: Symbol) {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(free)] = row
            basics[Int(free)] = basic
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            basics.append(basic)
        }
        rowOf[basic.index] = slot
        // One uniqueness check of `columns` for the whole row, not one per cell.
        columns.withUnsafeMutableBufferPointer { columns in
            for symbol in row.symbols { columns[symbol.index].append(slot) }
        }
    }

    /// Takes the row in `slot` out of the tableau and returns it.
    mutating func takeRow(_ slot: Int32) -> TableauRow {
        let index = Int(slot)
        let row = rows[index]
        rows[index] = TableauRow()
        for symbol in row.symbols { removeFromColumn(symbol, slot) }
        rowOf[basics[index].index] = -1
        basics[index] = .invalid
        freeSlots.append(slot)
        return row
    }

    private mutating func removeFromColumn(_ symbol: Symbol, _ slot: Int32) {
        let index = symbol.index
        var position = columns[index].count - 1
        while position >= 0 {
            if columns[index][position] == slot {
                columns[index].swapAt(position, columns[index].count - 1)
                columns[index].removeLast()
                return
            }
            position -= 1
        }
    }

    /// Replaces `symbol` by `row` (its expression) in every row holding it
    /// and in the objectives, noting rows that became infeasible.
    mutating func substitute(_ symbol: Symbol, _ row: TableauRow, exceptSlot: Int32 = -1) {
        let column = columns[symbol.index]
        columns[symbol.index] = []
        for slot in column where slot != exceptSlot {
            let index = Int(slot)
            let coefficient = rows[index].coefficient(for: symbol)
            if coefficient == 0 { continue }
            gained.removeAll(keepingCapacity: true)
            lost.removeAll(keepingCapacity: true)
            rows[index].add(row, times: coefficient, skipping: symbol, gained: &gained, lost: &lost, track: true)
            for added in gained { columns[added.index].append(slot) }
            for removed in lost { removeFromColumn(removed, slot) }
            let basic = basics[index]
            if !basic.isExternal && rows[index].constant < 0 { infeasible.append(basic) }
        }
        let objectiveCoefficient = objective.coefficient(for: symbol)
        if objectiveCoefficient != 0 {
            objective.add(row, times: objectiveCoefficient, skipping: symbol)
            objectiveMayHaveNegativeCost = true
        }
        if var artificialRow = artificial {
            artificial = nil
            let coefficient = artificialRow.coefficient(for: symbol)
            if coefficient != 0 {
                artificialRow.add(row, times: coefficient, skipping: symbol)
            }
            artificial = artificialRow
        }
    }

    /// Exchanges the basic symbol of `slot` with `entering`.
    mutating func pivot(_ slot: Int32, entering: Symbol) {
        let index = Int(slot)
        let leaving = basics[index]
        rowOf[leaving.index] = -1
        var row = rows[index]
        rows[index] = TableauRow()
        row.solve(for: entering, replacing: leaving)
        columns[leaving.index].append(slot)
        substitute(entering, row, exceptSlot: slot)
        rows[index] = row
        basics[index] = entering
        rowOf[entering.index] = slot
    }
}
