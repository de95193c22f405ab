extension ModelSchemaBuilder {
    /// Checks a repeating group (`@FormGroup var jobs: [Job] = []`): its
    /// options and its item type's own declaration.
    mutating func addRepeatingGroup(
        _ name: String, _ label: String, _ wrapper: any GroupWrapper, _ itemType: any FormModel.Type,
        _ codingKeys: [ObjectIdentifier: [String]], _ nested: (any FormModel.Type) throws -> ModelSchema
    ) {
        let itemName = String(describing: itemType)
        guard let descriptor = wrapper.groupDescriptor, let codingKey = Self.codingKey(of: name, descriptor, in: codingKeys)
        else {
            problems.append(.missingCodingKey(typeName, name))
            return
        }
        let options = descriptor.repetition ?? .standard
        let problemsBefore = problems.count
        checkItemBounds(name, options)
        let itemSchema: ModelSchema
        do {
            itemSchema = try nested(itemType)
        } catch let error as FormDeclarationError {
            problems += error.problems
            return
        } catch {
            problems.append(.notRebuildable(itemName, error))
            return
        }
        if case .field(let field) = options.itemTitle, !Self.hasTextRow(field, in: itemSchema) {
            problems.append(.unknownItemTitleField(typeName, name, itemName, field, Self.textRowNames(in: itemSchema)))
        }
        if let inner = Self.firstRepeatingGroup(in: itemSchema) {
            problems.append(.nestedRepeatingGroup(typeName, name, itemName, inner))
        }
        guard problems.count == problemsBefore else { return }
        slots[codingKey] = .repeating(ordinal: repeatingCount, itemSchema: itemSchema, descriptor: descriptor)
        stored.append(
            .repeating(
                label: label, name: name, codingKey: codingKey, wrapper: wrapper, ordinal: repeatingCount,
                schema: itemSchema))
        repeatingCount += 1
        members.append(
            .repeating(
                .init(
                    name: name, codingKey: codingKey, title: descriptor.title ?? titles.title(for: name),
                    descriptor: descriptor, options: options, itemTypeTitle: titles.title(for: itemName), itemType: itemType,
                    itemSchema: itemSchema)))
    }

    /// The name of the first repeating group `schema` declares, if any.
    static func firstRepeatingGroup(in schema: ModelSchema) -> String? {
        for member in schema.members {
            if case .repeating(let group) = member { return group.name }
        }
        return nil
    }

    private mutating func checkItemBounds(_ name: String, _ options: RepeatingOptions) {
        let ceiling = RepeatingOptions.itemCeiling
        if let minimum = options.minItems, minimum < 0 || minimum > ceiling {
            problems.append(.invalidItemBounds(typeName, name, "`minItems: \(minimum)` is not between 0 and \(ceiling)"))
        }
        if let maximum = options.maxItems, maximum < 1 || maximum > ceiling {
            problems.append(.invalidItemBounds(typeName, name, "`maxItems: \(maximum)` is not between 1 and \(ceiling)"))
        }
        if let minimum = options.minItems, let maximum = options.maxItems, minimum > maximum {
            problems.append(
                .invalidItemBounds(typeName, name, "`minItems: \(minimum)` is greater than `maxItems: \(maximum)`"))
        }
        if options.blankItems < 0 || options.blankItems > ceiling {
            problems.append(
                .invalidItemBounds(typeName, name, "`blankItems: \(options.blankItems)` is not between 0 and \(ceiling)"))
        }
    }

    private static func textRowNames(in schema: ModelSchema) -> [String] {
        schema.members.compactMap { member in
            guard case .field(let field) = member else { return nil }
            return field.descriptor.kind.traits.holdsText ? field.name : nil
        }
    }

    private static func hasTextRow(_ name: String, in schema: ModelSchema) -> Bool {
        textRowNames(in: schema).contains(name)
    }
}
