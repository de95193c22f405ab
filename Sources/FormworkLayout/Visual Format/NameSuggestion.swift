/// "Did you mean …?" for unknown view and metric names.
enum NameSuggestion {
    /// The candidate closest to `name` by edit distance, if it is close
    /// enough (at most a third of the name's length, and at least 1 edit
    /// allowed). Ties go to the candidate that sorts first, so the answer
    /// never depends on the order candidates come in.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let limit = max(1, name.count / 3)
        var best: (distance: Int, name: String)?
        for candidate in candidates.sorted() {
            let distance = editDistance(name, candidate)
            if distance <= limit && (best == nil || distance < (best?.distance ?? .max)) {
                best = (distance, candidate)
            }
        }
        return best?.name
    }

    /// Edit distance counting an insertion, a deletion, a substitution or a
    /// swap of two neighbouring characters as one edit (optimal string
    /// alignment), so the typo `emial` is one edit from `email`.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// `Unknown view 'usr_name'. Did you mean 'user_name'?`
    static func unknown(_ kind: String, _ name: String, suggestion: String?) -> String {
        guard let suggestion else { return "Unknown \(kind) '\(name)'." }
        return "Unknown \(kind) '\(name)'. Did you mean '\(suggestion)'?"
    }
}
