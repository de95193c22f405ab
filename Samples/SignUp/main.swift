import Formwork
import Foundation

// swift run signup [--layout DIR] [key=value ...]
//
// Prints the form inferred from `SignUp`, applies each `key=value` edit as if
// a person had typed it (saying which rows appeared or disappeared), then
// prints the resulting model, every refused edit and every validation error.
// With `--layout DIR` it also writes the form's compact and regular layouts
// there as SVG wireframes and text outlines.

var arguments = Array(CommandLine.arguments.dropFirst())
var layoutDirectory: URL?
if let flag = arguments.firstIndex(of: "--layout") {
    guard flag + 1 < arguments.count else {
        print("--layout needs a directory: swift run signup --layout out")
        exit(2)
    }
    layoutDirectory = URL(fileURLWithPath: arguments[flag + 1], isDirectory: true)
    arguments.removeSubrange(flag...(flag + 1))
}
let edits = arguments

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
    if let layoutDirectory {
        print("\nLayouts written:")
        for file in try writeLayouts(of: form, to: layoutDirectory) { print("  \(file.path)") }
    }
} catch {
    print("SignUp is not a valid form:\n\(error)")
    exit(1)
}
