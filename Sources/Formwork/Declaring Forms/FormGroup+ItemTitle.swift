extension FormGroup {
    /// The title of each item's section in a repeating group.
    ///
    /// ```swift
    /// @FormGroup var jobs: [Job] = []                                  // "Job 1", "Job 2"
    /// @FormGroup(itemTitle: .numbered("Contact")) var people: [Person] = []  // "Contact 1"
    /// @FormGroup(itemTitle: .field("name")) var people: [Person] = []  // the item's name
    /// ```
    public struct ItemTitle: Sendable, Equatable {
        let title: RepeatingOptions.ItemTitle

        /// The item type's title followed by the item's number from 1: `Job` gives "Job 1", "Job 2".
        public static var numbered: Self { Self(title: .numbered(nil)) }

        /// `noun` followed by the item's number from 1: `.numbered("Contact")` gives "Contact 1".
        public static func numbered(_ noun: String) -> Self { Self(title: .numbered(noun)) }

        /// The text of the item's row `name` (a text row of the item type),
        /// or the numbered title while that text is blank.
        public static func field(_ name: String) -> Self { Self(title: .field(name)) }

        /// No title: item sections are untitled.
        public static var none: Self { Self(title: .none) }
    }
}
