import Foundation

/// A model type's form: its rows and sections flattened in declaration order,
/// nested groups expanded with dotted keys. Built once per type and shared.
final class FormSchema: Sendable {
    /// A class, so that reading a row copies one reference rather than its
    /// seven fields: `validate()` and every edit read rows.
    final class Row: Sendable {
        /// Dotted key, `address.city`.
        let key: String
        let title: String
        let descriptor: FieldDescriptor
        /// What the row declares about its input, derived once for every edit.
        let input: FieldInput.Declared
        /// Parameter names from the root, `["address", "city"]`; empty for title rows.
        let parameterPath: [String]
        let section: Int
        /// The key prefix of the model declaring the row (`address.`), for the
        /// keys its rules name.
        let keyPrefix: String
        /// The repeating group item holding the row, if any.
        let item: ItemPlace?
        /// What the row's kind reads a sent value with when date text
        /// without a zone is read in UTC. Made with the row, so that reading
        /// a body makes no context per row: the kind is handed this one,
        /// which the row keeps alive, and nothing is copied or retained.
        let readsInUTC: FormRowContext

        init(
            key: String, title: String, descriptor: FieldDescriptor, input: FieldInput.Declared, parameterPath: [String],
            section: Int, keyPrefix: String, item: ItemPlace? = nil
        ) {
            self.item = item
            self.key = key
            self.title = title
            self.descriptor = descriptor
            self.input = input
            self.parameterPath = parameterPath
            self.section = section
            self.keyPrefix = keyPrefix
            self.readsInUTC = FormRowContext(input)
        }
    }

    struct Section: Sendable {
        /// Stable identity: the separator's or group's dotted key, or `#` and the first row's key.
        let id: String
        /// The separator's or group's dotted key; `nil` for an untitled run of rows.
        let key: String?
        let title: String?
        let footer: String?
        var rows: Range<Int>
        /// The group sections this section is nested in, outermost first.
        let ancestors: [Int]
        /// The repeating group item this section shows or is nested in, if any.
        var item: ItemPlace?
    }

    /// Item `index` of the `group`th repeating group.
    struct ItemPlace: Sendable, Hashable {
        let group: Int
        let index: Int
    }

    /// How a repeating group is laid out in this shape.
    struct GroupExpansion: Sendable {
        let key: String
        let member: ModelSchema.Repeating
        /// The group's own section, with no rows, which its items' sections follow.
        let header: Int
        /// Each item's section, and the rows of its item, contiguous.
        var itemSections: [Int] = []
        var itemRows: [Range<Int>] = []
        /// For each item, its title row when the group titles items by a field.
        var titleRows: [Int?] = []
        /// For each item, the positions in ``FormSchema/conditions`` of the
        /// conditions its rows and sections declare, contiguous.
        var itemConditions: [Range<Int>] = []
        /// Whether a condition declared outside the items reads the group:
        /// its count or a row of an item. Such a condition may flip when an
        /// item comes or goes; an item's own conditions read only its rows.
        var isReadOutsideItems = false
    }

    /// One `visibleWhen:` or `enabledWhen:` of a row or section.
    struct ConditionPlan: Sendable {
        enum Target: Sendable, Hashable {
            case rowVisible(Int), rowEnabled(Int), sectionVisible(Int), sectionEnabled(Int)
        }
        let target: Target
        let condition: CompiledCondition
        /// Prefix turning the declaring model's keys into form keys.
        let keyPrefix: String
        /// Coding keys from the root model to the declaring model, as
        /// ``AssembledModels`` files the models it builds.
        let modelPath: [String]
        /// The name of the model type declaring the condition, which a
        /// refused edit of a row hidden by a closure names.
        let typeName: String
    }

