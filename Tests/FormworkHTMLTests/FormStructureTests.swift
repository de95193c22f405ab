import Formwork
import FormworkFixtures
import FormworkHTML
import Foundation
import Testing

/// The form element, its sections, conditions, errors and options.
@Suite("HTML: form, sections, conditions, errors")
struct FormStructureTests {
    @Test func aFormWithAFileRowPostsMultipart() throws {
        #expect(
            try FormState(Profile()).html().hasPrefix(
                #"<form id="formwork" method="post" enctype="multipart/form-data" accept-charset="UTF-8" lang="en">"#))
    }

    @Test func aFormWithoutFileRowsPostsURLEncodedUnlessAsked() throws {
        let form = try FormState(Registration())
        #expect(form.html().contains(#"enctype="application/x-www-form-urlencoded""#))
        #expect(form.html(options: .init(encoding: .multipart)).contains(#"enctype="multipart/form-data""#))
        #expect(!form.html(options: .init(method: .get)).contains("enctype"))
    }

    @Test func optionsNameTheFormAndItsActionAndButton() throws {
        let html = try FormState(Registration()).html(
            options: .init(action: "/sign?up=1&x", formID: "signup", idPrefix: "s-", submitLabel: "Go"))
        #expect(html.hasPrefix(#"<form id="signup" action="/sign?up=1&amp;x" method="post""#))
        #expect(html.contains(#"<label for="s-user_name">"#))
        #expect(html.contains("<button type=\"submit\">Go</button>\n"))
        #expect(html.hasSuffix("</script>\n</form>\n"))
        let buttonless = try FormState(Registration()).html(options: .init(submitLabel: nil))
        #expect(!buttonless.contains("<button"))
    }

    @Test func sectionsAreFieldsetsWithLegendsAndFooters() throws {
        let html = try FormState(Billboard()).html()
        #expect(html.contains("<fieldset data-formwork-section=\"more\">\n    <legend>More</legend>"))
        #expect(html.contains(#"<p class="formwork-footer">Footer</p>"#))
    }

    @Test func aRowAPredicateHidesIsWrittenInATemplateDisabledAndLive() throws {
        let html = try FormState(Registration()).html()
        #expect(
            html.contains(
                "    <template data-formwork-slot>\n      <div class=\"formwork-row\" data-formwork-row=\"bio\" data-formwork-live>\n"
            ))
        #expect(html.contains("        <textarea id=\"formwork-bio\" name=\"bio\" disabled>"))
        #expect(html.contains("      </div>\n    </template>\n"))
    }

    @Test func aRowAPredicateShowsIsLiveButNotHidden() throws {
        var form = try FormState(Registration())
        try form.setText("36", for: "age")
        #expect(form.html().contains(#"<div class="formwork-row" data-formwork-row="bio" data-formwork-live>"#))
    }

    @Test func aRowAClosureHidesIsLeftOut() throws {
        let form = try FormState(Registration())
        let elements = try StrictTokenizer.elements(form.html())
        #expect(!elements.contains { $0.attributes["data-formwork-row"] == "secret_club" })
        #expect(!elements.contains { $0.attributes["name"] == "secret_club" })
        #expect(elements.contains { $0.attributes["data-formwork-row"] == "bio" })
    }

