import Foundation

/// Reflects over `Model()` and checks the declaration, collecting every problem.
struct ModelSchemaBuilder {
    let typeName: String
    let titles: FormTitleFormatter
    var problems: [FormDeclarationError.Problem] = []
    var members: [ModelSchema.Member] = []
    var slots: [String: ModelSchema.Slot] = [:]
    var flatCount = 0
    var repeatingCount = 0
    /// Each row and group by the label of its stored property, for its ``StoredLayout``.
    var stored: [StoredLayout.Entry] = []

    init<Model: FormModel>(_ type: Model.Type) {
        typeName = String(describing: type)
        titles = FormTitleFormatter(acronyms: Model.formAcronyms, capitalization: Model.formTitleCapitalization)
    }

    /// The schema of `Model`, or every problem of its declaration.
    static func build<Model: FormModel>(
        _ type: Model.Type, nested: (any FormModel.Type) throws -> ModelSchema
    ) throws -> ModelSchema {
        var builder = ModelSchemaBuilder(type)
        let sample = Model()
        let capture = try ModelCapture(sample)
        if let reason = capture.unsupported {
            throw FormDeclarationError(problems: [.unsupportedCoding(builder.typeName, reason)])
        }
        let codingKeys = Self.codingKeysByDeclaration(capture)
        for child in Mirror(reflecting: sample).children {
            guard let label = child.label else { continue }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            if let wrapper = child.value as? any FieldWrapper {
                builder.addField(name, label, wrapper, codingKeys)
            } else if let wrapper = child.value as? any GroupWrapper {
                builder.addGroup(name, label, wrapper, codingKeys, nested)
            } else if let separator = child.value as? FormSeparator {
                builder.members.append(.separator(.init(name: name, separator: separator)))
            }
        }
        builder.checkParameterKeys()
        builder.checkBracketedKeys()
        builder.compileConditions(typeID: ObjectIdentifier(type))
        let layout = StoredLayout.find(type, entries: builder.stored, slots: builder.slots, sample: sample, capture: capture)
        let storedBuilding = Model.formBuilding == .storedProperties
        if storedBuilding, case .failure(let missing) = layout {
            builder.problems.append(.noStoredLayout(builder.typeName, missing))
        }
        let schema = ModelSchema(
            typeName: builder.typeName, members: builder.members, flatCount: builder.flatCount,
            repeatingCount: builder.repeatingCount, slots: builder.slots,
            layout: layout, buildsFromStoredProperties: storedBuilding,
            validatesItself: !DefaultValidation.isDefault(sample))
        if builder.problems.isEmpty { builder.checkRebuild(sample, schema) }
        guard builder.problems.isEmpty else { throw FormDeclarationError(problems: builder.problems) }
        return schema
    }

    /// Coding keys of the captured wrappers, by the identity of their
    /// declaration, in the order they were handed over: more than one when
    /// another property hands over a copy of a wrapper.
    private static func codingKeysByDeclaration(_ capture: ModelCapture) -> [ObjectIdentifier: [String]] {
        var keys: [ObjectIdentifier: [String]] = [:]
        for key in capture.keys {
            if let field = capture[key] as? any FieldWrapper, let descriptor = field.descriptor {
                keys[ObjectIdentifier(descriptor), default: []].append(key)
            } else if let group = capture[key] as? any GroupWrapper, let descriptor = group.groupDescriptor {
                keys[ObjectIdentifier(descriptor), default: []].append(key)
            }
        }
        return keys
    }

    /// The coding key of the property `name`, whose wrapper holds `declaration`:
    /// the one key that hands it over, or among several the one named as the property.
    static func codingKey(
        of name: String, _ declaration: AnyObject, in codingKeys: [ObjectIdentifier: [String]]
    ) -> String? {
        guard let keys = codingKeys[ObjectIdentifier(declaration)] else { return nil }
        return keys.count == 1 ? keys.first : keys.first { $0 == name } ?? keys.first
    }

    private mutating func addField(
        _ name: String, _ label: String, _ wrapper: any FieldWrapper, _ codingKeys: [ObjectIdentifier: [String]]
    ) {
        guard let descriptor = wrapper.descriptor else { return }
        guard let codingKey = Self.codingKey(of: name, descriptor, in: codingKeys) else {
            problems.append(.missingCodingKey(typeName, name))
            return
        }
        check(name, descriptor, wrapper.fieldValue)
        let title = descriptor.title ?? titles.title(for: name)
        members.append(.field(.init(name: name, codingKey: codingKey, title: title, descriptor: descriptor, offset: flatCount)))
        slots[codingKey] = .field(offset: flatCount, descriptor: descriptor, wrapperType: type(of: wrapper))
        stored.append(
            .row(
                label: label,
                .init(offset: 0, flat: flatCount, codingKey: codingKey, wrapperType: type(of: wrapper), descriptor: descriptor)))
        flatCount += 1
    }

