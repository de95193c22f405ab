/// What a repeating group (`@FormGroup` over an array of a ``FormModel``)
/// declares beyond a group's title, help and conditions.
struct RepeatingOptions: Sendable, Equatable {
    enum ItemTitle: Sendable, Equatable {
        /// The noun (the item type's title when `nil`) and the item's number from 1.
        case numbered(String?)
        /// The text of the item's row of this name, numbered while blank.
        case field(String)
        case none
    }

    /// The most items a group may declare in `maxItems`, and the most a
    /// group without `maxItems` holds: a bound on what a body may allocate.
    static let itemCeiling = 1_000

    let itemTitle: ItemTitle
    let minItems: Int?
    let maxItems: Int?
    /// The raw value of the declaration's `FormGroup.ItemEditing`: these bits.
    let editing: Int
    static let addBit = 1 << 0
    static let deleteBit = 1 << 1
    static let moveBit = 1 << 2
    /// How many blank items an HTML page without script offers after the real ones.
    let blankItems: Int

    /// The most items the group holds: its `maxItems`, else the ceiling.
    var itemLimit: Int { maxItems ?? Self.itemCeiling }

    /// The title of item `index` (from 0) whose type's own title is
    /// `typeTitle`, when the item's `field` text is `fieldText`.
    func title(ofItem index: Int, typeTitle: String, fieldText: String? = nil) -> String? {
        switch itemTitle {
        case .none: return nil
        case .numbered(let noun): return "\(noun ?? typeTitle) \(index + 1)"
        case .field:
            if let fieldText, !fieldText.allSatisfy(\.isWhitespace) { return fieldText }
            return "\(typeTitle) \(index + 1)"
        }
    }
}

/// An array of ``FormModel`` items: the value of a repeating group. Dynamic
/// casts honour the conditional conformance, so `[Job].self as? any
/// RepeatingItems.Type` finds `Job`.
protocol RepeatingItems {
    static var itemModelType: any FormModel.Type { get }
    /// Each item's row values, read by the item type's schema.
    func itemValues(schema: ModelSchema) throws -> [[FormValue]]
    /// The items built from the form's `values`, item `k` by `assembly(k)`
    /// from the model its origin names.
    static func assembled(
        from current: Any?, values: [[FormValue]], origins: [ItemOrigin]?, assembly: (Int) -> ModelAssembly
    ) throws -> Self
}

extension Array: RepeatingItems where Element: FormModel {
    static var itemModelType: any FormModel.Type { Element.self }

    func itemValues(schema: ModelSchema) throws -> [[FormValue]] {
        try map { try schema.read($0).fixed }
    }

    static func assembled(
        from current: Any?, values: [[FormValue]], origins: [ItemOrigin]?, assembly: (Int) -> ModelAssembly
    ) throws -> Self {
        let held = current as? Self ?? []
        return try values.indices.map { position in
            let start: Element
            switch origins.flatMap({ position < $0.count ? $0[position] : nil }) ?? .source(position) {
            case .source(let index): start = index < held.count ? held[index] : Element()
            case .given(let box): start = box.item as? Element ?? Element()
            case .blank: start = Element()
            }
            return try assembly(position).decode(Element.self, from: start)
        }
    }
}

/// Where item `k` of a repeating group starts from when a model is built:
/// its rows come from the form, every other property from this model.
/// Structural edits move origins with their items, so an item keeps its
/// own properties wherever it goes.
enum ItemOrigin: Sendable, Equatable {
    /// The item at this position of the form's source model.
    case source(Int)
    /// An item an edit inserted, kept as given.
    case given(ItemBox)
    /// A new `Item()`.
    case blank
}

/// An item inserted by an edit; compared by identity, since only its
/// place in the group matters.
final class ItemBox: Sendable, Equatable {
    let item: any Sendable
    init(_ item: any Sendable) { self.item = item }
    static func == (lhs: ItemBox, rhs: ItemBox) -> Bool { lhs === rhs }
}

/// Any array, so a `@FormGroup` of an array of scalars is told to use `@FormList`.
protocol ArrayValue {
    static var elementTypeName: String { get }
}

extension Array: ArrayValue {
    static var elementTypeName: String { String(describing: Element.self) }
}

extension RepeatingOptions {
    /// The options of `@FormGroup var jobs: [Job] = []` declared without
    /// repeating options; `editing` is `FormGroup.ItemEditing.all`.
    static let standard = RepeatingOptions(
        itemTitle: .numbered(nil), minItems: nil, maxItems: nil, editing: addBit | deleteBit | moveBit, blankItems: 1)
}
