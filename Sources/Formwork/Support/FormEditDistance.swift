/// The closest name to a misspelt one, for "Did you mean …?" suggestions;
/// shared by every module of the package.
package enum FormEditDistance {
    /// The candidate nearest to `name` by edit distance, ignoring case, if it
    /// is near enough to be a likely typo (at most one edit per three
    /// characters, and at least one); the first of equals wins.
    package static func closest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        let allowed = Swift.max(1, (target.count + 2) / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = self.distance(target, Array(candidate.lowercased()))
            if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The key nearest to `name` among dotted form keys: the closest whole
    /// key (a typo), else the first key whose last component is `name`'s last
    /// component, ignoring case, else the first whose last component is close
    /// to it. A field of a group is keyed `shipping.country`, and people name
    /// it by its own name, so `country` finds `shipping.country`.
    package static func closestKey(to name: String, among keys: [String]) -> String? {
        if let whole = closest(to: name, among: keys) { return whole }
        let tail = lastComponent(name).lowercased()
        let tails = keys.map { lastComponent($0).lowercased() }
        if let exact = tails.firstIndex(of: tail) { return keys[exact] }
        return closest(to: tail, among: tails).flatMap { near in tails.firstIndex(of: near).map { keys[$0] } }
    }

    private static func lastComponent(_ key: String) -> Substring {
        key.split(separator: ".", omittingEmptySubsequences: false).last ?? Substring(key)
    }

    /// Edit distance over characters where swapping two neighbours counts as
    /// one edit (optimal string alignment), so `emial` is one edit from `email`.
    package static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
