/// Visual Format lines and metrics that replace the default layout for a
/// size class, such as an iPad layout with the avatar on the left.
///
/// ```swift
/// let iPad = FormCustomLayout(lines: [
///     "H:|-margin-[avatar(==avatarSize)]-margin-[user_name]-margin-|",
///     "H:[avatar]-margin-[age]-margin-|",
///     "V:|-margin-[avatar(==avatarSize)]-(>=margin)-|",
///     "V:|-margin-[user_name(>=44)]-(==0)-[age(>=44)]-margin-|",
/// ], metrics: ["margin": 8, "avatarSize": 200])
/// let input = FormLayoutInput(sections: sections, customLayouts: [.regular: iPad])
/// ```
///
/// The size class a layout is for is where it is given: the argument of
/// ``FormLayoutCustomizing/formLayout(for:)``, or the key in
/// ``FormLayoutInput/customLayouts``.
///
/// Lines name a row by its key (`user_name`, `address.street`) or by its
/// identifier (``FormLayoutInput/identifiers``: a character a Visual Format
/// name cannot hold becomes `_`, so `address.street` → `address_street`); a
/// name that is a row key always means that row. Section headers are
/// `header_1`, `header_2`, … by section number (a repeating item's
/// header by its key's identifier, `jobs_0_`, taking no number). The superview's height is
/// the content height: end a `V:` line with `-|` to size it.
///
/// The lines must place every visible box in both directions: a box they
/// leave undetermined makes laying out throw ``LayoutError/ambiguous(_:)``,
/// naming the box and a line that would place it. The one exception is a
/// repeating group's items, whose count the lines cannot know: the item
/// boxes no line names are stacked under the box before the group's first
/// item (its header), aligned with it and as wide, and a line reading that
/// box's bottom edge reads the last stacked box's instead. An item row a
/// line names (`jobs[0].title` or `jobs_0__title`) is the line's to place.
public struct FormCustomLayout: Sendable, Equatable {
    /// The Visual Format lines.
    public var lines: [String]
    /// Named numbers the lines use; a metric a line uses must be finite and
    /// at most 10 000 000 in magnitude (NaN, infinities and larger
    /// numbers are refused at the metric's name).
    public var metrics: [String: Double]

    /// A custom layout made of `lines`, which may use `metrics`.
    ///
    /// ```swift
    /// FormCustomLayout(lines: ["H:|-m-[user_name]-m-|", "V:|-m-[user_name]-m-|"], metrics: ["m": 8])
    /// ```
    public init(lines: [String], metrics: [String: Double] = [:]) {
        self.lines = lines
        self.metrics = metrics
    }
}
