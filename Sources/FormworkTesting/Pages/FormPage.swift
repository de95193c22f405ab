import Formwork
import FormworkHTML

/// A page's `<form>` as a browser holds it, read from the page's HTML
/// text alone (a response body in a server's test): the body the browser
/// would post from its current values, edits a person would make, a row's
/// markup and errors by key, the form's errors and its CSRF token.
///
/// ```swift
/// var page = try FormPage(html: responseBody)
/// try page.fill("email", with: "ada@example.com")
/// try page.check("newsletter")
/// let body = page.urlEncodedBody()         // "csrf_token=…&user_name=&…&email=ada%40example.com&…"
/// page.errors(for: "user_name")            // ["User Name is required"] on a page re-rendered with errors
/// page.csrfToken?.value                    // the token the page carries
/// ```
///
/// The body is the entry list of the HTML standard's form submission
/// (§4.10.21.4 "Constructing the entry list"), encoded as the standard's
/// `application/x-www-form-urlencoded` serializer
/// (``urlEncodedBody()``) or its `multipart/form-data` encoding
/// (``multipartBody(boundary:)``): what a browser posts when the form is
/// submitted with no button pressed (`form.requestSubmit()`), or with the
/// one ``press(_:)`` names.
///
/// No script of the page runs: the page is posted as a browser that runs
/// none posts it, which for a FormworkHTML page means with its repeating
/// groups' spare blank items (the live script removes them and offers an
/// "Add" button instead), and its hidden rows out of the body. A
/// `<noscript>`'s content is read as markup, as such a browser reads it.
///
/// The page is read by a small tokenizer and tree builder, not a full
/// HTML parser. It reads tags with their attributes quoted or not,
/// character references in text and attribute values (every numeric
/// one; the named ones FormworkHTML writes, `&amp;` `&lt;` `&gt;`
/// `&quot;` `&apos;` `&nbsp;`, and the common ones of prose, each with its
/// `;`), comments and declarations (skipped), `<script>`, `<style>` and
/// the other raw text elements, `<textarea>` and `<title>` text, void
/// elements, and the implied ends of `<option>`, `<optgroup>` and `<p>`;
/// a `<template>`'s content is not the page's and holds no control. It
/// does not read the rest of HTML's tree construction (tables' foster
/// parenting, misnested formatting elements), other named references,
/// controls outside the `<form>` that name it with `form="…"`, `dirname`,
/// `<textarea wrap="hard">`'s inserted line breaks, or form-associated
/// custom elements. A page that ends inside a tag, comment or raw text
/// element, or whose form has no `</form>`, is an error saying where:
/// a body cut short is not a page.
public struct FormPage: Sendable, Hashable {
    /// The page's HTML, as given.
    public let html: String
    let tree: HTMLTree
    /// The `<form>` element read, in `tree`.
    let form: Int
    /// The form's submittable elements, in tree order, with their current state.
    var controls: [FormPageControl]
    /// The button that submits the form, by index in `controls`; `nil` for none.
    var submitter: Int?

    /// The form of `html` whose `id` is `formID`, or its first `<form>`
    /// when `formID` is `nil`, with the values the page gives its controls.
    ///
    /// ```swift
    /// let page = try FormPage(html: "<form id=\"signup\"><input name=\"user_name\" value=\"Ada\"></form>")
    /// page.urlEncodedBody()   // "user_name=Ada"
    /// ```
    ///
    /// - Throws: ``FormPageError`` when the page ends inside a tag,
    ///   comment or raw text element, holds no such form, or its form has
    ///   no end tag.
    public init(html: String, formID: String? = nil) throws(FormPageError) {
        let tree = try HTMLTree(html: html)
        self.html = html
        self.tree = tree
        let forms = tree.elements(named: "form")
        guard let form = forms.first(where: { formID == nil || tree.nodes[$0].attribute("id") == formID }) else {
            let ids = forms.map { tree.nodes[$0].attribute("id").map { "id=\"\($0)\"" } ?? "no id" }
            let found = ids.isEmpty ? "it has no <form> outside a <template>" : "its forms have " + ids.joined(separator: ", ")
            throw FormPageError("The page has no <form" + (formID.map { " id=\"\($0)\"" } ?? "") + ">: " + found + ".")
        }
        guard tree.nodes[form].isClosed else {
            let (line, column) = tree.position(of: tree.nodes[form].start)
            throw FormPageError(
                "The <form> at line \(line), column \(column) has no </form>: is the page cut short?", line: line,
                column: column)
        }
        self.form = form
        controls = FormPageControls.read(form, in: tree)
        submitter = nil
    }

    /// The form's `id`; `nil` when it has none.
    public var formID: String? { tree.nodes[form].attribute("id") }

    /// The form's `action` as written; `nil` when it has none (the browser posts to the page's own address).
    public var action: String? { tree.nodes[form].attribute("action") }

    /// The form's method: `post`, `get` or `dialog`, `get` when it has none or another (§4.10.18.6).
    public var method: String {
        let method = tree.nodes[form].attribute("method")?.lowercased() ?? ""
        return ["post", "dialog"].contains(method) ? method : "get"
    }

    /// The form's encoding: `multipart/form-data` or `text/plain` when its
    /// `enctype` says so, else `application/x-www-form-urlencoded` (§4.10.18.6).
    public var enctype: String {
        let enctype = tree.nodes[form].attribute("enctype")?.lowercased() ?? ""
        return ["multipart/form-data", "text/plain"].contains(enctype) ? enctype : "application/x-www-form-urlencoded"
    }

    /// The form's markup, from `<form` to `</form>`, as the page holds it
    /// (line breaks normalized to LF, as a browser reads them).
    public var formMarkup: String { tree.markup(of: form) }

    /// The CSRF token FormworkHTML writes (`FormHTMLOptions.csrfToken`):
    /// a hidden input with a name that is a child of the `<form>` itself
    /// and comes before every other control; `nil` when there is none.
    public var csrfToken: FormCSRFToken? {
        guard let first = tree.nodes[form].children.first(where: { tree.nodes[$0].name != nil }),
            tree.nodes[first].name == "input", tree.nodes[first].attribute("type")?.lowercased() == "hidden",
            let name = tree.nodes[first].attribute("name"), !name.isEmpty
        else { return nil }
        return FormCSRFToken(tree.nodes[first].attribute("value") ?? "", name: name)
    }

    /// The names of the form's controls, once each, in the order they first appear.
    public var controlNames: [String] {
        var names: [String] = []
        for name in controls.compactMap(\.name) where !names.contains(name) { names.append(name) }
        return names
    }
}
