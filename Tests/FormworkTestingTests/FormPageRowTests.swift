import Formwork
import FormworkHTML
import FormworkTesting
import Foundation
import Testing

/// Rows, their errors, the form's errors and the token, read from pages
/// FormworkHTML writes.
@Suite("Pages: rows and errors by key")
struct FormPageRowTests {
    @Test func aRowsErrorsAreFoundOnAPageReRenderedWithValidation() throws {
        var member = PageMember()
        member.emergency_contacts = [PageContact()]
        let form = try FormState(member)
        let errors = form.validate()
        let page = try FormPage(html: form.html(options: PageFixtures.options, errors: errors))
        let byKey = Dictionary(grouping: errors, by: \.key)
        for key in ["name", "emergency_contacts[0].name"] {
            let messages = try #require(byKey[key]).map(\.message)
            #expect(page.errors(for: key) == messages)
            let row = try #require(page.row(key))
            #expect(row.markup.hasPrefix("<div class=\"formwork-row formwork-required\" data-formwork-row=\"\(key)\">"))
            #expect(row.markup.hasSuffix("</div>") && row.markup.contains("aria-invalid=\"true\""))
            #expect(!row.isHidden)
        }
        #expect(page.errors(for: "email").isEmpty)
        #expect(page.row("no_such_row") == nil)
    }

    /// A second message has the id `…-error-2`; both are read, in order, whatever the id prefix.
    @Test func aRowsSeveralErrorsAreReadInOrderWithAnyIDPrefix() throws {
        let form = try FormState(PageMember())
        let errors = [
            FormFieldError(key: "email", title: "Email", kind: .model, message: "Email is taken."),
            FormFieldError(key: "email", title: "Email", kind: .model, message: "Email is from a blocked domain."),
        ]
        let html = form.html(options: FormHTMLOptions(idPrefix: "join-"), errors: errors)
        #expect(html.contains(#"<p id="join-email-error-2" class="formwork-error">"#))
        let page = try FormPage(html: html)
        #expect(page.errors(for: "email") == ["Email is taken.", "Email is from a blocked domain."])
    }

    @Test func errorsNamingNoRowAreTheFormsErrors() throws {
        let form = try FormState(PageMember())
        let errors = [FormFieldError(key: "database", title: "", kind: .model, message: "The member could not be saved & kept.")]
        let page = try FormPage(html: form.html(errors: errors))
        #expect(page.formErrors == ["The member could not be saved & kept."])
        #expect(try FormPage(html: form.html()).formErrors.isEmpty)
    }

    @Test func theTokenIsTheFirstHiddenInputOfTheForm() throws {
        let page = try FormPage(html: try PageFixtures.page())
        #expect(page.csrfToken == PageFixtures.token)
        #expect(try FormPage(html: try FormState(PageMember()).html()).csrfToken == nil)
        #expect(page.rowKeys.starts(with: ["name", "email", "age"]))
    }

    @Test func aPageOfSeveralFormsIsReadByTheFormsID() throws {
        let html = """
            <form id="search" action="/search"><input name="q" value="swift"></form>
            \(try FormState(PageMember()).html(options: FormHTMLOptions(formID: "join")))
            """
        #expect(try FormPage(html: html).urlEncodedBody() == "q=swift")
        let page = try FormPage(html: html, formID: "join")
        #expect(page.formID == "join" && page.method == "post" && page.enctype == "multipart/form-data")
        let error = #expect(throws: FormPageError.self) { try FormPage(html: html, formID: "signup") }
        #expect(error?.message == "The page has no <form id=\"signup\">: its forms have id=\"search\", id=\"join\".")
    }

    @Test(arguments: [
        ("<form><input name=\"a\" value=\"1", 1, 29, "has no closing quote"),
        ("<p>\n<form>\n<input name=a", 3, 1, "The tag that starts at line 3, column 1 never ends"),
        ("<form><!-- never closed <input>", 1, 7, "The comment that starts at line 1, column 7 never ends"),
        ("<form><script>let a = 1", 1, 7, "The <script> that starts at line 1, column 7 has no </script>"),
        ("<main>\n  <form><input name=a>", 2, 3, "The <form> at line 2, column 3 has no </form>"),
    ])
    func aPageCutShortIsAnErrorSayingWhere(html: String, line: Int, column: Int, message: String) {
        let error = #expect(throws: FormPageError.self) { try FormPage(html: html) }
        #expect(error?.line == line && error?.column == column)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }

    @Test func aPageWithNoFormIsAnError() {
        let error = #expect(throws: FormPageError.self) {
            try FormPage(html: "<p>Signed out.</p><template><form></form></template>")
        }
        #expect(error?.message == "The page has no <form>: it has no <form> outside a <template>.")
    }
}
