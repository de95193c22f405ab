/// A box of the default stack (a section header or an item) with the
/// Visual Format name it goes by.
struct LayoutEntry: Sendable, Equatable {
    var identifier: String
    var name: String
    var role: LayoutFrame.Role
    var title: String
    var text: String
    var isPlaceholder: Bool
    var preferredHeight: Double

    /// Header height in the default layout (required there, weak preference everywhere).
    static let headerHeight = 28.0

    /// Headers and items in reading order, named deterministically:
    ///
    /// - a row key keeps its ASCII letters, digits and `_`; any other
    ///   character becomes `_` (`address.street` → `address_street`), and
    ///   a key starting with a digit (or empty) gets a leading `_`;
    /// - a titled section's header is `header_<section number>` (from 1);
    /// - a name already taken by an earlier box gets `_2`, `_3`, … until free.
    static func entries(of input: FormLayoutInput) -> [LayoutEntry] {
        var taken = Set<String>()
        var result: [LayoutEntry] = []
        func unique(_ base: String) -> String {
            var candidate = base
            var counter = 2
            while taken.contains(candidate) {
                candidate = "\(base)_\(counter)"
                counter += 1
            }
            taken.insert(candidate)
            return candidate
        }
        for (number, section) in zip(1..., input.sections) {
            if let title = section.title {
                let identifier = unique("header_\(number)")
                result.append(
                    LayoutEntry(
                        identifier: identifier, name: identifier, role: .header, title: title, text: "",
                        isPlaceholder: false, preferredHeight: headerHeight))
            }
            for item in section.items {
                result.append(
                    LayoutEntry(
                        identifier: unique(identifier(for: item.name)), name: item.name, role: .item(item.kind),
                        title: item.title, text: item.text, isPlaceholder: item.isPlaceholder,
                        preferredHeight: item.preferredHeight))
            }
        }
        return result
    }

    static func identifier(for key: String) -> String {
        var text = ""
        for scalar in key.unicodeScalars {
            // The ASCII letters are exactly the alphabetic ASCII scalars;
            // ranges avoid a Unicode property lookup per character.
            let isWord =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
            text.unicodeScalars.append(isWord ? scalar : "_")
        }
        if let first = text.unicodeScalars.first, ("0"..."9").contains(first) { text = "_" + text }
        return text.isEmpty ? "_" : text
    }
}
