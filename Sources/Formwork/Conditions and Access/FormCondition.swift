/// When a row or section is shown, or can be edited.
///
/// ```swift
/// struct Profile: FormModel {
///     @FormNumber var age = 0
///     @FormLongText(visibleWhen: "age > 12") var bio = ""                       // a predicate string
///     @FormText(enabledWhen: .model { (p: Profile) in p.age >= 18 }) var job = ""  // a typed closure
///     var parents = FormSeparator("Parents", visibleWhen: "age < 18")
/// }
/// ```
///
/// A predicate string is written over the keys of the model that declares
/// it; it is parsed and checked once
/// per model type, and re-evaluated only when a key it reads changes. A
/// closure receives the model that declares the row (the nested model inside
/// a `@FormGroup`) and is re-evaluated after every edit, since it may read
/// anything. Every closure of an edit shares one build of the model from the
/// form's values; when the model's `init(from:)` throws, those closures keep
/// their rows' state and the edit reports a ``FormCondition/EvaluationError``.
///
/// The predicate language, loosest binding first:
///
/// ```
/// condition  = or EOF
/// or         = and { "||" and }
/// and        = comparison { "&&" comparison }
/// comparison = unary [ ( "==" | "!=" | "<" | "<=" | ">" | ">=" ) unary | "in" list ]
/// unary      = "!" unary | primary
/// primary    = literal | path | "(" or ")"
/// path       = name { "." name }             (no spaces around ".")
/// name       = ( letter | "_" ) { letter | digit | "_" }
/// list       = "[" [ literal { "," literal } [ "," ] ] "]"
/// literal    = string | number | "true" | "false" | "nil" | "null"
/// number     = [ "-" ] digit { digit } [ "." digit { digit } ]
/// string     = '"' { character | escape } '"' | "'" { character | escape } "'"
/// escape     = "\" ( '"' | "'" | "\" | "n" | "t" )
/// ```
///
/// A path is a field key, then optionally `count` (characters of text,
/// items of a list) and `isEmpty` (``FormValue/isEmpty``): `tags.count`,
/// `bio.isEmpty`, `address.country`. A path standing alone is true only
/// when its value is `true`. Comparisons do not chain; `!` binds tightest,
/// so `!a == b` is `(!a) == b`. Whole numbers are integers, others decimals.
///
/// Values compare as form values do everywhere: numbers by value across
/// integers, doubles and decimals; text by Unicode canonical order, never
/// by locale; dates in time; `nil` equals only a missing or null value.
/// An ordered comparison (`<`, `<=`, `>`, `>=`) of values that have no
/// order between them — null, Booleans, different kinds — is false.
///
/// A misdeclared predicate (an unknown key, with the closest key as a
/// suggestion, or a comparison whose types cannot work, such as
/// `age > "twelve"`) is a ``FormDeclarationError`` naming the model, the
/// row and the position.
public struct FormCondition: Sendable, ExpressibleByStringLiteral {
    enum Storage: Sendable {
        case predicate(String)
        case model(typeID: ObjectIdentifier, typeName: String, test: @Sendable (Any) -> Bool?)
    }

    let storage: Storage

    /// A condition written in the predicate language: `"age > 12 && newsletter"`.
    public init(stringLiteral source: String) {
        storage = .predicate(source)
    }

    /// A condition written in the predicate language.
    public static func predicate(_ source: String) -> FormCondition {
        FormCondition(stringLiteral: source)
    }

    /// A condition computed from the model that declares the row.
    public static func model<Model: FormModel>(_ test: @escaping @Sendable (Model) -> Bool) -> FormCondition {
        FormCondition(
            storage: .model(
                typeID: ObjectIdentifier(Model.self), typeName: String(describing: Model.self),
                test: { ($0 as? Model).map(test) }))
    }

    private init(storage: Storage) {
        self.storage = storage
    }
}
