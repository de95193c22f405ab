/// How the names in a custom Visual Format line map to boxes.
///
/// A Visual Format name holds only letters, digits and `_`, but row keys
/// inside groups are dotted (`address.street`). A custom line may name a row
/// by its key or by its identifier:
///
/// - a name that is a row key stands for that row (`address.street`, or
///   `a_b` for the row whose key is `a_b` even if another row took the
///   identifier `a_b`), a repeating item's row key too (`jobs[0].title`);
/// - any other name is an identifier (`address_street`, `header_1`).
///
/// Keys are replaced by identifiers before the line is parsed, and errors
/// are reported against the line as written.
struct CustomLineNames {
    /// Row keys whose identifier differs from the key.
    private let renamed: [String: String]
    /// Every identifier, in reading order.
    let identifiers: [String]
    /// What a suggestion may name: each identifier and each row key, with
    /// the row key it stands for.
    private let spellings: [(spelling: String, key: String?)]
    /// Identifiers of rows that are hidden now (and whose identifier no
    /// visible box took); a line naming one is checked, then left out.
    private let hiddenIdentifiers: [String]
    /// `identifiers` as a set, for checking lines' names.
    let knownIdentifiers: Set<String>
    /// `hiddenIdentifiers` as a set.
    private let hiddenSet: Set<String>
    /// The views a custom line may name (visible, then hidden), as a list and a set.
    private let lineViews: [String]
    private let knownLineViews: Set<String>

    init(entries: [LayoutEntry], hiddenNames: [String] = []) {
        var renamed: [String: String] = [:]
        var spellings: [(String, String?)] = []
        func add(key: String, identifier: String) {
            spellings.append((key, key))
            if identifier != key {
                renamed[key] = identifier
                spellings.append((identifier, key))
            }
        }
        for entry in entries {
            if entry.role == .header {
                spellings.append((entry.identifier, nil))
            } else {
                add(key: entry.name, identifier: entry.identifier)
            }
        }
        let visible = Set(entries.map(\.identifier))
        var hiddenIdentifiers: [String] = []
        for key in hiddenNames where renamed[key] == nil && !visible.contains(key) {
            let identifier = LayoutEntry.identifier(for: key)
            guard !visible.contains(identifier) else { continue }
            add(key: key, identifier: identifier)
            hiddenIdentifiers.append(identifier)
        }
        self.renamed = renamed
        self.identifiers = entries.map(\.identifier)
        self.spellings = spellings
        self.hiddenIdentifiers = hiddenIdentifiers
        self.knownIdentifiers = visible
        self.hiddenSet = Set(hiddenIdentifiers)
        self.lineViews = identifiers + hiddenIdentifiers
        self.knownLineViews = Set(lineViews)
    }

    /// A line's failure: the error against the line as written, and the
    /// unknown box name when that is what went wrong.
    struct Failure: Error {
        var error: VisualFormatError
        var unknownName: String?
        var suggestion: String?
    }

    /// The constraints of one custom line.
    ///
    /// Every line is checked in full (syntax, names, metrics) whether or
    /// not the rows it names are shown now, so a mistake is reported when
    /// the layout is built, not when a row appears.
    func constraints(of line: String, metrics: [String: Double]) throws(Failure) -> [LayoutConstraint] {
        let rewritten = rewrite(line)
        if let dotted = rewritten.unknownDottedNames.first {
            throw unknown(dotted.name, at: dotted.position, in: line)
        }
        do {
            let format = try VisualFormat.parse(rewritten.text)
            let known = knownIdentifiers
            let hidden = hiddenSet
            for view in format.views where !known.contains(view.name) && !hidden.contains(view.name) {
                throw unknown(view.name, at: rewritten.originalPosition(view.position), in: line)
            }
            let constraints = try format.constraints(views: lineViews, knownViews: knownLineViews, metrics: metrics)
            // A line about a row that is hidden now (as a box or in a
            // predicate) lays out nothing: the row takes no space.
            let namesHidden = constraints.contains { constraint in
                [constraint.first.view, constraint.second?.view].contains { name in
                    name.map { hidden.contains($0) && !known.contains($0) } ?? false
                }
            }
            return namesHidden ? [] : constraints
        } catch let error as VisualFormatError {
            throw Failure(
                error: VisualFormatError(
                    error.message, format: line, position: rewritten.originalPosition(error.position)))
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(error: VisualFormatError("\(error)", format: line, position: 0))
        }
    }

