extension FormGroup {
    /// What the user may do to the items of a repeating group, as the
    /// section options of multivalued sections allow: add, delete, move.
    ///
    /// ```swift
    /// @FormGroup(editing: [.add, .delete]) var jobs: [Job] = []    // items keep their order
    /// ```
    public struct ItemEditing: OptionSet, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The user may insert items.
        public static var add: Self { Self(rawValue: RepeatingOptions.addBit) }
        /// The user may delete items.
        public static var delete: Self { Self(rawValue: RepeatingOptions.deleteBit) }
        /// The user may move items.
        public static var move: Self { Self(rawValue: RepeatingOptions.moveBit) }
        /// The user may add, delete and move items.
        public static var all: Self { [.add, .delete, .move] }
    }
}
