/// A condition written as text, such as `"age > 12"`, parsed once and
/// evaluated cheaply against a form's values.
///
/// ```swift
/// let showBio = try FormPredicate("age > 12 && !tags.isEmpty", row: "bio",
///                                 fields: [.init("age", .number), .init("tags", .list)])
/// showBio.dependencies                                   // ["age", "tags"]
/// showBio.evaluate(["age": 42, "tags": ["swift"]])       // true
/// showBio.evaluate(["age": 9, "tags": ["swift"]])        // false
/// ```
///
/// The language is described where users meet it, on ``FormCondition``.
///
/// Given `fields`, the catalogue of the form's keys and types, the
/// predicate is checked when it is made: an unknown field (with the
/// closest key as a suggestion) or a type that cannot work (`age > "twelve"`,
/// `name && x`, `newsletter.count`) throws a ``FormPredicateError`` that
/// names the row and points at the position. Without `fields`, names are
/// taken as keys as written, with a trailing `count` or `isEmpty` taken as
/// a property, and only literals are type-checked.
package struct FormPredicate: Sendable, Hashable, CustomStringConvertible {
    /// The condition as written.
    package let source: String
    /// The keys the condition reads, in order of first appearance, each
    /// once: re-evaluate the condition only when one of them changes.
    package let dependencies: [String]
    private let root: FormPredicateNode

    /// The checked condition as a tree, for renderers that compile it to
    /// another language (the HTML form's live script).
    package var node: FormPredicateNode { root }

    /// Parses and checks `source`.
    ///
    /// ```swift
    /// try FormPredicate("gender in ['female', 'unspecified']")
    /// ```
    ///
    /// - Parameters:
    ///   - source: The condition.
    ///   - row: The key of the row the condition is declared on, named in errors.
    ///   - fields: The form's keys and their types; nil to skip the field check.
    /// - Throws: ``FormPredicateError`` for text that is not a condition, an
    ///   unknown field or property, or types that cannot go together.
    package init(_ source: String, row: String? = nil, fields: [Field]? = nil) throws(FormPredicateError) {
        try self.init(source, row: row, catalogue: fields.map(Catalogue.init))
    }

    /// Parses and checks `source` against a catalogue indexed once for
    /// every condition of a model.
    ///
    /// ```swift
    /// try FormPredicate("age > 12", row: "bio", catalogue: FormPredicate.Catalogue([.init("age", .number)]))
    /// ```
    ///
    /// - Throws: ``FormPredicateError``, as ``init(_:row:fields:)`` does.
    package init(_ source: String, row: String?, catalogue: Catalogue?) throws(FormPredicateError) {
        do {
            var parser = try FormPredicateParser(source)
            let syntax = try parser.parse()
            var checker = FormPredicateChecker(source: source, catalogue: catalogue)
            self.root = try checker.condition(syntax)
            self.dependencies = checker.dependencies
            self.source = source
        } catch {
            throw FormPredicateError(
                kind: error.kind, problem: error.problem, position: error.position, condition: source,
                row: row, suggestion: error.suggestion)
        }
    }

    /// Whether the condition holds for the values `lookup` returns by key;
    /// a key it returns nil for counts as null.
    ///
    /// ```swift
    /// predicate.evaluate { key in form.value(for: key) }
    /// ```
    ///
    /// A key with dots that `lookup` does not know is also tried as a path
    /// into an object: `address.country` as member `country` of `address`.
    package func evaluate(_ lookup: (String) -> FormValue?) -> Bool {
        root.holds(lookup)
    }

    /// Whether the condition holds for `values`.
    ///
    /// ```swift
    /// try FormPredicate("age > 12").evaluate(["age": 42])   // true
    /// ```
    package func evaluate(_ values: [String: FormValue]) -> Bool {
        root.holds { values[$0] }
    }

    /// `true` when the condition reads the field `key`.
    ///
    /// ```swift
    /// try FormPredicate("age > 12").depends(on: "age")   // true
    /// ```
    package func depends(on key: String) -> Bool {
        dependencies.contains(key)
    }

    /// The condition as written.
    package var description: String { source }
}
