import Formwork

/// An item of the repeating-group benchmark: three rows, one of them shown
/// by a condition on its own item.
struct Shift: FormModel {
    @FormText var role = "staff"
    @FormNumber var hours = 1
    @FormText(visibleWhen: "hours > 0") var note = ""
}

/// A form whose repeating group holds `count` shifts, with a row before and after it.
struct Roster: FormModel {
    @FormText var team = ""
    @FormGroup var shifts: [Shift] = []
    @FormText var notes = ""

    /// A roster of `count` shifts: 3 × `count` + 2 rows, `count` conditions.
    static func with(_ count: Int) -> Roster {
        var roster = Roster()
        roster.shifts = Array(repeating: Shift(), count: count)
        return roster
    }
}

/// An edit inside the middle item of a roster that shows or hides that
/// item's note, and what it cost in conditions evaluated.
struct ItemEdit {
    var form: FormState<Roster>
    let middle: Int
    private var hidden = false

    init(_ count: Int) throws {
        form = try FormState(Roster.with(count))
        middle = count / 2
    }

    /// Sets the middle item's hours to 0 (hiding its note) or back to 1.
    mutating func toggle() throws -> FormChange {
        hidden.toggle()
        return try form.setText(hidden ? "0" : "1", for: "shifts[\(middle)].hours")
    }

    /// Conditions evaluated by one toggle, and whether its change lists
    /// exactly the note that appeared or disappeared.
    mutating func countOne() throws -> (conditions: Int, exact: Bool) {
        let before = form.conditionEvaluationCount
        let change = try toggle()
        let expected = ["shifts[\(middle)].note"]
        let exact =
            hidden
            ? change.disappearedKeys == expected && change.appearedKeys.isEmpty
            : change.appearedKeys == expected && change.disappearedKeys.isEmpty
        return (form.conditionEvaluationCount - before, exact)
    }
}

/// The middle item of a roster removed and a blank one inserted in its
/// place: the form ends as it began, and each edit reports the item's
/// section and rows.
struct MiddleItemEdit {
    var form: FormState<Roster>
    let count: Int

    init(_ count: Int) throws {
        form = try FormState(Roster.with(count))
        self.count = count
    }

    /// Removes the middle item and inserts a blank one at its place.
    mutating func removeAndInsert() throws -> (removed: FormChange, inserted: FormChange) {
        let removed = try form.removeItem(at: count / 2, fromGroup: "shifts")
        let inserted = try form.insertItem(at: count / 2, intoGroup: "shifts")
        return (removed, inserted)
    }

    /// Whether one removal and insertion reports what it should: the middle
    /// item's section (after the team's section and the group's header) and
    /// its three rows, the group and the last item's keys (every item holds
    /// the same values), and leaves 3 × `count` + 2 rows.
    mutating func isExact() throws -> Bool {
        let (removed, inserted) = try removeAndInsert()
        let middle = count / 2, last = count - 1
        let itemKeys = { (item: Int) in ["role", "hours", "note"].map { "shifts[\(item)].\($0)" } }
        return removed.deletedSections == [2 + middle] && removed.disappearedKeys == itemKeys(middle)
            && removed.insertedSections.isEmpty && removed.changedKeys == ["shifts"] + itemKeys(last)
            && inserted.insertedSections == [2 + middle] && inserted.appearedKeys == itemKeys(middle)
            && inserted.deletedSections.isEmpty && inserted.changedKeys == ["shifts"] + itemKeys(last)
            && form.rows.count == 3 * count + 2
    }
}
