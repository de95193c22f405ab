/// What a built-in kind tells the machinery several kinds share: the
/// option lists, the number readings, the item-by-item list readings.
/// Formwork's own kinds adopt it beside ``FormRowKind``; a kind of the
/// app's own has none of these traits.
protocol BuiltInRowKind: FormRowKind {
    static var traits: FormKindTraits { get }
    /// The kind's own texts, in every built-in language, which
    /// ``FormCatalogue/formwork`` holds beside the shared ones.
    static var wordings: [String: [String: FormCatalogue.Entry]] { get }
    /// What is wrong with a declaration of the kind that the checks every
    /// kind shares do not see, said in its own wrapper's arguments; `nil`
    /// when nothing is. It replaces the shared check of the bounds.
    static func declarationProblem(_ type: String, _ property: String, _ descriptor: FieldDescriptor)
        -> FormDeclarationError.Problem?
}

extension BuiltInRowKind {
    static var wordings: [String: [String: FormCatalogue.Entry]] { [:] }

    static func declarationProblem(_ type: String, _ property: String, _ descriptor: FieldDescriptor)
        -> FormDeclarationError.Problem?
    { nil }
}

/// See ``BuiltInRowKind``.
struct FormKindTraits: Sendable {
    /// The row chooses among options (a choice, a list of choices).
    var choosesOptions = false
    /// The row holds a number, read by the number readings.
    var holdsNumber = false
    /// The row holds a list whose items are read one by one.
    var holdsItems = false
    /// The row's options must be declared, each once: a choice.
    var requiresOptions = false
    /// The row holds several values when it allows several choices.
    var holdsSeveralChoices = false
    /// The row is never edited and submits nothing.
    var isReadOnly = false
    /// The row holds text a person types (a line, or several).
    var holdsText = false
    /// The row is an on/off switch, which a browser leaves out of a body when off.
    var isSwitch = false
    /// The row holds a date read in the form's time zone.
    var holdsDate = false
    /// The row holds a file (or its URL), which a page chooses with a file input.
    var holdsFile = false
    /// The wrapper that declares the kind, as declaration errors name it.
    var wrapper = ""
    /// The values a default of the kind may be, as declaration errors say
    /// them; `nil` when the value type's own reading decides alone.
    var holds: HeldValues? = nil

    /// See ``FormKindTraits/holds``.
    struct HeldValues: Sendable {
        let text: String
        let test: @Sendable (FormValue) -> Bool
        init(text: String, _ test: @escaping @Sendable (FormValue) -> Bool) {
            self.text = text
            self.test = test
        }
        /// Whether a default may be `value`: `null`, or a value the kind holds.
        func accepts(_ value: FormValue) -> Bool { value.isNull || test(value) }
    }

    static let file = HeldValues(text: "a URL or a file (`.string` or `.file`)") {
        switch $0 {
        case .string, .file: return true
        default: return false
        }
    }

    static let text = HeldValues(text: "text (`.string`)") { $0.stringValue != nil }
}

extension FormRow.Kind {
    /// Whether Formwork declares the kind: a front end draws it with its own control.
    package var isBuiltIn: Bool { type is any BuiltInRowKind.Type }

    /// The built-in kind's traits; none for a kind of the app's own.
    var traits: FormKindTraits { (decides as? any BuiltInRowKind.Type)?.traits ?? FormKindTraits() }

    /// The wrapper that declares the kind, as declaration errors name it.
    var wrapperName: String {
        let wrapper = traits.wrapper
        return wrapper.isEmpty ? "the `\(name)` row" : wrapper
    }
}
