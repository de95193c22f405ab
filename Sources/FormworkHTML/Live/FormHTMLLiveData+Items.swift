import Formwork

extension FormHTMLLiveData {
    /// The sections at `positions` and their rows, named by identity and
    /// key rather than by position, so the script can put them anywhere:
    /// `{"s":[[id,[ancestorIDs],[rowKeys],visible,enabled]…],
    /// "r":[[key,sectionID,visible,enabled,editable]…],"v":[…]}`, `v` as in
    /// the data object.
    static func itemJSON(_ conditions: FormLiveConditions, sections positions: [Int]) -> String {
        var read: [String] = []
        let members = Set(positions)
        let sections = positions.map { position in
            let section = conditions.sections[position]
            return FormHTMLLiveJSON.array([
                FormHTMLLiveJSON.string(section.id),
                FormHTMLLiveJSON.array(section.ancestors.map { FormHTMLLiveJSON.string(conditions.sections[$0].id) }),
                FormHTMLLiveJSON.array(conditions.rows[section.rows].map { FormHTMLLiveJSON.string($0.key) }),
                decision(section.visible, reading: &read), decision(section.enabled, reading: &read),
            ])
        }
        let rows = conditions.rows.filter { members.contains($0.section) }.map { row in
            FormHTMLLiveJSON.array([
                FormHTMLLiveJSON.string(row.key), FormHTMLLiveJSON.string(conditions.sections[row.section].id),
                decision(row.visible, reading: &read), decision(row.enabled, reading: &read),
                row.isEditableApartFromConditions ? "true" : "false",
            ])
        }
        return "{\"s\":" + FormHTMLLiveJSON.array(sections) + ",\"r\":" + FormHTMLLiveJSON.array(rows) + ",\"v\":"
            + FormHTMLLiveJSON.array(fields(reading: read, conditions.rows)) + "}"
    }
}
