/// One `relation object @priority` of a predicate list, such as `>=44`,
/// `==user_name@50` or `100@20`.
///
/// ```swift
/// let view = try VisualFormat.parse("[x(==user_name@50)]").views[0]
/// view.predicates[0].relation     // .equal
/// view.predicates[0].object       // .name("user_name")
/// view.predicates[0].priority     // .number(50)
/// ```
package struct VisualFormatPredicate: Sendable, Equatable {
    /// What the predicate compares against.
    package enum Object: Sendable, Equatable {
        /// A number written in the string.
        case constant(Double)
        /// A metric name, or (in a view's predicates) another view's name.
        case name(String)
    }

    /// A priority written after `@`.
    package enum Priority: Sendable, Equatable {
        /// A number written in the string (1…1000).
        case number(Double)
        /// A metric name whose value is the priority.
        case metric(String)
    }

    /// `==` when the string has no relation.
    package var relation: LinearRelation
    /// The constant, metric or view.
    package var object: Object
    /// The priority; `nil` means required (1000).
    package var priority: Priority?
    /// Where the predicate starts in the string (0-based, in characters).
    package var position: Int
    /// Where the object starts in the string.
    package var objectPosition: Int
    /// Where the priority starts in the string (after `@`), or -1.
    package var priorityPosition: Int

    /// A predicate.
    package init(
        relation: LinearRelation = .equal, object: Object, priority: Priority? = nil,
        position: Int = 0, objectPosition: Int = 0, priorityPosition: Int = -1
    ) {
        self.relation = relation
        self.object = object
        self.priority = priority
        self.position = position
        self.objectPosition = objectPosition
        self.priorityPosition = priorityPosition
    }
}
