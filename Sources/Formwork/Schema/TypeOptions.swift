/// The options of each option type, listed once per type.
///
/// A row's options are checked on every value read into it, and listing
/// them runs ``FormChoice/formLabel`` for each case, which turns the case
/// name into words, too much work to repeat for every value read. The
/// options of a type are as fixed as its declaration, so they are kept,
/// like a schema.
@usableFromInline
enum TypeOptions {
    private static let known = Locked<[ObjectIdentifier: [FormRow.Choice]]>([:])

    /// `Element.formOptions`, listed on first use.
    @usableFromInline
    static func of<Element: FormFieldKind.ListElement>(_ type: Element.Type) -> [FormRow.Choice] {
        let id = ObjectIdentifier(type)
        if let options = known.withLock({ $0[id] }) { return options }
        // Listed outside the lock: `formLabel` is the type's own code.
        let options = Element.formOptions
        known.withLock { $0[id] = options }
        return options
    }
}