    private mutating func addGroup(
        _ name: String, _ label: String, _ wrapper: any GroupWrapper, _ codingKeys: [ObjectIdentifier: [String]],
        _ nested: (any FormModel.Type) throws -> ModelSchema
    ) {
        let wrapperType = type(of: wrapper)
        if let itemType = wrapperType.repeatingItemType {
            return addRepeatingGroup(name, label, wrapper, itemType, codingKeys, nested)
        }
        guard let modelType = wrapperType.nestedModelType else {
            if let wrapped = wrapperType.optionalWrapped, let item = wrapped.itemName {
                problems.append(.optionalRepeatingGroup(typeName, name, item))
            } else if let wrapped = wrapperType.optionalWrapped {
                problems.append(.optionalGroup(typeName, name, wrapped.name, isModel: wrapped.isModel))
            } else if let element = wrapperType.arrayElementTypeName {
                problems.append(.groupOfNonModels(typeName, name, element))
            } else {
                problems.append(.groupNotModel(typeName, name, wrapperType.nestedTypeName))
            }
            return
        }
        guard let descriptor = wrapper.groupDescriptor, let codingKey = Self.codingKey(of: name, descriptor, in: codingKeys)
        else {
            problems.append(.missingCodingKey(typeName, name))
            return
        }
        let schema: ModelSchema
        do {
            schema = try nested(modelType)
        } catch let error as FormDeclarationError {
            problems += error.problems
            return
        } catch {
            problems.append(.notRebuildable(wrapperType.nestedTypeName, error))
            return
        }
        if let inner = Self.firstRepeatingGroup(in: schema) {
            problems.append(.nestedRepeatingGroup(typeName, name, wrapperType.nestedTypeName, inner))
            return
        }
        let title = descriptor.title ?? titles.title(for: name)
        members.append(
            .group(
                .init(
                    name: name, codingKey: codingKey, title: title, descriptor: descriptor, offset: flatCount, schema: schema)))
        slots[codingKey] = .group(offset: flatCount, schema: schema, descriptor: descriptor)
        stored.append(.group(label: label, name: name, codingKey: codingKey, wrapper: wrapper, flat: flatCount, schema: schema))
        flatCount += schema.flatCount
    }

    /// The checks of one field's declaration against its default value.
    private mutating func check(_ name: String, _ descriptor: FieldDescriptor, _ value: FormValue) {
        let kind = descriptor.kind
        if let expected = kind.traits.holds, !expected.accepts(value) {
            problems.append(.valueNotHeld(typeName, name, kind.wrapperName, descriptor.valueTypeName, value, expected.text))
        } else if descriptor.read(value) == nil {
            problems.append(
                .valueNotHeld(
                    typeName, name, kind.wrapperName, descriptor.valueTypeName, value,
                    "a value its own `init?(formValue:)` reads back"))
        }
        if let own = (descriptor.kindType as? any BuiltInRowKind.Type)?.declarationProblem(typeName, name, descriptor) {
            problems.append(own)
        } else if let minimum = descriptor.minimum, let maximum = descriptor.maximum,
            FormValueOrder.compare(minimum, maximum) == .orderedDescending
        {
            problems.append(.invalidBounds(typeName, name, minimum, maximum))
        }
        if let step = descriptor.step, (FormNumberStep.exactDecimal(step) ?? 0) <= 0 {
            problems.append(.invalidStep(typeName, name, step))
        }
        guard kind.traits.requiresOptions else { return }
        let options = descriptor.options
        if options.isEmpty { problems.append(.noOptions(typeName, name)) }
        var seen: [FormValue] = []
        for option in options {
            if seen.contains(option.value) {
                problems.append(.duplicateOption(typeName, name, option.value))
                break
            }
            seen.append(option.value)
        }
    }

    /// The keys a condition or rule of this type may name, with their kinds:
    /// its own rows and, dotted, the rows of its groups.
    private func catalogue() -> [FormPredicate.Field] {
        func fields(of members: [ModelSchema.Member], prefix: String) -> [FormPredicate.Field] {
            members.flatMap { member -> [FormPredicate.Field] in
                switch member {
                case .field(let field): return [.init(prefix + field.name, .init(field.descriptor.kind))]
                case .group(let group): return fields(of: group.schema.members, prefix: prefix + group.name + ".")
                // A repeating group is read as a list of its items, for its `count` and `isEmpty`.
                case .repeating(let group): return [.init(prefix + group.name, .list)]
                case .separator: return []
                }
            }
        }
        return fields(of: members, prefix: "")
    }

