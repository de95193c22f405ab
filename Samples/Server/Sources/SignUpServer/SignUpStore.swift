/// The sign-ups stored so far, in memory, in the order they arrived. An actor,
/// so concurrent requests add one at a time and a reader sees whole entries.
///
/// A real server keeps them in a database instead: the routes need only
/// `add(_:)` and `all()`, so an actor (or a struct) with the same two
/// methods over, say, PostgresNIO or SQLite replaces this one.
public actor SignUpStore<Entry: Sendable> {
    private var entries: [Entry] = []

    public init() {}

    /// Stores `entry` and returns its number, counting from 1.
    public func add(_ entry: Entry) -> Int {
        entries.append(entry)
        return entries.count
    }

    /// Every entry stored, oldest first.
    public func all() -> [Entry] { entries }

    /// The entry numbered `number` (from 1), if there is one.
    public func entry(_ number: Int) -> Entry? {
        entries.indices.contains(number - 1) ? entries[number - 1] : nil
    }
}
