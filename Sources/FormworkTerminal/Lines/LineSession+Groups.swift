import Formwork

extension LineSession {
    /// Adds an item at the end of `group`, and returns the ids of its rows.
    mutating func addItem(to group: String, at index: Int) throws -> Set<String> {
        let shown = visibleRowIDs
        do {
            try form.insertItem(at: index, intoGroup: group)
        } catch {
            try output.line(error.message)
        }
        return visibleRowIDs.subtracting(shown)
    }

    /// Removes the item `section` shows from its repeating group.
    mutating func removeItem(_ section: FormSection) throws {
        guard let group = section.repetition?.group, let index = section.repetition?.index else { return }
        do {
            try form.removeItem(at: index, fromGroup: group)
        } catch {
            try output.line(error.message)
        }
    }

    /// What validation found, each problem beside its row's title, and
    /// an item's rows named with their item: `Emergency Contact 2, Phone: Phone is required`.
    func problems(_ errors: [FormFieldError]) -> [String] {
        var items: [String: String] = [:]
        for section in form.sections where section.repetition?.index != nil {
            for row in section.rows { items[row.key] = section.title ?? "" }
        }
        let prompt = self.prompt
        return prompt.problems(
            errors.map { error in
                guard let title = items[error.key], !title.isEmpty else { return error }
                var named = error
                named.title = prompt.itemRow(item: title, title: error.title)
                return named
            })
    }

    /// The help of the repeating group whose own section `section` is.
    func groupHelp(_ section: FormSection) -> String? {
        guard let repetition = section.repetition, repetition.index == nil else { return nil }
        return form.repeatingGroups.first { $0.key == repetition.group }?.help
    }

    /// The noun a group's items are called by: `Emergency Contact`.
    func noun(of group: String) -> String {
        form.repeatingGroups.first { $0.key == group }?.itemNoun ?? prompt.itemNoun
    }
}