    private func unknown(_ name: String, at position: Int, in line: String) -> Failure {
        let candidates = spellings.map(\.spelling)
        let closest = NameSuggestion.closest(to: name, among: candidates)
        let key = closest.flatMap { closest in spellings.first { $0.spelling == closest }?.key }
        let message = NameSuggestion.unknown("view", name, suggestion: closest, row: key == closest ? nil : key)
        return Failure(
            error: VisualFormatError(message, format: line, position: position),
            unknownName: name, suggestion: key ?? closest)
    }

    struct Rewritten {
        var text: String
        /// For each character of `text` (and its end), the offset in the line as written.
        var offsets: [Int]
        /// Dotted names that are no row key, which no Visual Format name can be.
        var unknownDottedNames: [(name: String, position: Int)]

        func originalPosition(_ position: Int) -> Int {
            offsets.isEmpty ? 0 : offsets[max(0, min(position, offsets.count - 1))]
        }
    }

    /// Replaces each name that is a renamed row key by its identifier.
    /// A name is a run of letters, digits, `_` and `.` that starts with a
    /// letter or `_`; runs starting with a digit or `.` are numbers.
    func rewrite(_ line: String) -> Rewritten {
        // With no renamed key, a line of ASCII without `.` (no dotted name,
        // no decimal) or `\r` (`\r\n` is one character) reads the same
        // rewritten, one character per byte: skip the character walk,
        // which costs more than parsing the line.
        if renamed.isEmpty, line.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "\r") }) {
            let count = line.utf8.count
            return Rewritten(text: line, offsets: Array(0...count), unknownDottedNames: [])
        }
        return rewriteByCharacter(line)
    }

    /// `rewrite`, one character at a time.
    func rewriteByCharacter(_ line: String) -> Rewritten {
        let characters = Array(line)
        var result = Rewritten(text: "", offsets: [], unknownDottedNames: [])
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard Self.isNameCharacter(character) else {
                result.text.append(character)
                result.offsets.append(index)
                index += 1
                continue
            }
            var end = index
            while end < characters.count && Self.isNameCharacter(characters[end]) { end += 1 }
            var isUnknownItemKey = false
            if let itemKey = itemKeyEnd(characters, from: index, after: end) {
                end = itemKey.end
                isUnknownItemKey = !itemKey.isKnown
            }
            let run = String(characters[index..<end])
            let isName = character == "_" || character.isLetter
            if isName, let identifier = renamed[run] {
                // The identifier may be longer (`_2fa`, `a_b_2`): its extra characters map to the run's end.
                for offset in 0..<identifier.count { result.offsets.append(index + min(offset, run.count - 1)) }
                result.text += identifier
            } else {
                if isName && (run.contains(".") || isUnknownItemKey) { result.unknownDottedNames.append((run, index)) }
                result.text += run
                result.offsets += Array(index..<end)
            }
            index = end
        }
        result.offsets.append(characters.count)
        return result
    }

    /// Where a repeating item's row key (`jobs[0].title`) starting at
    /// `start` ends, when the name run ending at `end` goes on with an
    /// index in brackets, and whether it is a row key of the form; `nil`
    /// when no index follows. A box is written `[jobs[0].title]`: no Visual
    /// Format name holds `[`, so a name with an index is always a key.
    private func itemKeyEnd(_ characters: [Character], from start: Int, after end: Int) -> (end: Int, isKnown: Bool)? {
        var position = end
        var longest: Int?
        while position < characters.count, characters[position] == "[" {
            var close = position + 1
            while close < characters.count, characters[close].isASCII, characters[close].isNumber { close += 1 }
            guard close > position + 1, close < characters.count, characters[close] == "]" else { break }
            position = close + 1
            while position < characters.count, Self.isNameCharacter(characters[position]) { position += 1 }
            if renamed[String(characters[start..<position])] != nil { return (position, true) }
            longest = position
        }
        return longest.map { ($0, false) }
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character == "_" || character == "." || character.isLetter || character.isNumber
    }
}