    /// Rows of a section a predicate decides are live as well as rows with
    /// a predicate of their own: the page's script re-enables the controls
    /// of live rows only, and a row left disabled after its section appears
    /// or is enabled would never be posted.
    @Test func rowsOfASectionAPredicateDecidesAreLive() throws {
        let html = try FormState(Shipping()).html()
        #expect(
            html.contains(
                "  <template data-formwork-slot>\n    <fieldset data-formwork-section=\"wrapping\" data-formwork-live>\n"
                    + "      <legend>Wrapping</legend>\n"))
        #expect(html.contains(#"<div class="formwork-row" data-formwork-row="message" data-formwork-live>"#))
        #expect(html.contains(#"<div class="formwork-row" data-formwork-row="address.city" data-formwork-live>"#))
        #expect(html.contains(#"<div class="formwork-row" data-formwork-row="gift">"#))
    }

    @Test func aRowAPredicateDisablesHasDisabledControls() throws {
        let html = try FormState(Registration()).html()
        #expect(html.contains(#"<div class="formwork-row" data-formwork-row="frequency" data-formwork-live>"#))
        #expect(html.contains(#"name="frequency" value="" disabled>"#))
    }

    @Test func aReadOnlyFormDisablesEveryControlButItsHiddenWrappers() throws {
        var form = try FormState(Profile())
        form.setEditable(false)
        let html = form.html()
        #expect(html.contains(#"<input type="hidden" name="newsletter" value="false" disabled>"#))
        #expect(html.contains(#"name="user_name" value="" placeholder="Your name" disabled>"#))
    }

    @Test func aReadOnlyFormOffersNoBoxForANewListEntry() throws {
        var profile = Profile()
        profile.tags = ["math"]
        var form = try FormState(profile)
        #expect(form.html().contains(#"aria-label="Tags, new item""#))
        form.setEditable(false)
        let html = form.html()
        #expect(html.contains(#"name="tags[]" value="math" aria-label="Tags, item 1" disabled>"#))
        #expect(!html.contains("new item"))
    }

    @Test func errorsAreWrittenBesideTheirRowsAndNamedByTheControl() throws {
        var form = try FormState(Registration())
        _ = form.update(fromURLEncoded: "age=forty")
        let html = form.html(errors: form.validate())
        #expect(
            html.contains(
                #"<input type="text" id="formwork-age" name="age" value="forty" aria-invalid="true" aria-describedby="formwork-age-error">"#
            ))
        #expect(html.contains(#"<p id="formwork-age-error" class="formwork-error">Age must be a whole number</p>"#))
        #expect(html.contains(#"<p id="formwork-user_name-error" class="formwork-error">User Name is required</p>"#))
        // The refused edit is reported once, though validate() repeats it.
        #expect(html.components(separatedBy: "Age must be a whole number").count == 2)
    }

    /// A number or date input drops a value that is no number or date (HTML's
    /// value sanitization, §4.10.5.1.12 and §4.10.5.1.7): the refused text
    /// comes back in a text input, so the person sees what to correct.
    @Test func aRefusedNumberOrDateIsShownAsTypedUntilCorrected() throws {
        var form = try FormState(Registration())
        _ = form.update(fromURLEncoded: "age=12+years")
        #expect(form.html().contains(#"<input type="text" id="formwork-age" name="age" value="12 years" aria-invalid="true""#))
        _ = form.update(fromURLEncoded: "age=12")
        #expect(form.html().contains(#"<input type="number" id="formwork-age" name="age" value="12" inputmode="numeric""#))
        var dates = try FormState(Profile())
        _ = dates.update(fromURLEncoded: "birthday=31.12.1999")
        #expect(dates.html().contains(#"<input type="text" id="formwork-birthday" name="birthday" value="31.12.1999""#))
    }

    @Test func anErrorNamingNoRowIsShownAtTheTop() throws {
        let error = FormFieldError(key: "", title: "", kind: .model, message: "Dates overlap")
        let html = try FormState(Registration()).html(errors: [error])
        #expect(
            html.contains("<div class=\"formwork-errors\" role=\"alert\">\n    <p class=\"formwork-error\">Dates overlap</p>"))
    }

    @Test func theSameFormGivesTheSameBytes() throws {
        let first = try FormState(Everything()).html()
        for _ in 0..<5 { #expect(try FormState(Everything()).html() == first) }
    }

    @Test func compactOutputHasNoIndentationOrLineBreaksBetweenTags() throws {
        let compact = try FormState(Profile.ada).html(options: .init(pretty: false))
        // The one line break left is the one a textarea starts with.
        #expect(compact.components(separatedBy: "\n").count == 2)
        #expect(compact.contains("<textarea id=\"formwork-about_me\" name=\"about_me\">\nWrote"))
    }
}