    let model: ModelSchema
    let rows: [Row]
    let sections: [Section]
    /// Row positions by key.
    let rowIndex: FormKeyTable
    /// For each row, an array of its key alone: what most edits report as
    /// changed, handed out shared instead of allocated per edit.
    let rowKeyLists: [[String]]
    let conditions: [ConditionPlan]
    /// Conditions by the row key they read (an index, never iterated).
    let conditionsReading: [String: [Int]]
    /// Closure conditions, which may read anything.
    let closureConditions: [Int]
    /// The condition deciding each target, by target (an index, never iterated).
    let conditionDeciding: [ConditionPlan.Target: Int]
    /// For each row, whether a predicate condition reads it: an edit of a
    /// row none reads, in a form without closure conditions, flips nothing,
    /// and is told so without hashing its key again.
    private let readByPredicate: [Bool]
    /// For each row, whether it declares or implies a rule: `validate()`
    /// passes over the others without reading them, unless they hold a
    /// refused edit, a date or an error of the model's own.
    let hasRules: [Bool]
    /// For each row, whether it submits through a `submit:` mapping, whose
    /// keys `validate()` checks on each call.
    let hasMapping: [Bool]
    /// For each row, its section and whether it is a title row: read by
    /// every visibility and enabled check, so kept apart from the row's
    /// object, which would cost a retain of the row, and of its descriptor,
    /// each time.
    let rowSections: [Int]
    let isTitleRow: [Bool]
    /// For each section, the end of the run of sections nested in it: a
    /// group's sections follow it, so its visibility decides `index..<end`.
    private let nestedSectionEnds: [Int]
    /// The paths the rows read, for finding what a body holds that no row
    /// reads; built once, since hashing every row's path can cost more than
    /// reading a small body.
    let parameterMatch: FormParameterMatch
    /// The names a urlencoded body gives the rows, by which most bodies are
    /// read without nesting them first.
    let urlEncodedNames: FormURLEncodedRowNames
    /// The store every new form starts with, shared until the form
    /// changes it: every row and section visible and enabled, no refused
    /// edit, default settings; built once per type rather than once per form.
    let initialStore: FormStore
    /// The repeating groups, in declaration order; empty for most forms.
    let groups: [GroupExpansion]
    /// How many items each repeating group holds in this form.
    let shape: FormShape
    /// For each flat position of the model's own values, the row showing it.
    private let fixedRows: [Int]

    /// The form of `model` whose repeating groups hold the items `shape` counts.
    init(model: ModelSchema, shape: FormShape = .empty) {
        var flattener = Flattener(shape: shape)
        flattener.walk(model, keyPrefix: "", parameterPrefix: [], modelPath: [])
        self.model = model
        self.rows = flattener.rows
        self.sections = flattener.sections
        self.groups = Self.markingGroupsRead(flattener.groups, by: flattener.conditions)
        self.shape = FormShape(counts: flattener.groups.map(\.itemRows.count))
        self.fixedRows = flattener.fixedRows
        self.conditions = flattener.conditions
        self.parameterMatch = FormParameterMatch(rows: flattener.rows, groups: flattener.groups)
        self.urlEncodedNames = FormURLEncodedRowNames(
            rows: flattener.rows,
            groupNames: Set(
                model.members.compactMap { member in
                    switch member {
                    case .group(let group): group.descriptor?.parameterKey ?? group.name
                    case .repeating(let group): group.descriptor.parameterKey ?? group.name
                    case .field, .separator: nil
                    }
                }))
        self.rowIndex = FormKeyTable(flattener.rows.map(\.key))
        self.rowKeyLists = flattener.rows.map { [$0.key] }
        var reading: [String: [Int]] = [:]
        var closures: [Int] = []
        for (index, plan) in flattener.conditions.enumerated() {
            switch plan.condition {
            case .predicate(let predicate):
                for key in predicate.dependencies { reading[plan.keyPrefix + key, default: []].append(index) }
            case .model:
                closures.append(index)
            }
        }
        self.conditionsReading = reading
        self.closureConditions = closures
        self.conditionDeciding = Dictionary(
            flattener.conditions.enumerated().map { ($0.element.target, $0.offset) }, uniquingKeysWith: { first, _ in first })
        self.readByPredicate = flattener.rows.map { reading[$0.key] != nil }
        self.hasRules = flattener.rows.map { !$0.input.rules.isEmpty }
        self.hasMapping = flattener.rows.map { $0.descriptor.submit != nil }
        self.rowSections = flattener.rows.map(\.section)
        self.isTitleRow = flattener.rows.map { $0.descriptor.kind.traits.isReadOnly }
        let sections = flattener.sections
        self.nestedSectionEnds = sections.indices.map { index in
            var end = index + 1
            while end < sections.count, sections[end].ancestors.contains(index) { end += 1 }
            return end
        }
        self.initialStore = FormStore(
            conditionState: ConditionState(rowCount: flattener.rows.count, sectionCount: sections.count))
    }

