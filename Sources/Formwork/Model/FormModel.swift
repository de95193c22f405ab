import Foundation

/// A struct that is a form: each property with a field wrapper is a row.
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
/// var form = try ModelForm(SignUp())
/// try form.setText("42", for: "age")
/// let edited = try form.model        // a new SignUp with age 42
/// ```
///
/// Rows are found by reflecting over `Self()` once per type; their order is
/// the declaration order and their titles come from the property names.
/// Conforming needs nothing beyond `init()` and the `Codable` conformance the
/// compiler writes for you. Check a model in a unit test with
/// ``checkFormDeclaration()``.
public protocol FormModel: Codable, Sendable {
    /// A model with every property at its default value.
    init()

    /// Terms written your way in derived titles and option labels, added to
    /// the built-in ones (ID, URL, iOS, …): `["SKU", "eSIM"]`.
    static var formAcronyms: [String] { get }

    /// Checks across fields that rules on single rows cannot express; each
    /// problem names the field it belongs to. The default finds none.
    func validate() -> [FormModelError]
}

extension FormModel {
    public static var formAcronyms: [String] { [] }

    public func validate() -> [FormModelError] { [] }

    /// Checks the declaration of the model and throws every problem found.
    ///
    /// ```swift
    /// @Test func profileIsWellDeclared() throws {
    ///     try Profile.checkFormDeclaration()
    /// }
    /// ```
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
