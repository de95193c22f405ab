/// A box of the default stack (a section header or an item) with the
/// Visual Format name it goes by.
struct LayoutEntry: Sendable, Equatable {
    var identifier: String
    var name: String
    var role: FormLayout.Frame.Role
    var title: String
    var text: String
    var isPlaceholder: Bool
    var preferredHeight: Double
    /// The control, state and notes a picture draws.
    var details: FormLayout.RowDetails
    /// The repeating group whose item holds this box (a header or a row of
    /// an item's section); `nil` for every other box.
    var group: String? = nil

    /// Header height in the default layout (required there, weak preference everywhere).
    static let headerHeight = 28.0

    /// Headers and items in reading order, named deterministically:
    ///
    /// - a row key keeps its ASCII letters, digits and `_`; any other
    ///   character becomes `_` (`address.street` → `address_street`), and
    ///   a key starting with a digit (or empty) gets a leading `_`;
    /// - a titled section's header is `header_<section number>` (from 1),
    ///   counting the sections that show no repeating item;
    /// - a titled section of a repeating item is named by its key
    ///   (`jobs[0]`, identifier `jobs_0_`);
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
        var number = 0
        for section in input.sections {
            let group = section.repeatingItem.map { key in String(key.prefix { $0 != "[" }) }
            if group == nil { number += 1 }
            if let title = section.title {
                let name = section.repeatingItem ?? "header_\(number)"
                let identifier = unique(section.repeatingItem.map(identifier(for:)) ?? name)
                result.append(
                    LayoutEntry(
                        identifier: identifier, name: section.repeatingItem ?? identifier, role: .header, title: title,
                        text: "", isPlaceholder: false, preferredHeight: headerHeight,
                        details: FormLayout.RowDetails(control: .heading), group: group))
            }
            for item in section.items {
                result.append(
                    LayoutEntry(
                        identifier: unique(identifier(for: item.name)), name: item.name, role: .item(item.kind),
                        title: item.title, text: item.text, isPlaceholder: item.isPlaceholder,
                        preferredHeight: item.preferredHeight, details: item.details, group: group))
            }
        }
        return result
    }

    /// Why the preferred height cannot enter a layout, or `nil` when it can.
    ///
    /// ```swift
    /// entry.preferredHeightProblem   // a list of 227 271 entries:
    /// // "the preferred height of row 'tags' is 10000012 (44 points for its title and for each of its 227272 entries; at most 227271 fit)"
    /// ```
    ///
    /// A layout holds at most ``Solver/maximumMagnitude`` points, and a
    /// list asks for 44 points for its title and 44 per entry: only a list of more than 227 271
    /// entries is too tall. Checked here, before the solver takes the
    /// height, so that the error names the row rather than a constraint.
    var preferredHeightProblem: String? {
        guard !(0...Solver.maximumMagnitude).contains(preferredHeight) else { return nil }
        var text = "the preferred height of row '\(name)' is \(PointsText.format(preferredHeight))"
        if case .list(let entries, _) = details.control {
            let perEntry = FormLayoutInput.Item.listEntryHeight
            let fitting = Int(Solver.maximumMagnitude / perEntry) - 1
            text += " (\(PointsText.format(perEntry)) points for its title and for each of its \(entries.count) entries; "
            text += "at most \(fitting) fit)"
        }
        return text
    }

    static func identifier(for key: String) -> String {
        if let ascii = asciiIdentifier(for: key) { return ascii }
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

    /// ``identifier(for:)`` of an ASCII key, byte by byte (each byte is a
    /// scalar): the key itself when it is already a name; `nil` for a key
    /// holding other scalars.
    private static func asciiIdentifier(for key: String) -> String? {
        let bytes = key.utf8
        guard let first = bytes.first, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let isWord = { (byte: UInt8) in
            isDigit(byte) || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        }
        if !isDigit(first), bytes.allSatisfy(isWord) { return key }
        var name: [UInt8] = []
        name.reserveCapacity(bytes.count + 1)
        if isDigit(first) { name.append(UInt8(ascii: "_")) }
        for byte in bytes { name.append(isWord(byte) ? byte : UInt8(ascii: "_")) }
        return String(decoding: name, as: UTF8.self)
    }
}