    /// `groups`, each marked when a condition outside its items reads it.
    private static func markingGroupsRead(_ groups: [GroupExpansion], by conditions: [ConditionPlan]) -> [GroupExpansion] {
        guard !groups.isEmpty else { return groups }
        var groups = groups
        for plan in conditions {
            guard case .predicate(let predicate) = plan.condition else { continue }
            for index in groups.indices where !plan.keyPrefix.hasPrefix(groups[index].key + "[") {
                let key = groups[index].key
                if predicate.dependencies.contains(where: {
                    let read = plan.keyPrefix + $0
                    return read == key || read.hasPrefix(key + "[") || read.hasPrefix(key + ".")
                }) {
                    groups[index].isReadOutsideItems = true
                }
            }
        }
        return groups
    }

    /// Whether an edit of the row at `index` may flip a condition: a
    /// predicate reads the row, or a closure condition may read anything.
    func editMayFlipConditions(row index: Int) -> Bool {
        readByPredicate[index] || !closureConditions.isEmpty
    }

    /// The keys of the sections enclosing the row at `index`, outermost
    /// first, for an access policy that names sections.
    func sectionKeys(enclosingRow index: Int) -> [String] {
        let section = sections[rows[index].section]
        return (section.ancestors.map { sections[$0].key } + [section.key]).compactMap { $0 }
    }

    /// The item whose own section is at `index`, if it is one.
    func itemOfSection(_ index: Int) -> ItemPlace? {
        guard let place = sections[index].item, groups[place.group].itemSections[place.index] == index else { return nil }
        return place
    }

    /// The keys of the section at `index` and the sections enclosing it, outermost first.
    func sectionKeys(ofSection index: Int) -> [String] {
        (sections[index].ancestors.map { sections[$0].key } + [sections[index].key]).compactMap { $0 }
    }

    /// The section at `index` and the sections nested in it, in order.
    func sectionsNested(in index: Int) -> Range<Int> {
        index..<nestedSectionEnds[index]
    }

    /// The form's values, in row order, of a model's `values`, which must
    /// have this schema's shape.
    func values(of model: ModelValues) -> [FormValue] {
        guard !groups.isEmpty else { return model.fixed }
        var laidOut = [FormValue](repeating: .null, count: rows.count)
        for (offset, row) in fixedRows.enumerated() where offset < model.fixed.count { laidOut[row] = model.fixed[offset] }
        for (group, expansion) in groups.enumerated() where group < model.items.count {
            for (item, range) in zip(model.items[group], expansion.itemRows) where item.count == range.count {
                laidOut.replaceSubrange(range, with: item)
            }
        }
        return laidOut
    }

    /// The model's values of the form's `values`, the inverse of ``values(of:)``.
    func modelValues(_ values: [FormValue]) -> ModelValues {
        guard !groups.isEmpty else { return ModelValues(fixed: values) }
        return ModelValues(
            fixed: fixedRows.map { values[$0] }, items: groups.map { $0.itemRows.map { Array(values[$0]) } })
    }

    /// The schema of `Model`, built on first use and cached for every later form.
    static func of<Model: FormModel>(_ type: Model.Type) throws -> FormSchema {
        try SchemaRegistry.shared.schema(for: type)
    }

    private struct Flattener {
        let shape: FormShape
        var rows: [Row] = []
        var sections: [Section] = []
        var conditions: [ConditionPlan] = []
        var needsSection = true
        var groupSections: [Int] = []
        var groups: [GroupExpansion] = []
        var fixedRows: [Int] = []
        /// The item being walked, if any.
        var item: ItemPlace?

