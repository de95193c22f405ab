import Formwork
import Foundation

// swift run signup [key=value ...]
//
// Prints the form inferred from `SignUp`, applies each `key=value` edit as if
// a person had typed it (saying which rows appeared or disappeared), then
// prints the resulting model, every refused edit and every validation error.

let edits = CommandLine.arguments.dropFirst()

do {
    var form = try ModelForm(SignUp())
    form.requiredMarker = "*"
    print("The form inferred from SignUp:\n")
    print(FormOutline.render(form))

    var refused: [FormInputError] = []
    if !edits.isEmpty { print("\nEdits:") }
    for edit in edits {
        guard let equals = edit.firstIndex(of: "=") else {
            print("  ignoring '\(edit)': write an edit as key=value")
            continue
        }
        let key = String(edit[..<equals]), text = String(edit[edit.index(after: equals)...])
        do {
            let change = try form.setText(text, for: key)
            print("  \(key) = \(form.row(key)?.displayText ?? text)\(FormOutline.describe(change))")
        } catch {
            refused.append(error)
        }
    }

    if !edits.isEmpty {
        print("\nAfter the edits:\n")
        print(FormOutline.render(form))
    }
    print("\nThe model the form makes:\n")
    print(FormOutline.describe(try form.model))
    print(refused.isEmpty ? "\nNo refused edits." : "\nRefused edits (each row kept its previous value):")
    for error in refused { print("  \(error.key): \(error.message) (typed '\(error.input)')") }
    let errors = form.validate()
    print(errors.isEmpty ? "\nThe form is valid." : "\nValidation errors, in form order:")
    for error in errors { print("  \(error.key): \(error.message)") }
} catch {
    print("SignUp is not a valid form:\n\(error)")
    exit(1)
}
