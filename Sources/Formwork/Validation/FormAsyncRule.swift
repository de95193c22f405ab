/// A check of one field that has to wait for an answer, such as a server
/// saying whether a user name is taken; run by
/// ``FormState/validate(_:using:)``.
///
/// ```swift
/// let available = FormAsyncRule(field: "user_name", kind: "available") { (name: String) in
///     try await accounts.isTaken(name) ? "\(name) is taken" : nil
/// }
/// let errors = try await form.validate(using: [available])
/// ```
///
/// The closure reads the row's value as its Swift type, as a typed
/// `FormRule.custom` rule does, and returns the message to show, or nil to
/// pass. Like every rule but ``FormRule/required`` it is not run
/// on an empty value, unless `checksEmptyValues` is true. Its message is
/// translated like any rule failure (``FormLocalization/message(for:)``),
/// with ``kind`` as the failure's kind.
public struct FormAsyncRule: Sendable {
    /// The key of the field the rule checks, such as `"user_name"` or `"address.city"`.
    public let key: String
    /// What the rule checks; the identifier its message is replaced or translated by.
    public let kind: FormRule.Kind
    /// `true` when the rule is also run on empty values.
    public let checksEmptyValues: Bool
    /// The Swift type the closure reads values as.
    let valueType: FormRuleValueType
    let check: @Sendable (FormValue, FormRule.Context) async throws -> FormRuleViolation?

    /// A rule of the field `key` that reads its value as `Value` and returns
    /// the message to show, or nil to pass.
    ///
    /// ```swift
    /// FormAsyncRule(field: "age", kind: "insurable") { (age: Int) in
    ///     try await insurer.accepts(age: age) ? nil : "We cannot insure this age"
    /// }
    /// ```
    ///
    /// `Value` must be what the row holds (or its optional, or
    /// ``FormValue``), else ``FormState/validate(_:using:)`` throws before
    /// running anything.
    public init<Value: FormValueConvertible>(
        field key: String, kind: FormRule.Kind = .custom, checksEmptyValues: Bool = false,
        _ check: @escaping @Sendable (Value) async throws -> String?
    ) {
        self.key = key
        self.kind = kind
        self.checksEmptyValues = checksEmptyValues
        self.valueType = FormRuleValueType(Value.self)
        self.check = { value, context in
            guard let typed = Value(formValue: value) else { return FormRule.unreadable(value, as: Value.self, context) }
            return try await check(typed).map { FormRuleViolation(message: $0) }
        }
    }
}
