import Formwork
import FormworkHTML
import Hummingbird

/// The server's HTML pages: the sign-up form and the confirmation after it.
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
        let options = FormHTMLOptions(
            submitLabel: texts.signUpHeading, includesStyleSheet: true, csrfToken: FormCSRFToken(token))
        return page(title: texts.signUpHeading, body: form.html(options: options, errors: errors), texts: texts)
    }

    /// Sign-up number `number`, shown as the form it was posted with, read-only, in the language of `texts`.
    static func confirmation(of signUp: SignUp, number: Int, texts: SignUpTexts = SignUpTexts(acceptLanguage: nil)) throws
        -> String
    {
        var form = try FormState(signUp)
        texts.localize(&form)
        form.setEditable(false)
        let options = FormHTMLOptions(formID: "signup-\(number)", submitLabel: nil, includesStyleSheet: true)
        return page(title: texts.welcomeHeading(number: number), body: form.html(options: options), texts: texts)
    }

    /// A whole page around `body`: a white card on grey, in the language
    /// of `texts` (its `lang`, and `dir="rtl"` for Arabic). `title` is text
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
            </head>
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

    /// An HTML answer with `status`.
    static func response(_ html: String, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = "text/html; charset=utf-8"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }
}
