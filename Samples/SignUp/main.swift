import Formwork
import Foundation

// swift run signup [--body 'user_name=Ada&age=36'] [--read-body FILE --content-type TYPE] [--layout DIR]
//                  [--language TAG] [--html DIR] [--json] [key=value ...]   (--help for help)
// swift run signup --fill [--lines]
//
// Prints the form inferred from `SignUp`. `--body` reads an urlencoded request
// body into it, as a server receiving the form would; `--read-body` reads the
// raw body a browser posted (urlencoded, multipart or JSON, by its content
// type) as the HTML page means it. Each `key=value` edit is then applied as if
// a person had typed it (saying which rows appeared or disappeared). Finally
// it prints the resulting model, every refused edit, every validation error
// and the parameters in each encoding, or with `--json` one JSON object for a
// script. `--layout DIR` also writes pictures of the form there, compact and
// regular, as SVG and text: as it starts, after the body and edits (or a set
// of demonstration edits when there are none) with the validation errors,
// and with its hidden rows outlined; `--html DIR` writes the form as a web
// page, signup.html. `--language zh-Hans` (or `ar`, mirrored) shows the
// form, its messages and its pictures in that language. `--fill` lets a person fill the form in the terminal
// instead, and prints the model and its JSON parameters.

let usage = """
    USAGE: swift run signup [--body <urlencoded>] [--read-body <file> --content-type <type>] [--layout <directory>]
                            [--language <tag>] [--html <directory>] [--json] [<key>=<value> ...]
           swift run signup --fill [--lines]

    Prints the sign-up form inferred from the SignUp model, applies a request
    body and edits to it, and prints the model, refused edits, validation
    errors and the parameters it submits.

    ARGUMENTS:
      <key>=<value>           An edit, applied as if typed into the row <key>
                              (e.g. age=42, address.city=London). For a
                              repeating group, <group>=+ adds an item and
                              <group>=-<n> removes item <n>
                              (emergency_contacts=+
                              emergency_contacts[0].name=Ada).

    OPTIONS:
      --body <urlencoded>     Read a urlencoded request body into the form first
                              (e.g. 'user_name=Ada&age=36').
      --read-body <file>      Read the raw request body in <file> into the form
                              first, as the HTML page posted it: an unticked
                              checkbox is false, a list's empty box adds nothing.
      --content-type <type>   The body's Content-Type header, which says how to
                              read it: application/x-www-form-urlencoded,
                              multipart/form-data; boundary=..., or
                              application/json.
      --layout <directory>    Also write pictures of the form there, as SVG
                              and text: compact and regular as it starts,
                              compact-edited and regular-edited after the body
                              and edits (or, with neither, after demonstration
                              edits) with the validation errors drawn, and
                              compact-hidden-rows with the rows conditions
                              hide drawn outlined.
      --language <tag>        Show the form in a built-in language: its
                              titles and options in zh-Hans and ar,
                              Formwork's own texts in any of en, zh-Hans,
                              zh-Hant, ja, ko, de, fr, es, pt-BR, ru, ar.
                              The pictures of ar are mirrored (right to left).
      --html <directory>      Also write the form as a web page there,
                              signup.html, posting to /submit (after a body or
                              edits, with the validation errors shown).
      --json                  Print only one JSON object: the model (keys
                              sorted, ISO 8601 dates, a file's bytes as size and
                              first 256 bytes in hex), fieldErrors, unknownKeys,
                              refusedKeys, decodingProblems, validationErrors.
      --fill                  Fill the form in the terminal instead: rows in
                              their sections, moved between with Tab and the
                              arrows, edited with Enter, submitted with Ctrl-S,
                              cancelled with Ctrl-C. Prints the model and its
                              JSON parameters (exit status 130 when cancelled).
      --lines                 With --fill: one question per row instead of
                              the full screen (also when input is piped).
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

/// Removes `--flag` from the arguments and says whether it was there.
@MainActor func flag(_ flag: String) -> Bool {
    guard let index = arguments.firstIndex(of: flag) else { return false }
    arguments.remove(at: index)
    return true
}

if flag("--fill") {
    let lines = flag("--lines")
    if let other = arguments.first { usageError("--fill takes no other arguments than --lines, not '\(other)'") }
    do {
        exit(try fillSignUp(lines: lines))
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}

let body = option("--body")
let bodyFile = option("--read-body")
let contentType = option("--content-type")
let layoutDirectory = option("--layout").map { URL(fileURLWithPath: $0, isDirectory: true) }
let htmlDirectory = option("--html").map { URL(fileURLWithPath: $0, isDirectory: true) }
let language = option("--language").map { tag -> FormLanguage in
    guard let language = FormLanguage.matching(tag) else { usageError("no built-in language matches '\(tag)'") }
    return language
}
let printsJSON = flag("--json")
if let unknown = arguments.first(where: { $0.hasPrefix("-") && !$0.contains("=") }) {
    usageError("unknown option '\(unknown)'")
}
if let notAnEdit = arguments.first(where: { !$0.contains("=") }) {
    usageError("'\(notAnEdit)' is not an edit: write an edit as key=value")
}
if body != nil && bodyFile != nil { usageError("give one body: --body or --read-body") }
if (bodyFile == nil) != (contentType == nil) { usageError("--read-body and --content-type go together") }
if let contentType, (try? FormPostedBody.encoding(of: contentType, accepting: FormPostedBody.Encoding.allCases)) == nil {
    usageError("cannot read a body of type '\(contentType)'")
}
/// The body file read by its content type (urlencoded, multipart or JSON),
/// as a server reads a post: a body its reader refuses is an error.
let postedBody = bodyFile.map { path -> FormPostedBody in
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("error: cannot read the body file '\(path)'\n".utf8))
        exit(1)
    }
    do throws(FormPostedBody.Refusal) {
        return try FormPostedBody(bytes: data, contentType: contentType, accepting: FormPostedBody.Encoding.allCases)
    } catch {
        FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
        exit(1)
    }
}
let edits = arguments
/// Prints only in the human report; `--json` prints one object and nothing else.
func say(_ text: String) { if !printsJSON { show(text) } }

do {
    var form = try FormState(SignUp())
    form.requiredMarker = "*"
    if let language { form.localization = SignUpTranslations.localization(for: language) }
    let initial = form
    say("The form inferred from SignUp:\n")
    say(FormOutline.render(form))

    var update: FormUpdateResult?
    if let body { update = form.update(fromURLEncoded: body) }
    if let postedBody { update = postedBody.read(into: &form, validates: false) }
    if let update { say("\n" + ParametersReport.render(update)) }

    var refused: [FormInputError] = []
    if !edits.isEmpty { say("\nEdits:") }
    for edit in edits {
        guard let equals = edit.firstIndex(of: "=") else { continue }
        let key = String(edit[..<equals]), text = String(edit[edit.index(after: equals)...])
        do {
            let change = try apply(text, to: key, in: &form)
            say("  \(key) = \(form.row(key)?.displayText ?? text)\(FormOutline.describe(change))")
        } catch {
            refused.append(error)
        }
    }

    let errors = form.validate()
    if printsJSON {
        let report = SubmissionReport(model: try form.model, update: update, refusedEdits: refused, validationErrors: errors)
        print(try report.json())
    } else {
        try printReport(of: form, edited: !edits.isEmpty || update != nil, refused: refused, errors: errors)
    }
    if let layoutDirectory {
        // With no body or edits of its own, the edited pictures show the demonstration's errors and conditional rows.
        let edited = update != nil || !edits.isEmpty
        let shown = demonstrationEdits.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
        say(edited ? "\nPictures written:" : "\nPictures written (the edited ones after the edits \(shown)):")
        let files = try writeLayouts(of: initial, edited: edited ? form : demonstrationForm(from: initial), to: layoutDirectory)
        for file in files { say("  \(file.path)") }
    }
    if let htmlDirectory {
        // A fresh form shows no errors; a submitted or edited one shows what is wrong, as a server's answer would.
        let page = try writeSignUpPage(of: form, errors: update != nil || !edits.isEmpty ? errors : [], to: htmlDirectory)
        say("\nPage written:\n  \(page.path)")
    }
} catch {
    print("SignUp is not a valid form:\n\(error)")
    exit(1)
}

/// Applies one edit: `+` and `-<n>` add and remove items of a repeating
/// group, anything else is typed into the row.
func apply(_ text: String, to key: String, in form: inout FormState<SignUp>) throws(FormInputError) -> FormChange {
    guard let count = form.repeatingGroup(key)?.count else { return try form.setText(text, for: key) }
    if text == "+" { return try form.insertItem(at: count, intoGroup: key) }
    if text.hasPrefix("-"), let index = Int(text.dropFirst()) { return try form.removeItem(at: index, fromGroup: key) }
    return try form.setText(text, for: key)
}

/// The human report: the form after the edits, the model, refused edits, validation errors and parameters.
func printReport(of form: FormState<SignUp>, edited: Bool, refused: [FormInputError], errors: [FormFieldError]) throws {
    if edited {
        show("\nAfter the edits:\n")
        show(FormOutline.render(form))
    }
    show("\nThe model the form makes:\n")
    show(FormOutline.describe(try form.model))
    show(refused.isEmpty ? "\nNo refused edits." : "\nRefused edits (each row kept its previous value):")
    for error in refused { show("  \(error.key): \(error.message) (typed '\(error.input)')") }
    show(errors.isEmpty ? "\nThe form is valid." : "\nValidation errors, in form order:")
    for error in errors { show("  \(error.key): \(error.message)") }
    show("\nThe parameters it submits (hidden rows left out, nil omitted):\n")
    show(ParametersReport.render(form))
}
