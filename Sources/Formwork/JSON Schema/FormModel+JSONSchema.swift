import Foundation

extension FormModel {
    /// The JSON Schema (draft 2020-12) of the JSON body the model's form
    /// submits; see ``FormJSONSchema`` for what it says and where it
    /// departs from Formwork's own checks.
    ///
    /// ```swift
    /// let schema = try SignUp.formJSONSchema
    /// response.body = try schema.json()
    /// ```
    ///
    /// The schema depends on the declaration only (never on values or on
    /// the current state of a form), so it is the same on every call.
    ///
    /// - Throws: ``FormDeclarationError`` when the model cannot make a form,
    ///   each problem naming the type, the property and the fix.
    public static var formJSONSchema: FormJSONSchema {
        get throws(FormDeclarationError) {
            let schema: FormSchema
            do {
                schema = try FormSchema.of(Self.self)
            } catch let error as FormDeclarationError {
                throw error
            } catch {
                throw FormDeclarationError(problems: [.notRebuildable(String(describing: Self.self), error)])
            }
            return FormJSONSchema(document: JSONSchemaBuilder.document(for: schema.model))
        }
    }
}
