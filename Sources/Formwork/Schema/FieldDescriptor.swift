import Foundation

/// Everything a field wrapper declares about its row, shared by reference.
///
/// One descriptor is made when a wrapper is declared and shared by every copy
/// of the model, so a wrapper stays two words wide and `Mirror` does not box it.
/// All properties are constants: the descriptor is immutable and `Sendable`.
///
/// A wrapper's declaration runs again in every `Model()` and in every
/// synthesized `init(from:)` (which first gives each property its default),
/// so the descriptor holds only the declared arguments and the value's
/// metatype (and the access to its wrapper, two function pointers per
/// closure): no text, closure or array is derived here. What is derived from
/// them (the type's name, the implied rules) is computed where it is asked
/// for, which is when the schema is built and when a message is written.
@usableFromInline
final class FieldDescriptor: Sendable {
    /// The kind's type. A metatype, where a kind is a name as well: a
    /// descriptor is made for each wrapper of each model a program makes,
    /// and holds nothing it must copy or destroy for its kind.
    let kindType: any FormRowKind.Type
    let title: String?
    let placeholder: String?
    let help: String?
    let parameterKey: String?
    let textKind: FormRow.TextKind
    let dateKind: FormRow.DateKind
    let minimum: FormValue?
    let maximum: FormValue?
    let step: FormValue?
    let allowsMultipleSelection: Bool
    /// Options listed by hand (`nil` when they come from a `FormChoice` type).
    let listedOptions: [FormRow.Choice]?
    /// Options of the value type, computed only when asked for.
    let typeOptions: @Sendable () -> [FormRow.Choice]
    /// The declared value type; everything about the type is derived from it on demand.
    let declaredType: any FormValueConvertible.Type
    /// Reads and writes the row's wrapper in a model's memory.
    let access: FieldAccess
    let rules: [FormRule]
    let visibleWhen: FormCondition?
    let enabledWhen: FormCondition?
    /// `maxCharacters:` as declared.
    let maxCharacters: Int?
    /// A file row's `maxFileSize:` (bytes) and `fileTypes:` as declared.
    let maxFileSize: Int?
    let fileTypes: [String]?
    /// A choice row's `style:` as declared.
    let choiceStyle: FormChoiceStyle
    /// The parameters the row submits instead of its own (`submit:`), or
    /// `nil` when it submits its value under its parameter key.
    let submit: FormParameters.Mapping?

    // Not generic, and called from the wrappers' inlinable initializers:
    // a model's `init()` makes its wrappers with no generic dispatch.
    @usableFromInline
    init(
        _ kind: any FormRowKind.Type,
        of declaredType: any FormValueConvertible.Type,
        access: FieldAccess,
        title: String?,
        placeholder: String?,
        help: String?,
        parameterKey: String?,
        textKind: FormRow.TextKind = .plain,
        dateKind: FormRow.DateKind = .dateTime,
        minimum: FormValue? = nil,
        maximum: FormValue? = nil,
        step: FormValue? = nil,
        allowsMultipleSelection: Bool = false,
        listedOptions: [FormRow.Choice]? = nil,
        typeOptions: @escaping @Sendable () -> [FormRow.Choice] = { [] },
        rules: [FormRule] = [],
        visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil,
        maxCharacters: Int? = nil,
        maxFileSize: Int? = nil,
        fileTypes: [String]? = nil,
        choiceStyle: FormChoiceStyle = .automatic,
        submit: FormParameters.Mapping? = nil
    ) {
        self.kindType = kind
        self.title = title
        self.placeholder = placeholder
        self.help = help
        self.parameterKey = parameterKey
        self.textKind = textKind
        self.dateKind = dateKind
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.allowsMultipleSelection = allowsMultipleSelection
        self.listedOptions = listedOptions
        self.typeOptions = typeOptions
        self.declaredType = declaredType
        self.access = access
        self.rules = rules
        self.visibleWhen = visibleWhen
        self.enabledWhen = enabledWhen
        self.maxCharacters = maxCharacters
        self.maxFileSize = maxFileSize
        self.fileTypes = fileTypes
        self.choiceStyle = choiceStyle
        self.submit = submit
    }

    /// The declared value type, for messages ("Int?", "Array<String>").
    /// The kind the row is.
    var kind: FormRow.Kind { FormRow.Kind(of: kindType) }

