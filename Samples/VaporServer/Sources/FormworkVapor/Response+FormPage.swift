import Formwork
import FormworkHTML
import Vapor

extension Response {
    /// An HTML page holding a form, answered with `status`: 200 for a page
    /// to fill in, 422 for a post that comes back with its errors.
    ///
    /// ```swift
    /// let page = "<!DOCTYPE html><html lang=\"en\">…" + form.html(options: options, errors: errors) + "…"
    /// return Response(formPage: page, status: .unprocessableEntity, language: form.localization.language)
    /// ```
    ///
    /// The answer is `text/html; charset=utf-8`; `Content-Language` names
    /// `language` when given; and `Cache-Control: no-store`, since the page
    /// holds the person's CSRF token and, on a 422, what they typed, which
    /// no cache should keep.
    public convenience init(formPage html: String, status: HTTPResponseStatus = .ok, language: FormLanguage? = nil) {
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "text/html; charset=utf-8")
        headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        if let language {
            headers.replaceOrAdd(name: .contentLanguage, value: language.tag)
        }
        self.init(status: status, headers: headers, body: .init(string: html))
    }

    /// FormworkHTML's stylesheet (``FormworkHTML/FormHTMLStyleSheet/text()``),
    /// as `text/css; charset=utf-8` that browsers keep for an hour: the file
    /// a page's `FormHTMLStyleSheet.linkElement(href:)` links.
    ///
    /// ```swift
    /// app.get("formwork.css") { _ in Response.formStyleSheet() }
    /// ```
    public static func formStyleSheet() -> Response {
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "text/css; charset=utf-8")
        headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=3600")
        return Response(status: .ok, headers: headers, body: .init(string: FormHTMLStyleSheet.text()))
    }
}
