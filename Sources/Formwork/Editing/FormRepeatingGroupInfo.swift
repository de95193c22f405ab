/// What a page needs to offer a repeating group's items beyond its
/// sections: its bounds, what the user may do apart from the count, the
/// noun its items are numbered with, and how many blank items a page
/// without script offers.
///
/// ```swift
/// let jobs = try FormState(Resume()).repeatingGroups[0]
/// jobs.key            // "jobs"
/// jobs.itemNoun       // "Job": "Add Job", and items titled "Job 1", "Job 2"
/// ```
package struct FormRepeatingGroupInfo: Sendable, Hashable {
    /// The group's key, `jobs`.
    package var key: String
    /// The first step of its items' parameter paths (`param:`), `jobs` unless renamed.
    package var parameterKey: String
    /// The group's `help:`.
    package var help: String?
    /// The position of the group's own section in ``FormState/allSections``.
    package var headerSection: Int
    /// The positions of its items' sections in ``FormState/allSections``, in item order.
    package var itemSections: [Int]
    package var minItems: Int
    /// `maxItems`, or the ceiling when the group declares none.
    package var maxItems: Int
    /// The declared `blankItems`.
    package var blankItems: Int
    /// The noun of "Add Job" and of numbered item titles, as the form's
    /// localization titles the key `jobs.item`; items are titled by the
    /// phrase `item.title` ("{noun} {number}").
    package var itemNoun: String
    /// Whether item titles are the noun and the item's number (always, or
    /// while the titling field is blank), so a page can renumber them.
    package var numbersItems: Bool
    /// The item's row whose text titles the item (`itemTitle: .field("name")`), if any.
    package var titleField: String?
    /// Whether the user may add, delete or move items, whatever the count:
    /// the declaration allows it and the group is shown and editable.
    package var mayAdd: Bool
    package var mayDelete: Bool
    package var mayMove: Bool
}
