import FormworkLayout

/// How a value becomes the text of a snapshot, and the extension of the
/// file that keeps it: a small value of closures, made from others with
/// ``pullback(_:)``.
///
/// ```swift
/// assertSnapshot(of: try form.layout(for: .compact), as: .text, named: "compact")
///
/// // A strategy for your own type, from an existing one:
/// let keys = FormSnapshotting<String>.lines.pullback { (layout: FormLayout) in
///     layout.frames.map(\.name).joined(separator: "\n") + "\n"
/// }
/// assertSnapshot(of: try form.layout(for: .compact), as: keys, named: "keys")
/// ```
///
/// Built-ins: ``lines`` for `String`, and ``text``, ``ascii``, ``json`` and
/// ``svg`` for a `FormLayout`. Users of swift-snapshot-testing get the same
/// text with its own strategy, pulled back from `String`:
/// `Snapshotting<String, String>.lines.pullback { (layout: FormLayout) in layout.render(.text) }`.
///
/// Every strategy refuses an ambiguous `FormLayout` (one made with
/// `ambiguity: .allow`), and so does a strategy pulled back from one: the
/// assertion fails with the ambiguity and neither compares nor records,
/// since one of many possible answers is no reference.
public struct FormSnapshotting<Value>: Sendable {
    /// The reference file's extension, without the dot: `txt`, `json`, `svg`.
    public var pathExtension: String
    /// The text stored and compared for a value.
    public var snapshot: @Sendable (Value) -> String
    /// Why a value cannot be snapshotted at all, or `nil` when it can.
    var refusal: @Sendable (Value) -> String?
    /// Makes the page a mismatch leaves to look at (with the actual text,
    /// see ``SnapshotArtifacts``), or `nil` when the line diff says it all.
    /// ``svg`` sets it; a strategy pulled back from one keeps it, since it
    /// writes the same pictures.
    var diffPage: DiffPage.Maker?

    /// A strategy writing `snapshot(value)` to a `.pathExtension` file.
    ///
    /// ```swift
    /// let titles = FormSnapshotting<[String]>(pathExtension: "txt") { $0.joined(separator: "\n") + "\n" }
    /// ```
    public init(pathExtension: String, snapshot: @escaping @Sendable (Value) -> String) {
        self.pathExtension = pathExtension
        self.snapshot = snapshot
        self.refusal = Self.refuseAmbiguousLayout
    }

    /// An ambiguous layout's description; `nil` for any other value.
    @Sendable static func refuseAmbiguousLayout(_ value: Value) -> String? {
        (value as? FormLayout)?.ambiguity?.description
    }

    /// This strategy applied to values of another type, turned into `Value` first.
    ///
    /// ```swift
    /// let rowTitles = FormSnapshotting<String>.lines.pullback { (form: FormState<SignUp>) in
    ///     form.rows.map(\.title).joined(separator: "\n")
    /// }
    /// ```
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) -> Value) -> FormSnapshotting<NewValue> {
        let snapshot = self.snapshot
        let refusal = self.refusal
        var pulled = FormSnapshotting<NewValue>(pathExtension: pathExtension) { snapshot(transform($0)) }
        pulled.refusal = { value in
            FormSnapshotting<NewValue>.refuseAmbiguousLayout(value) ?? refusal(transform(value))
        }
        pulled.diffPage = diffPage
        return pulled
    }
}