    /// Parses and checks every condition once, and the fields rules refer to.
    private mutating func compileConditions(typeID: ObjectIdentifier) {
        // Indexed once: every condition and rule of the type is checked against the same keys.
        let fields = FormPredicate.Catalogue(catalogue())
        let keys = fields.fields.map(\.key), knownKeys = Set(keys)
        func compile(_ condition: FormCondition?, _ label: String, _ name: String) -> CompiledCondition? {
            switch CompiledCondition.compile(condition, label, of: name, in: typeName, typeID: typeID, catalogue: fields) {
            case .success(let compiled): return compiled
            case .failure(let problem):
                problems.append(problem)
                return nil
            }
        }
        members = members.map { member in
            switch member {
            case .field(var field):
                field.conditions.visible = compile(field.descriptor.visibleWhen, "visibleWhen", field.name)
                field.conditions.enabled = compile(field.descriptor.enabledWhen, "enabledWhen", field.name)
                for rule in field.descriptor.rules {
                    if let problem = rule.configurationProblem {
                        problems.append(.invalidRule(typeName, field.name, problem))
                    }
                    if let ruleType = rule.valueType,
                        !ruleType.fits(field.descriptor.valueType, checksEmptyValues: rule.checksEmptyValues)
                    {
                        problems.append(
                            .ruleValueType(
                                typeName, field.name, kind: rule.kind, ruleType: ruleType,
                                checksEmptyValues: rule.checksEmptyValues, rowType: field.descriptor.valueType))
                    }
                    for key in rule.referencedKeys where !knownKeys.contains(key) {
                        problems.append(
                            .unknownRuleField(
                                typeName, field.name, key, FormEditDistance.closestKey(to: key, among: keys)))
                    }
                }
                return .field(field)
            case .group(var group):
                group.conditions.visible = compile(group.descriptor?.visibleWhen, "visibleWhen", group.name)
                group.conditions.enabled = compile(group.descriptor?.enabledWhen, "enabledWhen", group.name)
                return .group(group)
            case .repeating(var group):
                group.conditions.visible = compile(group.descriptor.visibleWhen, "visibleWhen", group.name)
                group.conditions.enabled = compile(group.descriptor.enabledWhen, "enabledWhen", group.name)
                return .repeating(group)
            case .separator(var separator):
                separator.conditions.visible = compile(separator.separator.visibleWhen, "visibleWhen", separator.name)
                separator.conditions.enabled = compile(separator.separator.enabledWhen, "enabledWhen", separator.name)
                return .separator(separator)
            }
        }
    }

    /// Two rows at the same level may not submit the same parameter.
    private mutating func checkParameterKeys() {
        var owners: [String: String] = [:]
        for member in members {
            let name: String, key: String
            switch member {
            case .field(let field):
                guard !field.descriptor.kind.traits.isReadOnly else { continue }
                (name, key) = (field.name, field.descriptor.parameterKey ?? field.name)
            case .group(let group):
                (name, key) = (group.name, group.descriptor?.parameterKey ?? group.name)
            case .repeating(let group):
                (name, key) = (group.name, group.descriptor.parameterKey ?? group.name)
            case .separator:
                continue
            }
            if let owner = owners[key] {
                problems.append(.duplicateParameter(typeName, owner, name, key))
            } else {
                owners[key] = name
            }
        }
    }

    /// The model must rebuild from its own values and ask for every row.
    private mutating func checkRebuild<Model: FormModel>(_ sample: Model, _ schema: ModelSchema) {
        let requested = RequestedKeys()
        do {
            let values = try schema.read(sample)
            let assembly = ModelAssembly(
                schema: schema, values: values.fixed, requestedKeys: requested, items: values.items)
            _ = try assembly.decode(Model.self, from: sample)
        } catch {
            problems.append(.notRebuildable(typeName, error))
            return
        }
        for member in schema.members {
            switch member {
            case .field(let field) where !requested.keys.contains(field.codingKey):
                problems.append(.notDecoded(typeName, field.name))
            case .group(let group) where !requested.keys.contains(group.codingKey):
                problems.append(.notDecoded(typeName, group.name))
            case .repeating(let group) where !requested.keys.contains(group.codingKey):
                problems.append(.notDecoded(typeName, group.name))
            default:
                continue
            }
        }
    }
}
