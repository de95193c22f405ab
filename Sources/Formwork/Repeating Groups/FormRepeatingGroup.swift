/// A repeating group of a form, as a UI offers its items: how many it
/// holds, its bounds, the noun its items are numbered with, and what the
/// user may do to them.
///
/// ```swift
/// let jobs = form.repeatingGroup("jobs")
/// jobs?.itemNoun        // "Job": "Add Job", and items titled "Job 1", "Job 2"
/// jobs?.count           // 2
/// jobs?.allowsAdding    // true: declared with adding, shown and editable
/// jobs?.canAdd          // true while it also holds fewer than maxItems
/// ```
///
/// The `allows…` properties say whether the declaration and the form's
/// state permit an action at all, whatever the count (a UI shows the
/// button); the `can…` properties add the count (a UI enables it). The
/// group's own section and each item's section name the group in
/// ``FormSection/repetition``.
public struct FormRepeatingGroup: Sendable, Hashable, Identifiable {
    /// The group's key, `jobs`; item sections are keyed `jobs[0]`, `jobs[1]`, …
    public var key: String
    /// The first step of its items' parameter paths (`param:`), `jobs` unless renamed.
    public var parameterKey: String
    /// The group's title, as its own section shows it.
    public var title: String?
    /// The group's `help:`, localized.
    public var help: String?
    /// The noun of "Add Job" and of numbered item titles ("Job 1"), as the
    /// form's localization titles the key `jobs.item`.
    public var itemNoun: String
    /// How many items the group holds.
    public var count: Int
    /// The fewest items the group holds: its `minItems`, else 0.
    public var minItems: Int
    /// The most items the group holds: its `maxItems`, else 1,000, the
    /// most any group holds.
    public var maxItems: Int
    /// How many blank items a page without script offers after the real ones (`blankItems:`).
    public var blankItems: Int
    /// Whether item titles are the noun and the item's number (always, or
    /// while the titling field is blank), so a UI renumbers them when items move.
    public var numbersItems: Bool
    /// The item's row whose text titles the item (`itemTitle: .field("name")`), if any.
    public var titleField: String?
    /// Whether items may be added at all, whatever the count: the
    /// declaration allows it and the group is shown and editable.
    public var allowsAdding: Bool
    /// Whether items may be deleted at all, whatever the count.
    public var allowsDeleting: Bool
    /// Whether items may be moved at all, whatever the count.
    public var allowsMoving: Bool
    /// The position of the group's own section in ``FormState/allSections``.
    package var headerSection: Int
    /// The positions of its items' sections in ``FormState/allSections``, in item order.
    package var itemSections: [Int]

    /// The group's ``key``.
    public var id: String { key }

    /// Whether an item may be added now: adding is allowed and the group
    /// holds fewer than ``maxItems``.
    public var canAdd: Bool { allowsAdding && count < maxItems }

    /// Whether an item may be deleted now: deleting is allowed and the
    /// group holds more than ``minItems``.
    public var canDelete: Bool { allowsDeleting && count > minItems }

    /// Whether items may be moved now: moving is allowed and the group holds two or more.
    public var canMove: Bool { allowsMoving && count > 1 }
}
