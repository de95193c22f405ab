extension FormCondition {
    /// Closure conditions that could not be evaluated because the form's values
    /// do not make a model: its `init(from:)` threw.
    ///
    /// ```swift
    /// struct Stay: FormModel {
    ///     @FormNumber var nights = 1
    ///     @FormBoolean(visibleWhen: .model { (stay: Stay) in stay.nights > 2 }) var late_checkout = false
    ///
    ///     init() {}
    ///     init(from decoder: any Decoder) throws {      // refuses a stay of no nights
    ///         let container = try decoder.container(keyedBy: CodingKeys.self)
    ///         _nights = try container.decode(FormNumber<Int>.self, forKey: .nights)
    ///         _late_checkout = try container.decode(FormBoolean<Bool>.self, forKey: .late_checkout)
    ///         guard nights > 0 else { throw StayError.noNights }
    ///     }
    /// }
    ///
    /// var form = try FormState(Stay())
    /// let change = try form.setText("0", for: "nights")
    /// change.conditionError?.keys     // ["late_checkout"]: it keeps the state it had
    /// form.conditionError?.reason     // "noNights"
    /// ```
    ///
    /// A closure condition reads the model that declares it, so each edit builds
    /// the model once for all of them. When that fails, the rows and sections
    /// whose closures could not run keep the state they had (as made, a row is
    /// shown and enabled), and the failure is reported here: on the edit's
    /// ``FormChange/conditionError`` and on ``FormState/conditionError`` until
    /// an edit makes a model again. ``FormState/validate(_:)`` reports the same
    /// failure as an error of the whole form.
    public struct EvaluationError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The model that could not be built, such as `Stay`.
        public var typeName: String
        /// Keys of the rows and sections whose closure conditions did not run, in form order.
        public var keys: [String]
        /// What the model's `init(from:)` threw, as text.
        public var reason: String

        /// Creates the report of closure conditions on `keys` left unevaluated for `reason`.
        public init(typeName: String, keys: [String], reason: String) {
            self.typeName = typeName
            self.keys = keys
            self.reason = reason
        }

        /// One sentence: what could not be built, why, and which conditions did not run.
        public var description: String {
            let names = keys.map { "`\($0)`" }.joined(separator: ", ")
            return """
                The form's values do not make a `\(typeName)` (\(reason)), so the closure conditions of \
                \(names) were not evaluated and keep their previous state.
                """
        }

        /// The text of an error a model's `init(from:)` threw: a decoding error's
        /// own explanation, or the error as it prints.
        static func reason(of error: any Error) -> String {
            switch error {
            case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
                DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
                return context.debugDescription
            default:
                return String(describing: error)
            }
        }
    }
}
