/// How the names in a custom Visual Format line map to boxes.
///
/// A Visual Format name holds only letters, digits and `_`, but row keys
/// inside groups are dotted (`address.street`). A custom line may name a row
/// by its key or by its identifier:
///
/// - a name that is a row key stands for that row (`address.street`, or
///   `a_b` for the row whose key is `a_b` even if another row took the
///   identifier `a_b`);
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
    /// Keys and identifiers of rows that are hidden now; a line naming one is left out.
    private let hidden: Set<String>

    init(entries: [LayoutEntry], hiddenNames: [String] = []) {
        hidden = Set(hiddenNames + hiddenNames.map { $0.replacingOccurrences(of: ".", with: "_") })
        var renamed: [String: String] = [:]
        var spellings: [(String, String?)] = []
        for entry in entries {
            if entry.role == .header {
                spellings.append((entry.identifier, nil))
                continue
            }
            spellings.append((entry.name, entry.name))
            if entry.identifier != entry.name {
                renamed[entry.name] = entry.identifier
                spellings.append((entry.identifier, entry.name))
            }
        }
        self.renamed = renamed
        self.identifiers = entries.map(\.identifier)
        self.spellings = spellings
    }

    /// A line's failure: the error against the line as written, and the
    /// unknown box name when that is what went wrong.
    struct Failure: Error {
        var error: VisualFormatError
        var unknownName: String?
        var suggestion: String?
    }

    /// The constraints of one custom line.
    func constraints(of line: String, metrics: [String: Double]) throws(Failure) -> [LayoutConstraint] {
        let rewritten = rewrite(line)
        // A line about a row that is hidden now lays out nothing: the row takes no space.
        if rewritten.unknownDottedNames.contains(where: { hidden.contains($0.name) }) { return [] }
        if let dotted = rewritten.unknownDottedNames.first {
            throw unknown(dotted.name, at: dotted.position, in: line)
        }
        do {
            let format = try VisualFormat.parse(rewritten.text)
            let known = Set(identifiers)
            if format.views.contains(where: { !known.contains($0.name) && hidden.contains($0.name) }) { return [] }
            for view in format.views where !known.contains(view.name) {
                throw unknown(view.name, at: rewritten.originalPosition(view.position), in: line)
            }
            return try format.constraints(views: identifiers, metrics: metrics)
        } catch let error as VisualFormatError {
            throw Failure(error: VisualFormatError(
                error.message, format: line, position: rewritten.originalPosition(error.position)))
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(error: VisualFormatError("\(error)", format: line, position: 0))
        }
    }

    private func unknown(_ name: String, at position: Int, in line: String) -> Failure {
        let candidates = spellings.map(\.spelling)
        guard let closest = NameSuggestion.closest(to: name, among: candidates) else {
            return Failure(error: VisualFormatError("Unknown view '\(name)'.", format: line, position: position),
                           unknownName: name)
        }
        let key = spellings.first { $0.spelling == closest }?.key
        let row = key.map { $0 == closest ? "" : " (row '\($0)')" } ?? ""
        let message = "Unknown view '\(name)'. Did you mean '\(closest)'\(row)?"
        return Failure(error: VisualFormatError(message, format: line, position: position),
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
            let run = String(characters[index..<end])
            let isName = character == "_" || character.isLetter
            if isName, let identifier = renamed[run] {
                // The identifier may be longer (`_2fa`, `a_b_2`): its extra characters map to the run's end.
                for offset in 0..<identifier.count { result.offsets.append(index + min(offset, run.count - 1)) }
                result.text += identifier
            } else {
                if isName && run.contains(".") { result.unknownDottedNames.append((run, index)) }
                result.text += run
                result.offsets += Array(index..<end)
            }
            index = end
        }
        result.offsets.append(characters.count)
        return result
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character == "_" || character == "." || character.isLetter || character.isNumber
    }
}