    var valueTypeName: String { FormRuleValueType.displayName(of: declaredType) }

    /// The declared value type, for checking the types typed rules read.
    var valueType: FormRuleValueType { FormRuleValueType(declaredType) }

    /// `true` when the value type is optional (an empty box means nil).
    var isOptional: Bool { declaredType is any OptionalMarker.Type }

    /// Reads any value into the field's canonical value, or `nil` when it does not fit.
    func read(_ value: FormValue) -> FormValue? { declaredType.init(formValue: value)?.formValue }

    /// The most characters typed text may have (`maxCharacters:`).
    var characterLimit: FormCharacterLimit? { maxCharacters.map(FormCharacterLimit.init) }

    /// What kind of number a number row holds; `nil` for other rows and for
    /// number types of your own.
    var numberShape: FormNumberShape? { (declaredType as? any FormNumberShaped.Type)?.formNumberShape }

    /// The rules the declared limits imply (`range:`/`min:`/`max:`, `step:`,
    /// `maxCharacters:`, `maxFileSize:`, `fileTypes:`), checked where input
    /// enters and by validation.
    var limitRules: [FormRule] {
        guard hasLimits else { return [] }
        var rules = Self.limitRules(minimum: minimum, maximum: maximum, step: step, maxCharacters: maxCharacters)
        if let maxFileSize { rules.append(.maxFileSize(maxFileSize)) }
        if let fileTypes { rules.append(.fileTypes(fileTypes)) }
        return rules
    }

    /// Whether the row declares a limit (`range:`/`min:`/`max:`, `step:`,
    /// `maxCharacters:`, `maxFileSize:`, `fileTypes:`).
    ///
    /// Every edit asks. Matched case by case, because `minimum != nil`
    /// copies each optional value; not stored, because a wrapper's
    /// declaration is made in every `Model()`, which must not pay for it.
    var hasLimits: Bool {
        if maxCharacters != nil || maxFileSize != nil || fileTypes != nil { return true }
        if case .some = minimum { return true }
        if case .some = maximum { return true }
        if case .some = step { return true }
        return false
    }

    /// The rules implied by declared limits, bounds first.
    private static func limitRules(minimum: FormValue?, maximum: FormValue?, step: FormValue?, maxCharacters: Int?) -> [FormRule]
    {
        var rules: [FormRule] = []
        switch (minimum, maximum) {
        case (let minimum?, let maximum?): rules.append(.between(minimum, maximum))
        case (let minimum?, nil): rules.append(.min(minimum))
        case (nil, let maximum?): rules.append(.max(maximum))
        case (nil, nil): break
        }
        // HTML's step base: the minimum when there is one, else zero.
        if let step { rules.append(.step(step, from: minimum ?? .integer(0))) }
        if let maxCharacters { rules.append(.maxLength(maxCharacters)) }
        return rules
    }

    /// The options a person chooses from: listed by hand, else the value type's cases.
    var options: [FormRow.Choice] { listedOptions ?? typeOptions() }

    /// Whether the row holds a whole number (`Int`, `UInt8`…, optional or not).
    var holdsIntegers: Bool { if case .integer = numberShape { true } else { false } }

    /// Whether the row holds a number that cannot be negative (`UInt`, `UInt8`…).
    var holdsUnsignedIntegers: Bool { if case .integer(signed: false) = numberShape { true } else { false } }

    /// Whether the row holds a floating-point number (`Double`, `Float`, optional or not).
    var holdsFloatingPoint: Bool { if case .floatingPoint = numberShape { true } else { false } }

    /// `true` when an item of the row's list may be blank text: a list of
    /// text without options, or one whose options include a blank value.
    var holdsBlankItems: Bool {
        options.isEmpty ? read(.array([.string("")])) != nil : options.contains { $0.value == .string("") }
    }
}

/// A property wrapper that declares a row. The reflection loop only asks
/// `child.value as? any FieldWrapper`; users never see this protocol.
protocol FieldWrapper: FieldPlaces, Sendable {
    /// The declaration; `nil` when the value was decoded by a decoder other than Formwork's.
    var descriptor: FieldDescriptor? { get }
    /// The row's value as a ``FormValue``.
    var fieldValue: FormValue { get }
}
