import Formwork
import Foundation

// swift run signup [key=value ...]
//
// Prints the form inferred from `SignUp`, applies each `key=value` edit as if
// a person had typed it, then prints the resulting model and every refused edit.

let edits = CommandLine.arguments.dropFirst()

do {
    var form = try ModelForm(SignUp())
    print("The form inferred from SignUp:\n")
    print(FormOutline.render(form))

    var refused: [FormInputError] = []
    for edit in edits {
        guard let equals = edit.firstIndex(of: "=") else {
            print("Ignoring '\(edit)': write an edit as key=value.")
            continue
        }
        let key = String(edit[..<equals]), text = String(edit[edit.index(after: equals)...])
        do {
            let change = try form.setText(text, for: key)
            print("set \(key) = \(form.row(key)?.displayText ?? text)\(change.isEmpty ? " (unchanged)" : "")")
        } catch {
            refused.append(error)
        }
    }

    if !edits.isEmpty {
        print("\nAfter the edits:\n")
        print(FormOutline.render(form))
    }
    let model = try form.model
    print("\nThe model the form makes:\n")
    print(FormOutline.describe(model))
    if refused.isEmpty {
        print("\nNo refused edits.")
    } else {
        print("\nRefused edits (each row kept its previous value):")
        for error in refused { print("  \(error.key): \(error.message) (typed '\(error.input)')") }
    }
} catch {
    print("SignUp is not a valid form:\n\(error)")
    exit(1)
}