        mutating func walk(_ schema: ModelSchema, keyPrefix: String, parameterPrefix: [String], modelPath: [String]) {
            for member in schema.members {
                switch member {
                case .field(let field):
                    let key = keyPrefix + field.name
                    if needsSection { open(id: "#" + key, key: nil, title: nil, footer: nil) }
                    let path =
                        field.descriptor.kind.traits.isReadOnly
                        ? [] : parameterPrefix + [field.descriptor.parameterKey ?? field.name]
                    let index = rows.count
                    if item == nil { fixedRows.append(index) }
                    rows.append(
                        Row(
                            key: key, title: field.title, descriptor: field.descriptor,
                            input: FieldInput.Declared(field.descriptor), parameterPath: path,
                            section: sections.count - 1, keyPrefix: keyPrefix, item: item))
                    sections[sections.count - 1].rows = sections[sections.count - 1].rows.lowerBound..<rows.count
                    plan(field.conditions, .rowVisible(index), .rowEnabled(index), keyPrefix, modelPath, schema.typeName)
                case .separator(let separator):
                    let key = keyPrefix + separator.name
                    open(id: key, key: key, title: separator.separator.title, footer: separator.separator.footer)
                    let index = sections.count - 1
                    plan(
                        separator.conditions, .sectionVisible(index), .sectionEnabled(index), keyPrefix, modelPath,
                        schema.typeName)
                case .group(let group):
                    let key = keyPrefix + group.name
                    open(id: key, key: key, title: group.title, footer: nil)
                    let index = sections.count - 1
                    plan(group.conditions, .sectionVisible(index), .sectionEnabled(index), keyPrefix, modelPath, schema.typeName)
                    groupSections.append(index)
                    walk(
                        group.schema, keyPrefix: key + ".",
                        parameterPrefix: parameterPrefix + [group.descriptor?.parameterKey ?? group.name],
                        modelPath: modelPath + [group.codingKey])
                    groupSections.removeLast()
                    needsSection = true
                case .repeating(let group):
                    walk(
                        group, in: schema.typeName, keyPrefix: keyPrefix, parameterPrefix: parameterPrefix,
                        modelPath: modelPath)
                    needsSection = true
                }
            }
        }

        /// A repeating group: a header section keyed by the group, with no
        /// rows, then a section per item keyed `jobs[i]`, nested in the header.
        mutating func walk(
            _ group: ModelSchema.Repeating, in typeName: String, keyPrefix: String, parameterPrefix: [String],
            modelPath: [String]
        ) {
            let key = keyPrefix + group.name
            let ordinal = groups.count
            let count = shape.count(ofGroup: ordinal)
            open(id: key, key: key, title: group.title, footer: nil)
            let header = sections.count - 1
            var expansion = GroupExpansion(key: key, member: group, header: header)
            plan(group.conditions, .sectionVisible(header), .sectionEnabled(header), keyPrefix, modelPath, typeName)
            groupSections.append(header)
            for index in 0..<count {
                let itemKey = "\(key)[\(index)]"
                let title = group.options.title(ofItem: index, typeTitle: group.itemTypeTitle)
                item = ItemPlace(group: ordinal, index: index)
                open(id: itemKey, key: itemKey, title: title, footer: nil)
                expansion.itemSections.append(sections.count - 1)
                groupSections.append(sections.count - 1)
                let first = rows.count, firstCondition = conditions.count
                walk(
                    group.itemSchema, keyPrefix: itemKey + ".",
                    parameterPrefix: parameterPrefix + [group.descriptor.parameterKey ?? group.name, "\(index)"],
                    modelPath: modelPath + [group.codingKey, "\(index)"])
                item = nil
                expansion.itemRows.append(first..<rows.count)
                expansion.itemConditions.append(firstCondition..<conditions.count)
                if case .field(let name) = group.options.itemTitle {
                    expansion.titleRows.append(rows[first...].firstIndex { $0.key == itemKey + "." + name })
                } else {
                    expansion.titleRows.append(nil)
                }
                groupSections.removeLast()
            }
            groupSections.removeLast()
            groups.append(expansion)
        }

        mutating func open(id: String, key: String?, title: String?, footer: String?) {
            sections.append(
                Section(
                    id: id, key: key, title: title, footer: footer, rows: rows.count..<rows.count,
                    ancestors: groupSections, item: item))
            needsSection = false
        }

        mutating func plan(
            _ declared: ModelSchema.Conditions, _ visible: ConditionPlan.Target, _ enabled: ConditionPlan.Target,
            _ keyPrefix: String, _ modelPath: [String], _ typeName: String
        ) {
            if let condition = declared.visible {
                conditions.append(
                    .init(target: visible, condition: condition, keyPrefix: keyPrefix, modelPath: modelPath, typeName: typeName))
            }
            if let condition = declared.enabled {
                conditions.append(
                    .init(target: enabled, condition: condition, keyPrefix: keyPrefix, modelPath: modelPath, typeName: typeName))
            }
        }
    }
}
