import Formwork
import FormworkHTML
import Foundation

/// Writes the sign-up form as a whole web page, `signup.html`, into
/// `directory` (created when missing), and returns the file written.
///
/// ```swift
/// // swift run signup --html out
/// let page = try writeSignUpPage(of: try FormState(SignUp()), errors: [], to: URL(fileURLWithPath: "out"))
/// page.lastPathComponent   // "signup.html"
/// ```
///
/// The page posts to `/submit`, multipart because the form has a file row;
/// its live script shows and hides `about_me` and `province` as the person
/// types. The form carries FormworkHTML's own stylesheet. `errors` are shown beside their rows, as a server answering a
/// failed submission would. The file is replaced.
func writeSignUpPage<Model: FormModel>(of form: FormState<Model>, errors: [FormFieldError], to directory: URL) throws -> URL {
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
        \(form.html(options: FormHTMLOptions(action: "/submit", includesStyleSheet: true), errors: errors))
        </main>
        </body>
        </html>

        """
    let url = directory.appendingPathComponent("signup.html")
    try Data(page.utf8).write(to: url, options: .atomic)
    return url
}

/// The page around the form: a white card on grey. The form's own look
/// (labels above controls, errors in red, sections) is FormworkHTML's
/// stylesheet, `includesStyleSheet: true`.
private let signUpPageStyle = """
    body { font: 15px/1.4 system-ui, sans-serif; color: #1d1d1f; background: #f5f5f7; margin: 0; }
    main { max-width: 560px; margin: 24px auto; padding: 8px 28px 24px; background: #fff; border-radius: 12px; }
    h1 { font-size: 24px; }
    """
