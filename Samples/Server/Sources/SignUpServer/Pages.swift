import Formwork
import FormworkHTML

/// The server's HTML pages: the sign-up form and the confirmation after it.
///
/// The pages are the same text whichever server answers them: the Vapor
/// sample (`Samples/VaporServer`) links this file, and each server answers
/// them in its own way (`Pages+Responses.swift`).
enum Pages {
    /// The sign-up form in the language of `texts`, with `errors` beside
    /// their rows (and any value a row refused, which the form remembers),
    /// carrying `token` for the POST.
    static func signUp(
        _ form: FormState<SignUp>, token: String, errors: [FormFieldError] = [],
        texts: SignUpTexts = SignUpTexts(acceptLanguage: nil)
    ) -> String {
        var form = form
        texts.localize(&form)
        let options = FormHTMLOptions(submitLabel: texts.signUpHeading, csrfToken: FormCSRFToken(token))
        return page(title: texts.signUpHeading, body: form.html(options: options, errors: errors), texts: texts)
    }

    /// The sign-up form of a refused post: `errors` and the errors the
    /// server added to the form beside their rows, every value kept. The
    /// page asks for a posted avatar again by itself: a browser never fills
    /// a file input, and the server keeps nothing of a refused post.
    static func refusedSignUp(
        _ form: FormState<SignUp>, token: String, errors: [FormFieldError], texts: SignUpTexts
    ) -> String {
        signUp(form, token: token, errors: errors, texts: texts)
    }

    /// Sign-up number `number`, shown as the form it was posted with, read-only, in the language of `texts`.
    static func confirmation(of signUp: SignUp, number: Int, texts: SignUpTexts = SignUpTexts(acceptLanguage: nil)) throws
        -> String
    {
        var form = try FormState(signUp)
        texts.localize(&form)
        form.setEditable(false)
        let options = FormHTMLOptions(formID: "signup-\(number)", submitLabel: nil)
        return page(title: texts.welcomeHeading(number: number), body: form.html(options: options), texts: texts)
    }

    /// Where the server answers FormworkHTML's stylesheet, which every page links from its head.
    static let styleSheetPath = "/formwork.css"

    /// A whole page around `body`: a white card on grey, in the language
    /// of `texts` (its `lang`, and `dir="rtl"` for Arabic), with
    /// FormworkHTML's stylesheet linked from its head. `title` is text
    /// the server writes itself, never the person's input.
    static func page(title: String, body: String, texts: SignUpTexts) -> String {
        let language = texts.language
        let direction = language.direction == .rightToLeft ? #" dir="rtl""# : ""
        return """
            <!DOCTYPE html>
            <html lang="\(language.tag)"\(direction)>
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            body { font: 15px/1.4 system-ui, sans-serif; color: #1d1d1f; background: #f5f5f7; margin: 0; }
            main { max-width: 560px; margin: 24px auto; padding: 8px 28px 24px; background: #fff; border-radius: 12px; }
            h1 { font-size: 24px; }
            </style>
            \(FormHTMLStyleSheet.linkElement(href: styleSheetPath))</head>
            <body>
            <main>
            <h1>\(title)</h1>
            \(body)
            <p><a href="/">\(texts.text("Sign up"))</a> · <a href="/signups">\(texts.text("Every sign-up as JSON"))</a></p>
            </main>
            </body>
            </html>

            """
    }
}
