/// How Formwork builds a new model from a form's values.
///
/// ```swift
/// struct Invoice: FormModel {
///     static var formBuilding: FormBuilding { .storedProperties }
///
///     @FormText var customer = ""
///     @FormNumber var amount: Decimal = 0
///     var id = UUID()                    // not a row: kept as it is
/// }
///
/// var form = try FormState(Invoice())
/// try form.setText("12.50", for: "amount")
/// let invoice = try form.model           // a copy of the form's source with `amount` replaced
/// ```
///
/// A model is built for ``FormState/model``, for ``FormState/validate(_:)``
/// (which needs the model for the model's own ``FormModel/validate()``), for
/// conditions written as closures, and when a body is read
/// (``FormModel/init(json:options:localization:)-(Data,_,_)``, ``FormModel/init(urlEncoded:options:localization:)-(String,_,_)``,
/// ``FormModel/init(formParameters:options:localization:)``, multipart).
///
/// - ``decoding`` (the default) runs the model's own `init(from:)`, with
///   each row answered from the form and every other property from the
///   current model. Choose it when `init(from:)` does more than decode: it
///   checks values (and throws), or derives properties from others.
/// - ``storedProperties`` copies the current model (`Self()` when a body is
///   read) and replaces each row's wrapper in place, in each group too;
///   `init(from:)` is **not called**, so nothing it checks or derives
///   happens. Every other stored property is kept as the current model holds
///   it, as ``decoding`` keeps it. Choose it for a model whose `init(from:)`
///   is the synthesized one (or only decodes): building costs a fraction of
///   decoding. When its groups are built in place too, a form builds its
///   model after an edit from the last model built for the same source (by
///   the form or a copy of it), writing only the rows whose values changed
///   since: the same model, for the cost of the edited rows.
///
/// Each model type decides for itself: a group's model is built as its own
/// type's `formBuilding` says. A model that asks for ``storedProperties``
/// must be a struct whose rows Formwork can find among its stored
/// properties; when it cannot, making its form throws a
/// ``FormDeclarationError`` that names the type and the reason.
public struct FormBuilding: Sendable, Hashable, CustomStringConvertible {
    private enum Way: Sendable, Hashable {
        case decoding, storedProperties
    }

    private let way: Way

    /// Builds a model through its own `init(from:)`, each row decoded from
    /// the form's value and every other property from the current model.
    ///
    /// ```swift
    /// struct Voucher: FormModel {
    ///     @FormNumber var amount = 1
    ///     init() {}
    ///     init(from decoder: any Decoder) throws {   // runs on every build
    ///         let container = try decoder.container(keyedBy: CodingKeys.self)
    ///         _amount = try container.decode(FormNumber<Int>.self, forKey: .amount)
    ///         guard amount >= 0 else {
    ///             throw DecodingError.dataCorruptedError(
    ///                 forKey: .amount, in: container, debugDescription: "a voucher is never negative")
    ///         }
    ///     }
    /// }
    /// ```
    public static let decoding = FormBuilding(way: .decoding)

    /// Builds a model as a copy of the current one with each row's wrapper
    /// replaced in place; the model's `init(from:)` is not called.
    ///
    /// ```swift
    /// struct Profile: FormModel {
    ///     static var formBuilding: FormBuilding { .storedProperties }
    ///     @FormText var user_name = ""
    ///     @FormGroup var address = Address()
    /// }
    /// ```
    public static let storedProperties = FormBuilding(way: .storedProperties)

    /// `.decoding` or `.storedProperties`.
    public var description: String {
        switch way {
        case .decoding: ".decoding"
        case .storedProperties: ".storedProperties"
        }
    }
}
