extension FormEditor {
    /// A repeating group as a native form shows it: its own section, with
    /// its items, each a section of its own, and what may be done to them.
    public struct Group: Sendable, Hashable, Identifiable {
        /// The group: its key, noun, bounds and what it allows.
        public var group: FormRepeatingGroup
        /// The group's own section (its title and help).
        public var section: FormSection
        /// Its items' sections, in item order; each names its item in ``FormSection/repetition``.
        public var items: [FormSection]
        /// The text of the group's add button: `Add Job`, in the form's language.
        public var addTitle: String

        /// The group's own section's id.
        public var id: String { section.id }
    }

    /// What a native form shows, in order: a section of rows, or a
    /// repeating group with its items.
    public enum Part: Sendable, Hashable, Identifiable {
        /// A section that is not a repeating group's.
        case section(FormSection)
        /// A repeating group, with its items' sections.
        case group(Group)

        public var id: String {
            switch self {
            case .section(let section): return section.id
            case .group(let group): return group.id
            }
        }
    }

    /// The shown sections, with each repeating group's items gathered
    /// under the group, as a native form shows them.
    public var parts: [Part] {
        var parts: [Part] = []
        for section in sections {
            guard let repetition = section.repetition else {
                parts.append(.section(section))
                continue
            }
            if repetition.index == nil, let group = form.repeatingGroup(repetition.group) {
                let add = text("native.item.add", [.init("noun", group.itemNoun)])
                parts.append(.group(Group(group: group, section: section, items: [], addTitle: add)))
            } else if case .group(var group)? = parts.last, group.group.key == repetition.group {
                group.items.append(section)
                parts[parts.count - 1] = .group(group)
            }
        }
        return parts
    }

    /// Adds a blank item at the end of the group `key`, when it may
    /// (``FormRepeatingGroup/canAdd``); the edit names the new item's
    /// first row that takes typing is ``firstFocus(inItem:ofGroup:)``.
    @discardableResult
    public mutating func addItem(toGroup key: String) -> Edit {
        let count = form.repeatingGroup(key)?.count ?? 0
        return apply(editing: nil) { form throws(FormInputError) in try form.insertItem(at: count, intoGroup: key) }
    }

    /// The id of the first row that takes typing in the group's item at
    /// `index`: where focus goes after ``addItem(toGroup:)``.
    public func firstFocus(inItem index: Int, ofGroup key: String) -> String? {
        let item = sections.first { $0.repetition?.group == key && $0.repetition?.index == index }
        let order = Set(focusOrder)
        return item?.rows.first { order.contains($0.id) }?.id
    }

    /// Deletes the group's items at `offsets` (as `onDelete` gives them),
    /// when it may (``FormRepeatingGroup/canDelete``).
    @discardableResult
    public mutating func deleteItems(at offsets: [Int], fromGroup key: String) -> Edit {
        apply(editing: nil) { form, changes throws(FormInputError) in
            for offset in Set(offsets).sorted(by: >) { changes.append(try form.removeItem(at: offset, fromGroup: key)) }
        }
    }

    /// Moves the group's items at `offsets` to stand before the item now
    /// at `destination` (as `onMove` gives them: `destination` counts the
    /// items before any is moved), when it may (``FormRepeatingGroup/canMove``).
    @discardableResult
    public mutating func moveItems(fromOffsets offsets: [Int], toOffset destination: Int, inGroup key: String) -> Edit {
        let count = form.repeatingGroup(key)?.count ?? 0
        let moving = Set(offsets).filter { (0..<count).contains($0) }.sorted()
        let staying = (0..<count).filter { !moving.contains($0) }
        let before = staying.filter { $0 < destination }.count
        let order = Array(staying.prefix(before)) + moving + Array(staying.dropFirst(before))
        return apply(editing: nil) { form, changes throws(FormInputError) in
            // Each item in turn is moved from where it stands now to its place.
            var current = Array(0..<count)
            for (place, item) in order.enumerated() {
                guard let from = current.firstIndex(of: item), from != place else { continue }
                changes.append(try form.moveItem(from: from, to: place, inGroup: key))
                current.insert(current.remove(at: from), at: place)
            }
        }
    }
}
