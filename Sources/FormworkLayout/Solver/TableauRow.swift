/// One row of the tableau: `basic = constant + Σ coefficient × symbol`.
///
/// The cells are two parallel arrays sorted by symbol, so lookups are binary
/// searches, merges are linear and iteration order is the symbols' creation
/// order: nothing here depends on hashing.
struct TableauRow {
    var constant: Double
    var symbols: ContiguousArray<Symbol>
    var coefficients: ContiguousArray<Double>

    init(constant: Double = 0) {
        self.constant = constant
        symbols = []
        coefficients = []
    }

    var isConstant: Bool { symbols.isEmpty }

    /// The position of `symbol`, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = symbols.count
        let raw = symbol.raw
        while low < high {
            let middle = (low &+ high) >> 1
            let value = symbols[middle].raw
            if value < raw {
                low = middle &+ 1
            } else if value > raw {
                high = middle
            } else {
                return (middle, true)
            }
        }
        return (low, false)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels.
    /// Returns +1 when a cell appeared, -1 when one vanished, 0 otherwise.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if nearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
                return -1
            }
            coefficients[index] = sum
            return 0
        }
        if nearZero(coefficient) { return 0 }
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
        return 1
    }

    /// Removes the cell of `symbol`, returning its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        return coefficient
    }

    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Solves `0 = row` for `symbol`, which must be in the row.
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1.0 / remove(symbol)
        constant *= coefficient
        for index in coefficients.indices { coefficients[index] *= coefficient }
    }

    /// Solves `lhs = row` (where `lhs` is not in the row) for `rhs`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1.0)
        solve(for: rhs)
    }

    /// Adds `multiplier × other` to this row by a linear merge.
    ///
    /// When `skipping` is valid its cell in `self` is dropped (substitution).
    /// Symbols that appear are appended to `gained`, those that cancel to `lost`,
    /// so the caller can keep its column index exact.
    mutating func add(
        _ other: TableauRow, times multiplier: Double, skipping: Symbol = .invalid,
        gained: inout ContiguousArray<Symbol>, lost: inout ContiguousArray<Symbol>, track: Bool
    ) {
        constant += other.constant * multiplier
        // The merge writes into buffers of the largest possible size: no
        // per-cell append, whose capacity and uniqueness checks would run
        // for every cell of a long row.
        let capacity = symbols.count + other.symbols.count
        var mergedCoefficients = ContiguousArray<Double>()
        let mergedSymbols = ContiguousArray<Symbol>(unsafeUninitializedCapacity: capacity) { mergedSymbols, count in
            mergedCoefficients = ContiguousArray<Double>(unsafeUninitializedCapacity: capacity) { merged, mergedCount in
                mergedCount = merge(
                    other, times: multiplier, skipping: skipping, into: (mergedSymbols, merged),
                    gained: &gained, lost: &lost, track: track)
            }
            count = mergedCoefficients.count
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    /// The cells of `self + multiplier × other` (without `skipping`, and
    /// without cells that cancel), written into `into`; returns their count.
    private func merge(
        _ other: TableauRow, times multiplier: Double, skipping: Symbol,
        into merged: (symbols: UnsafeMutableBufferPointer<Symbol>, coefficients: UnsafeMutableBufferPointer<Double>),
        gained: inout ContiguousArray<Symbol>, lost: inout ContiguousArray<Symbol>, track: Bool
    ) -> Int {
        let leftCount = symbols.count
        let rightCount = other.symbols.count
        var count = 0
        // Symbols and doubles are trivial types: assigning initializes.
        func emit(_ symbol: Symbol, _ coefficient: Double) {
            merged.symbols[count] = symbol
            merged.coefficients[count] = coefficient
            count &+= 1
        }
        symbols.withUnsafeBufferPointer { leftSymbols in
            coefficients.withUnsafeBufferPointer { leftCoefficients in
                other.symbols.withUnsafeBufferPointer { rightSymbols in
                    other.coefficients.withUnsafeBufferPointer { rightCoefficients in
                        var left = 0
                        var right = 0
                        while left < leftCount || right < rightCount {
                            let leftRaw = left < leftCount ? leftSymbols[left].raw : UInt32.max
                            let rightRaw = right < rightCount ? rightSymbols[right].raw : UInt32.max
                            if leftRaw < rightRaw {
                                if leftRaw != skipping.raw { emit(leftSymbols[left], leftCoefficients[left]) }
                                left &+= 1
                            } else if rightRaw < leftRaw {
                                let value = rightCoefficients[right] * multiplier
                                if !nearZero(value) {
                                    emit(rightSymbols[right], value)
                                    if track { gained.append(rightSymbols[right]) }
                                }
                                right &+= 1
                            } else {
                                let value = leftCoefficients[left] + rightCoefficients[right] * multiplier
                                if !nearZero(value) {
                                    emit(leftSymbols[left], value)
                                } else if track {
                                    lost.append(leftSymbols[left])
                                }
                                left &+= 1
                                right &+= 1
                            }
                        }
                    }
                }
            }
        }
        return count
    }

    /// Adds `multiplier × other` when no column index needs to hear about it.
    mutating func add(_ other: TableauRow, times multiplier: Double, skipping: Symbol = .invalid) {
        var noneGained = ContiguousArray<Symbol>()
        var noneLost = ContiguousArray<Symbol>()
        add(other, times: multiplier, skipping: skipping, gained: &noneGained, lost: &noneLost, track: false)
    }
}
