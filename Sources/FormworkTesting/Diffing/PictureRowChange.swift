import Foundation

/// How one row differs between a reference picture and the actual one.
///
/// Rows are matched by key (the n-th row with a key in one picture with the
/// n-th in the other). A matched row is *changed* when its attributes other
/// than `id` and `data-frame`, or its texts, differ; *moved* when only its
/// frame differs (its drawing then moves with it); changed as well when its
/// frame and attributes are the same and its drawing is not.
struct PictureRowChange: Equatable {
    enum Kind: String {
        case changed, added, removed, moved
    }

    var key: String
    var kind: Kind
    /// What differs, one line each: `data-required: none → "true"`.
    var details: [String]
    /// The row's frame in the reference picture; `nil` for an added row.
    var referenceFrame: [Double]?
    /// The row's frame in the actual picture; `nil` for a removed row.
    var actualFrame: [Double]?

    /// The differing rows: those of the actual picture in its order
    /// (changed, added, moved), then the removed ones in the reference's order.
    static func changes(from reference: [PictureRow], to actual: [PictureRow]) -> [PictureRowChange] {
        let referenceIdentities = identities(reference)
        var referenceIndex: [String: Int] = [:]
        for (index, identity) in referenceIdentities.enumerated() { referenceIndex[identity] = index }
        var matched = Set<Int>()
        var result: [PictureRowChange] = []
        for (row, identity) in zip(actual, identities(actual)) {
            guard let index = referenceIndex[identity] else {
                result.append(PictureRowChange(key: row.key, kind: .added, details: [], actualFrame: row.frame))
                continue
            }
            matched.insert(index)
            if let change = compare(reference[index], row) { result.append(change) }
        }
        for (index, row) in reference.enumerated() where !matched.contains(index) {
            result.append(PictureRowChange(key: row.key, kind: .removed, details: [], referenceFrame: row.frame))
        }
        return result
    }

    /// `key`, then `key#2`, `key#3` … for later rows with the same key.
    private static func identities(_ rows: [PictureRow]) -> [String] {
        var seen: [String: Int] = [:]
        return rows.map { row in
            let count = (seen[row.key] ?? 0) + 1
            seen[row.key] = count
            return count == 1 ? row.key : "\(row.key)#\(count)"
        }
    }

    private static func compare(_ old: PictureRow, _ new: PictureRow) -> PictureRowChange? {
        var change = PictureRowChange(
            key: new.key, kind: .changed, details: [], referenceFrame: old.frame, actualFrame: new.frame)
        change.details = attributeDetails(old, new) + textDetails(old.texts, new.texts)
        if !change.details.isEmpty { return change }
        if old["data-frame"] != new["data-frame"] {
            change.kind = .moved
            change.details = ["data-frame: \(quoted(old["data-frame"])) → \(quoted(new["data-frame"]))"]
            return change
        }
        guard old.body != new.body else { return nil }
        change.details = ["drawing (same attributes and texts)"]
        return change
    }

    private static func attributeDetails(_ old: PictureRow, _ new: PictureRow) -> [String] {
        let ignored: Set<String> = ["id", "data-key", "data-frame"]
        var names = old.attributes.map(\.name)
        names += new.attributes.map(\.name).filter { !names.contains($0) }
        return names.filter { !ignored.contains($0) && old[$0] != new[$0] }.map {
            "\($0): \(quoted(old[$0])) → \(quoted(new[$0]))"
        }
    }

    /// The texts removed and added, a removed one followed by an added one read as one replaced text.
    private static func textDetails(_ old: [String], _ new: [String]) -> [String] {
        var details: [String] = [], removed: [String] = [], added: [String] = []
        func flush() {
            for (before, after) in zip(removed, added) { details.append("text: \(quoted(before)) → \(quoted(after))") }
            details += removed.dropFirst(added.count).map { "text removed: \(quoted($0))" }
            details += added.dropFirst(removed.count).map { "text added: \(quoted($0))" }
            removed = []
            added = []
        }
        for operation in LineDiff.operations(from: old, to: new) {
            switch operation {
            case .same: flush()
            case .deleted(let text): removed.append(text)
            case .inserted(let text): added.append(text)
            }
        }
        flush()
        return details
    }

    /// `"text"` with line breaks shown as `\n`, or `none`.
    static func quoted(_ value: String?) -> String {
        guard let value else { return "none" }
        return "\"" + value.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
