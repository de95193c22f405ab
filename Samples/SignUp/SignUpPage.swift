import Formwork
import FormworkHTML
import Foundation

/// Writes the sign-up form as a whole web page, `signup.html`, into
/// `directory` (created when missing), and returns the file written.
///
/// ```swift
/// // swift run signup --html out
/// let page = try writeSignUpPage(of: try ModelForm(SignUp()), errors: [], to: URL(fileURLWithPath: "out"))
/// page.lastPathComponent   // "signup.html"
/// ```
///
/// The page posts to `/submit`, multipart because the form has a file row;
/// its live script shows and hides `about_me` and `province` as the person
/// types. `errors` are shown beside their rows, as a server answering a
/// failed submission would. The file is replaced.
func writeSignUpPage<Model: FormModel>(of form: ModelForm<Model>, errors: [FormFieldError], to directory: URL) throws -> URL {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Sign up</title>
        <style>\(signUpPageStyle)</style>
        </head>
        <body>
        <main>
        <h1>Sign up</h1>
        \(form.html(options: FormHTMLOptions(action: "/submit"), errors: errors))
        </main>
        </body>
        </html>

        """
    let url = directory.appendingPathComponent("signup.html")
    try Data(page.utf8).write(to: url, options: .atomic)
    return url
}

/// A small stylesheet: one column, labels above their controls. `[hidden]`
/// is restated because a `display` rule on a row would otherwise show the
/// rows the live conditions hide.
private let signUpPageStyle = """
    body { font: 15px/1.4 system-ui, sans-serif; color: #1d1d1f; background: #f5f5f7; margin: 0; }
    main { max-width: 560px; margin: 24px auto; padding: 8px 28px 24px; background: #fff; border-radius: 12px; }
    h1 { font-size: 24px; }
    fieldset { border: 0; border-top: 1px solid #d2d2d7; margin: 16px 0 0; padding: 12px 0 0; }
    legend { font-weight: 600; padding-right: 8px; }
    .formwork-row { display: flex; flex-direction: column; margin: 10px 0; }
    .formwork-row label { font-weight: 500; margin-bottom: 4px; }
    input:not([type=checkbox]):not([type=radio]), select, textarea {
      font: inherit; padding: 6px 8px; border: 1px solid #c7c7cc; border-radius: 6px; }
    textarea { min-height: 4em; }
    select[multiple] { min-height: 7.5em; }
    .formwork-row input[type=checkbox] { align-self: flex-start; }
    .formwork-error { color: #c41e3a; margin: 4px 0 0; }
    [hidden] { display: none !important; }
    button { font: inherit; margin-top: 16px; padding: 8px 20px; border: 0; border-radius: 8px;
      background: #0071e3; color: #fff; }
    """
