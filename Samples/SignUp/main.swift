import Formwork
import Foundation

// swift run signup [--body 'user_name=Ada&age=36'] [--layout DIR] [key=value ...]
//
// Prints the form inferred from `SignUp`. `--body` reads an urlencoded request
// body into it, as a server receiving the form would. Each `key=value` edit is
// then applied as if a person had typed it (saying which rows appeared or
// disappeared). Finally it prints the resulting model, every refused edit,
// every validation error and the parameters in each encoding. `--layout DIR`
// also writes the compact and regular layouts there as SVG and text.

var arguments = Array(CommandLine.arguments.dropFirst())

/// Removes `--flag VALUE` from the arguments and returns the value.
@MainActor func option(_ flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag) else { return nil }
    guard index + 1 < arguments.count else {
        print("\(flag) needs a value: swift run signup \(flag) VALUE")
        exit(2)
    }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}

let body = option("--body")
let layoutDirectory = option("--layout").map { URL(fileURLWithPath: $0, isDirectory: true) }
let edits = arguments

do {
    var form = try ModelForm(SignUp())
    form.requiredMarker = "*"
    print("The form inferred from SignUp:\n")
    print(FormOutline.render(form))

    if let body {
        print("\n" + ParametersReport.render(form.update(fromURLEncoded: body)))
    }

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

    if !edits.isEmpty || body != nil {
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
    print("\nThe parameters it submits (hidden rows left out, nil omitted):\n")
    print(ParametersReport.render(form))
    if let layoutDirectory {
        print("\nLayouts written:")
        for file in try writeLayouts(of: form, to: layoutDirectory) { print("  \(file.path)") }
    }
} catch {
    print("SignUp is not a valid form:\n\(error)")
    exit(1)
}
