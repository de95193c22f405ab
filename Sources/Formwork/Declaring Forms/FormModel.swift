import Foundation

/// A struct (or final class) that is a form: each property with a field wrapper is a row.
///
/// ```swift
/// struct SignUp: FormModel {
///     @FormText(placeholder: "Your name") var user_name = ""
///     @FormNumber(range: 0...150) var age = 0
///     var contact = FormSeparator("Contact")
///     @FormText(.email) var email = ""
///     var accountID = UUID()          // no wrapper: not a row, kept as it is
/// }
///
/// var form = try FormState(SignUp())
/// try form.setText("42", for: "age")
/// let edited = try form.model        // a new SignUp with age 42
/// ```
///
/// Rows are found by reflecting over `Self()` once per type; their order is
/// the declaration order and their titles come from the property names.
/// Conforming needs nothing beyond `init()` and the `Codable` conformance the
/// compiler writes for you. Check a model in a unit test with
/// ``checkFormDeclaration()``.
///
/// A model is best a struct. A `final class` works too (declare it
/// `@unchecked Sendable`, as a class with `var` properties cannot be checked
/// `Sendable`): it is read and built through its `Codable` conformance,
/// the form never changes the instance it is given, and every model it
/// hands out (``FormState/model``) is a new instance. A class cannot be
/// built in place (``FormBuilding/storedProperties``): that is reported as a
/// declaration error naming the type and the fix.
///
/// A model prints as its values, every stored property in declaration order
/// (see ``description``); a `description` of your own takes its place.
public protocol FormModel: Codable, Sendable, CustomStringConvertible {
    /// A model with every property at its default value.
    init()

    /// Terms written your way in derived titles and option labels, added to
    /// the built-in ones (ID, URL, iOS, …): `["SKU", "eSIM"]`.
    static var formAcronyms: [String] { get }

    /// How derived titles capitalise their words: ``FormTitleFormatter/Capitalization/titleCase``
    /// ("Years of Experience", the default) or
    /// ``FormTitleFormatter/Capitalization/everyWord`` ("Years Of Experience").
    static var formTitleCapitalization: FormTitleFormatter.Capitalization { get }

    /// How a model is built from a form's values: through `init(from:)`
    /// (``FormBuilding/decoding``, the default) or by replacing each row in a
    /// copy of the current model (``FormBuilding/storedProperties``).
    static var formBuilding: FormBuilding { get }

    /// Checks across fields that rules on single rows cannot express; each
    /// problem names the field it belongs to. The default finds none.
    func validate() -> [FormModelError]
}

extension FormModel {
    public static var formAcronyms: [String] { [] }

    /// ``FormTitleFormatter/Capitalization/titleCase``: minor words inside a title are lower case.
    public static var formTitleCapitalization: FormTitleFormatter.Capitalization { .titleCase }

    /// ``FormBuilding/decoding``: the model's own `init(from:)` builds it.
    public static var formBuilding: FormBuilding { .decoding }

    public func validate() -> [FormModelError] {
        DefaultValidation.ran(for: Self.self)
        return []
    }

    /// The model as Swift would print a struct, with each row shown by its
    /// property name and value rather than its wrapper:
    ///
    /// ```swift
    /// print(SignUp())   // SignUp(user_name: "", age: 0, contact: …, email: "", accountID: 6F1E…)
    /// ```
    ///
    /// `print`, `"\(model)"`, `String(describing:)` and `debugPrint` show it,
    /// and `dump` shows it on its first line. Every stored property is listed
    /// in declaration order, each value as `debugPrint` shows it (`"Ada"`,
    /// `nil`, `Optional(42)`); a group shows its nested model the same way.
    /// Declare a `description` of your own to print something else.
    public var description: String {
        let properties = Mirror(reflecting: self).children.map { child -> String in
            var label = child.label ?? "_"
            // A wrapped property is stored as `_name`; people wrote `name`.
            if label.hasPrefix("_"), child.value is any FieldWrapper || child.value is any GroupWrapper {
                label.removeFirst()
            }
            return "\(label): \(String(reflecting: child.value))"
        }
        return "\(Self.self)(\(properties.joined(separator: ", ")))"
    }

    /// Checks the declaration of the model and throws every problem found.
    ///
    /// ```swift
    /// @Test func profileIsWellDeclared() throws {
    ///     try Profile.checkFormDeclaration()
    /// }
    /// ```
    ///
    /// - Throws: ``FormDeclarationError`` listing every problem of the
    ///   declaration, each naming the type, the property and the fix.
    public static func checkFormDeclaration() throws(FormDeclarationError) {
        do {
            _ = try FormSchema.of(Self.self)
        } catch let error as FormDeclarationError {
            throw error
        } catch {
            throw FormDeclarationError(problems: [.notRebuildable(String(describing: Self.self), error)])
        }
    }
}
