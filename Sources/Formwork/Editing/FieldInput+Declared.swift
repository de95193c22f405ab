extension FieldInput {
    /// What a row declares about the input it takes, derived from its
    /// descriptor once per schema (see ``FormSchema/Row/input``) and read by
    /// every edit.
    ///
    /// The descriptor derives these on demand, since a wrapper's declaration
    /// runs in every `Model()`; an edit must not derive them again (build
    /// the limit rules, list the options of an enumerated type, cast the
    /// value type to find its shape). A class: every edit hands it on, and
    /// a struct would be copied field by field, a retain for each array,
    /// the descriptor and the reader.
    final class Declared: Sendable {
        let descriptor: FieldDescriptor
        /// The rules the declared limits imply, bounds first; empty without limits.
        let limitRules: [FormRule]
        /// Every rule `validate()` checks: the declared ones, then ``limitRules``.
        let rules: [FormRule]
        /// The options a person chooses from; empty for rows other than
        /// enumerated and list rows.
        let options: [FormRow.Choice]
        /// Each option's value, its value's text, its label in lower case,
        /// and its value read as the row's type: what every edit of a choice
        /// compares typed text with and reads, made once per schema rather
        /// than once per option per edit.
        let optionValues: [FormValue]
        let optionTexts: [String]
        let lowercasedOptionLabels: [String]
        private let optionReadings: [FormValue?]
        /// What the row's built-in kind tells the shared readings; none for a kind of the app's own.
        let traits: FormKindTraits
        /// Whether the value type is optional (an empty box means nil).
        let isOptional: Bool
        /// Whether the row declares ``FormRule/required`` (a row shows it).
        let isRequired: Bool
        /// What kind of number a number row holds; `nil` for other rows.
        let numberShape: FormNumberShape?
        /// Whether the row holds `String` or `String?`: typed text is then the
        /// value itself, with nothing to read.
        let holdsText: Bool
        /// Whether the row holds several values (a list, several choices),
        /// which a body names once per value.
        let holdsSeveralValues: Bool
        /// The type of one item of a list row; `nil` for other rows.
        let itemType: (any FormValueConvertible.Type)?
        /// The value type's own reading, specialised, when Formwork declares
        /// the type (see ``CanonicalReading``), or item by item for a list of
        /// a type declared elsewhere (see ``FormListReading``); `nil` reads
        /// through the descriptor.
        private let reader: (@Sendable (FormValue) -> FormValue?)?

        /// Derives what `descriptor` declares, each part only for the kinds
        /// that read it, once per schema: the declaration serves every read
        /// of the row, so finding the type's specialised reader pays.
        init(_ descriptor: FieldDescriptor) {
            self.descriptor = descriptor
            limitRules = descriptor.hasLimits ? descriptor.limitRules : []
            rules = descriptor.rules + limitRules
            let traits = descriptor.kind.traits
            self.traits = traits
            let options = traits.choosesOptions ? descriptor.options : []
            self.options = options
            optionValues = options.map(\.value)
            optionTexts = options.map(\.value.text)
            lowercasedOptionLabels = options.map { $0.label.lowercased() }
            isOptional = descriptor.isOptional
            isRequired = descriptor.rules.contains { $0.kind == .required }
            numberShape = traits.holdsNumber ? descriptor.numberShape : nil
            itemType = traits.holdsItems ? (descriptor.declaredType as? any FormListItems.Type)?.formItemType : nil
            // Chosen by `if`, not `??`: a closure passed through that generic
            // operator comes back wrapped in two reabstraction thunks, and
            // every read of the row would go through both.
            let reader: (@Sendable (FormValue) -> FormValue?)?
            if let canonical = (descriptor.declaredType as? any CanonicalReading.Type)?.canonicalReader {
                reader = canonical
            } else {
                reader = FormListReading.reader(of: descriptor.declaredType)
            }
            self.reader = reader
            optionReadings = options.map { reader?($0.value) ?? descriptor.read($0.value) }
            holdsText = descriptor.declaredType == String.self || descriptor.declaredType == String?.self
            holdsSeveralValues = traits.holdsItems || (traits.holdsSeveralChoices && descriptor.allowsMultipleSelection)
        }

        var kind: FormRow.Kind { descriptor.kind }
        var kindType: any FormRowKind.Type { descriptor.kindType }
        var dateKind: FormRow.DateKind { descriptor.dateKind }
        var allowsMultipleSelection: Bool { descriptor.allowsMultipleSelection }
        var hasLimits: Bool { !limitRules.isEmpty }
        var characterLimit: FormCharacterLimit? { descriptor.characterLimit }
        var minimum: FormValue? { descriptor.minimum }
        var maximum: FormValue? { descriptor.maximum }
        var step: FormValue? { descriptor.step }
        var holdsIntegers: Bool { if case .integer = numberShape { true } else { false } }
        var holdsUnsignedIntegers: Bool { if case .integer(signed: false) = numberShape { true } else { false } }
        var holdsFloatingPoint: Bool { if case .floatingPoint = numberShape { true } else { false } }

        /// Whether the row reads with a reader made for its type (``CanonicalReading``,
        /// ``FormListReading``) rather than through the descriptor's declared type.
        var readsWithoutTheDescriptor: Bool { reader != nil }

        /// Reads any value into the row's canonical value, or `nil` when it does not fit.
        ///
        /// An option's text or whole number is read as it was when the
        /// schema was made: a choice of a type of the app's own would
        /// otherwise be read through the type's generic conformance on every
        /// edit. (Only those: two such values that are equal are the same
        /// value, where `-0.0` equals `0.0` and `1.10` equals `1.1`.)
        @inline(__always)
        func read(_ value: FormValue) -> FormValue? {
            if !optionReadings.isEmpty, let index = optionIndex(of: value) { return optionReadings[index] }
            if let reader { return reader(value) }
            return descriptor.read(value)
        }

        private func optionIndex(of value: FormValue) -> Int? {
            switch value {
            case .string, .integer: optionValues.firstIndex(of: value)
            default: nil
            }
        }
    }
}
