/// A condition parsed and checked for the model type that declares it.
enum CompiledCondition: Sendable {
    /// A predicate over keys relative to the declaring model.
    case predicate(FormPredicate)
    /// A closure over the declaring model; `nil` when handed another type.
    case model(@Sendable (Any) -> Bool?)

    /// Compiles `condition` of `property` declared in `typeName`, checking a
    /// predicate against the type's `catalogue` of keys and a closure against its type.
    static func compile(
        _ condition: FormCondition?, _ label: String, of property: String, in typeName: String,
        typeID: ObjectIdentifier, catalogue: FormPredicate.Catalogue
    ) -> Result<CompiledCondition?, FormDeclarationError.Problem> {
        guard let condition else { return .success(nil) }
        switch condition.storage {
        case .predicate(let source):
            do {
                return .success(.predicate(try FormPredicate(source, row: property, catalogue: catalogue)))
            } catch {
                return .failure(.invalidCondition(typeName, property, label, error))
            }
        case .model(let conditionType, let conditionTypeName, let test):
            guard conditionType == typeID else {
                return .failure(.conditionOnOtherModel(typeName, property, label, conditionTypeName))
            }
            return .success(.model(test))
        }
    }
}
