import Formwork
import Foundation

// swift run signup [--body 'user_name=Ada&age=36'] [--layout DIR] [key=value ...]   (--help for help)
//
// Prints the form inferred from `SignUp`. `--body` reads an urlencoded request
// body into it, as a server receiving the form would. Each `key=value` edit is
// then applied as if a person had typed it (saying which rows appeared or
// disappeared). Finally it prints the resulting model, every refused edit,
// every validation error and the parameters in each encoding. `--layout DIR`
// also writes the compact and regular layouts there as SVG and text.

let usage = """
    USAGE: swift run signup [--body <urlencoded>] [--layout <directory>] [<key>=<value> ...]

    Prints the sign-up form inferred from the SignUp model, applies a request
    body and edits to it, and prints the model, refused edits, validation
    errors and the parameters it submits.

    ARGUMENTS:
      <key>=<value>           An edit, applied as if typed into the row <key>
                              (e.g. age=42, address.city=London).

    OPTIONS:
      --body <urlencoded>     Read a urlencoded request body into the form first
                              (e.g. 'user_name=Ada&age=36').
      --layout <directory>    Also write the compact and regular layouts there,
                              as SVG and text.
      -h, --help              Show this help.
    """

var arguments = Array(CommandLine.arguments.dropFirst())

/// Prints `message` and the usage to standard error, and exits with 2.
func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}

if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}

/// Removes `--flag VALUE` from the arguments and returns the value.
@MainActor func option(_ flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag) else { return nil }
    guard index + 1 < arguments.count else { usageError("\(flag) needs a value") }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}

let body = option("--body")
let layoutDirectory = option("--layout").map { URL(fileURLWithPath: $0, isDirectory: true) }
if let unknown = arguments.first(where: { $0.hasPrefix("-") && !$0.contains("=") }) {
    usageError("unknown option '\(unknown)'")
}
if let notAnEdit = arguments.first(where: { !$0.contains("=") }) {
    usageError("'\(notAnEdit)' is not an edit: write an edit as key=value")
}
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
        guard let equals = edit.firstIndex(of: "=") else { continue }
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
