import Foundation

/// One flat field of a form submission: a bracketed name and its text or file.
struct FormFlatField: Sendable, Hashable {
    enum Content: Sendable, Hashable {
        case text(String)
        case file(FormFile)
    }

    var name: String
    var content: Content
    /// Whether the urlencoded writer writes the name alone, without `=`
    /// (an empty text to multipart).
    var isBare = false
}

/// Turns nested parameters into flat fields named with the bracket
/// convention: `user[address][city]`, `tags[]`, `items[0][id]`.
///
/// Shared by the urlencoded and multipart writers so that both name nested
/// values the same way and the bracket reader reads either back.
struct FormFieldFlattener {
    var options: FormParameters.URLEncodingOptions

    func fields(_ members: [FormValue.Member]) -> [FormFlatField] {
        var fields: [FormFlatField] = []
        for member in ordered(members) {
            append(member.value, named: member.key, to: &fields)
        }
        return fields
    }

    private func append(_ value: FormValue, named name: String, to fields: inout [FormFlatField]) {
        switch value {
        case .array(let items) where items.isEmpty:
            if options.emptyLists == .bareName {
                fields.append(FormFlatField(name: name + "[]", content: .text(""), isBare: true))
            }
        case .array(let items):
            // A list holding groups or lists names every item by index: `[]`
            // beside `[0]` in one list cannot be read back.
            let indexesEveryItem = items.contains {
                if case .array = $0 { true } else if case .object = $0 { true } else { false }
            }
            for (index, item) in items.enumerated() {
                let itemName = indexesEveryItem ? "\(name)[\(index)]" : itemName(name, index: index, item: item)
                // A bare name says "nil" of a member; a null item of a list is empty text.
                if item.isNull, options.nilPolicy == .bareName {
                    fields.append(FormFlatField(name: itemName, content: .text("")))
                    continue
                }
                append(item, named: itemName, to: &fields)
            }
        case .object(let members):
            for member in ordered(members) {
                append(member.value, named: "\(name)[\(member.key)]", to: &fields)
            }
        case .null where options.nilPolicy == .bareName:
            fields.append(FormFlatField(name: name, content: .text(""), isBare: true))
        case .file(let file) where file.url == nil:
            fields.append(FormFlatField(name: name, content: .file(file)))
        default:
            if let text = scalarText(value) {
                fields.append(FormFlatField(name: name, content: .text(text)))
            }
        }
    }

    private func itemName(_ name: String, index: Int, item: FormValue) -> String {
        switch item {
        case .array, .object: return "\(name)[\(index)]"
        default: break
        }
        switch options.arrayStyle {
        case .brackets: return name + "[]"
        case .indexed: return "\(name)[\(index)]"
        case .repeatedKey: return name
        }
    }

    /// The text of a scalar, or `nil` when the member is omitted.
    func scalarText(_ value: FormValue) -> String? {
        switch value {
        case .null:
            switch options.nilPolicy {
            case .omit: return nil
            case .emptyString: return ""
            case .literalNull: return "null"
            case .bareName: return ""
            }
        case .bool(let flag):
            switch options.boolStyle {
            case .literal: return flag ? "true" : "false"
            case .numeric: return flag ? "1" : "0"
            }
        case .date(let date):
            return Self.dateText(date, style: options.dateStyle)
        default:
            return value.text
        }
    }

    static func dateText(_ date: Date, style: FormParameters.URLEncodingOptions.DateStyle) -> String {
        switch style {
        case .iso8601:
            return FormDateText.iso8601(date)
        case .secondsSince1970:
            let seconds = date.timeIntervalSince1970
            if seconds.rounded() == seconds, let whole = Int64(exactly: seconds) { return String(whole) }
            return ExactNumberText.double(seconds)
        case .custom(let write):
            return write(date)
        }
    }

    private func ordered(_ members: [FormValue.Member]) -> [FormValue.Member] {
        guard options.sortedKeys else { return members }
        // Stable: equal keys keep their given order.
        return members.enumerated().sorted { lhs, rhs in
            let order = Self.compareBytes(lhs.element.key, rhs.element.key)
            return order == 0 ? lhs.offset < rhs.offset : order < 0
        }.map(\.element)
    }

    static func compareBytes(_ lhs: String, _ rhs: String) -> Int {
        for (left, right) in zip(lhs.utf8, rhs.utf8) where left != right {
            return left < right ? -1 : 1
        }
        let (leftCount, rightCount) = (lhs.utf8.count, rhs.utf8.count)
        return leftCount == rightCount ? 0 : (leftCount < rightCount ? -1 : 1)
    }
}
