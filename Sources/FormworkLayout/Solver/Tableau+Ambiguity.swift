/// Finding variables the optimum does not pin down.
///
/// At the optimum the objective row reads `cost = c + Σ dⱼ pⱼ` over the
/// parametric (non-basic) symbols, every `dⱼ ≥ 0`. A parameter with
/// `dⱼ = 0` is a direction along which the cost does not change. Moving it
/// by `t` moves every basic variable whose row holds it; the move is
/// feasible while every restricted (slack or error) basic stays ≥ 0 — the
/// simplex ratio test. A slack or error parameter can only grow; an
/// external parameter can move both ways.
///
/// A variable is reported when some zero-cost parameter can move a
/// positive distance and it is that parameter or its row holds that
/// parameter: another solution with the same cost then gives it another
/// value. A variable no constraint mentions is a parameter with no rows and
/// is reported too.
///
/// Limitation, on purpose: at a degenerate vertex a zero-cost direction can
/// be blocked at distance zero by a basic at zero although a pivot would
/// free it; such directions are not explored, so the check can miss an
/// ambiguity there, but it never reports a determined variable.
extension Tableau {
    func undetermined(_ variables: [LayoutVariable]) -> [LayoutVariable] {
        var moves = ContiguousArray<Bool>(repeating: false, count: rowOf.count)
        var largestCost = 0.0
        for coefficient in objective.coefficients { largestCost = max(largestCost, abs(coefficient)) }
        let costTolerance = 1.0e-9 * (1 + largestCost)
        for index in 1..<rowOf.count where rowOf[index] < 0 {
            let kind = kinds[index]
            guard kind == .external || kind == .slack || kind == .error else { continue }
            let symbol = Symbol(index: index, kind: kind)
            guard abs(objective.coefficient(for: symbol)) <= costTolerance else { continue }
            let canGrow = freeDistance(of: symbol, direction: 1) > 1.0e-7
            let canShrink = kind == .external && freeDistance(of: symbol, direction: -1) > 1.0e-7
            guard canGrow || canShrink else { continue }
            moves[index] = true
            for slot in columns[index] where basics[Int(slot)].isExternal {
                moves[basics[Int(slot)].index] = true
            }
        }
        return variables.filter { moves[$0.symbol.index] }
    }

    /// How far `symbol` can move in `direction` before a restricted basic
    /// reaches zero (infinity when nothing stops it).
    private func freeDistance(of symbol: Symbol, direction: Double) -> Double {
        var distance = Double.infinity
        for slot in columns[symbol.index] {
            let index = Int(slot)
            guard !basics[index].isExternal, !basics[index].isDummy else { continue }
            let slope = rows[index].coefficient(for: symbol) * direction
            if slope < 0 { distance = min(distance, rows[index].constant / -slope) }
        }
        return distance
    }
}
