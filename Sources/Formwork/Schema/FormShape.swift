/// How many items each repeating group of a form holds, in declaration
/// order: what, beside the model type, decides a form's rows and sections.
struct FormShape: Hashable, Sendable {
    /// Trailing empty groups are left out, so every shape has one spelling.
    let counts: [Int]

    init(counts: [Int]) {
        var counts = counts
        while counts.last == 0 { counts.removeLast() }
        self.counts = counts
    }

    /// The shape with every group empty, whatever the number of groups.
    static let empty = FormShape(counts: [])

    /// The item count of the `index`th repeating group; 0 past the end.
    func count(ofGroup index: Int) -> Int {
        index < counts.count ? counts[index] : 0
    }

    /// This shape with the `index`th repeating group holding `count` items.
    func setting(count: Int, ofGroup index: Int) -> FormShape {
        var counts = self.counts
        while counts.count <= index { counts.append(0) }
        counts[index] = count
        return FormShape(counts: counts)
    }
}
