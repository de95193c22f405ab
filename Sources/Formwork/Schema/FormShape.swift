/// How many items each repeating group of a form holds, in the order the
/// flattened walk meets the groups: what, beside the model type, decides
/// a form's rows and sections.
struct FormShape: Hashable, Sendable {
    var counts: [Int]

    /// The shape with every group empty, whatever the number of groups.
    static let empty = FormShape(counts: [])

    /// The item count of the `index`th repeating group; 0 past the end.
    func count(ofGroup index: Int) -> Int {
        index < counts.count ? counts[index] : 0
    }
}
