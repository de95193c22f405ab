import Formwork
import FormworkFixtures
import FormworkHTML
import Foundation
import Testing

/// The markup of each kind of row, checked by hand against the HTML
/// standard (sections cited per test).
@Suite("HTML: markup per kind")
struct MarkupTests {
    private func page(_ form: FormState<some FormModel>, _ options: FormHTMLOptions = FormHTMLOptions()) -> String {
        form.html(options: options)
    }

    @Test func textKindsMapOntoInputTypes() throws {
        // §4.10.5.1: text, email, tel, url, password type states.
        let html = page(try FormState(Everything())) + page(try FormState(Profile()))
        #expect(
            html.contains(#"<input type="password" id="formwork-secret" name="secret" value="" autocomplete="current-password">"#)
        )
        #expect(html.contains(#"<input type="email" id="formwork-email" name="email" value="" autocomplete="email">"#))
        #expect(html.contains(#"<input type="tel" id="formwork-phone" name="phone" value="" autocomplete="tel">"#))
        #expect(FormHTMLOptions().idPrefix == "formwork-")
    }

    @Test func aPasswordsValueIsNeverWritten() throws {
        var everything = Everything()
        everything.secret = "hunter2"
        #expect(!page(try FormState(everything)).contains("hunter2"))
    }

    @Test func groupRowsAreNamedWithBracketsAndIdsWithDashes() throws {
        let html = page(try FormState(Profile.ada))
        #expect(html.contains(#"<input type="text" id="formwork-address-city" name="address[city]" value="Cupertino">"#))
    }

    @Test func aRowHasALabelForItsControlAndHelpNamedByDescribedBy() throws {
        let html = page(try FormState(Registration()))
        #expect(html.contains(#"<label for="formwork-user_name">User Name</label>"#))
        #expect(
            html.contains(
                #"<input type="text" id="formwork-user_name" name="user_name" value="" placeholder="Your name" minlength="2" maxlength="40" required aria-describedby="formwork-user_name-help">"#
            ))
        #expect(html.contains(#"<p id="formwork-user_name-help" class="formwork-help">As on your passport</p>"#))
    }

    @Test func aNumberRowHasItsBoundsAndAnExactValue() throws {
        // §4.10.5.1.12: min, max, step; a valid floating-point number as the value.
        let html = page(try FormState(Registration()))
        #expect(
            html.contains(
                #"<input type="number" id="formwork-age" name="age" value="0" inputmode="numeric" min="0" max="150">"#))
        #expect(html.contains(#"<input type="number" id="formwork-rating" name="rating" value="1.0" step="0.5">"#))
    }

    @Test func aFractionalNumberRowWithoutStepTakesAnyStep() throws {
        // The default step of a number input is 1 (§4.10.5.1.12), which would refuse 0.5.
        #expect(page(try FormState(Everything())).contains(#"name="double" value="0.0" step="any">"#))
    }

    @Test func aBooleanRowIsAHiddenFalseThenACheckbox() throws {
        var profile = Profile()
        profile.newsletter = true
        let html = page(try FormState(profile))
        #expect(
            html.contains(
                #"<input type="hidden" name="newsletter" value="false">"# + "\n      "
                    + #"<input type="checkbox" id="formwork-newsletter" name="newsletter" value="true" checked>"#))
    }

    @Test func longTextIsATextareaWhoseLeadingNewlineSurvives() throws {
        // §13.2.6.4.7: a newline right after <textarea> is dropped by the parser.
        var profile = Profile()
        profile.about_me = "\nfirst line"
        #expect(page(try FormState(profile)).contains("name=\"about_me\">\n\nfirst line</textarea>"))
    }

    @Test func fewRequiredOptionsAreRadioButtonsAndOptionalOnesAMenu() throws {
        let html = page(try FormState(Everything()))
        #expect(html.contains(#"<input type="radio" id="formwork-gender-1" name="gender" value="female" checked>"#))
        #expect(html.contains(#"<select id="formwork-maybe_gender" name="maybe_gender">"#))
        #expect(html.contains(#"<option value="" selected>—</option>"#))
    }

    @Test func aRequiredOptionalChoiceAmongFewIsRadioButtonsWithNoneCheckedAndPostingNoneIsRefused() throws {
        var form = try FormState(TrackChoice())
        let html = page(form)
        // No empty entry: a required row has no way back to none to offer.
        #expect(html.contains(#"<input type="radio" id="formwork-track-1" name="track" value="ios" required>"#))
        #expect(html.contains(#"<input type="radio" id="formwork-track-4" name="track" value="server" required>"#))
        #expect(!html.contains("<select") && !html.contains("checked"))
        // A browser posts nothing for a radio group with no button checked.
        _ = form.update(fromURLEncoded: "")
        #expect(form.validate().map(\.message) == ["Track is required"])
        _ = form.update(fromURLEncoded: "track=web")
        #expect(try form.model.track == .web)
    }

    @Test func aRowsOwnChoiceStyleWinsOverTheFormsAndTheOptionsCount() throws {
        let html = page(try FormState(StyledChoices()), FormHTMLOptions(choiceStyle: .select))
        #expect(html.contains(#"<input type="radio" id="formwork-size-1" name="size" value="ios" checked>"#))
        #expect(html.contains(#"<input type="radio" id="formwork-segments-1" name="segments" value="ios" checked>"#))
        let automatic = page(try FormState(StyledChoices()))
        #expect(automatic.contains(#"<select id="formwork-menu" name="menu">"#), "four options, a menu as declared")
        #expect(automatic.contains(#"<select id="formwork-plain" name="plain">"#) == false)
    }

    @Test func aFileInputAcceptsTheRowsFileTypes() throws {
        let html = page(try FormState(Upload()))
        // HTML §4.10.5.1.18: a comma-separated list of MIME types, `type/*` and extensions.
        #expect(html.contains(#"<input type="file" id="formwork-paper" name="paper" accept="application/pdf,.pdf">"#))
        #expect(html.contains(#"<input type="file" id="formwork-photo" name="photo" accept="image/png,image/jpeg">"#))
        #expect(html.contains(#"<input type="file" id="formwork-scan" name="scan" accept="image/*">"#))
    }

    @Test func theSelectStyleWritesMenusWithMultipleForSeveralChoices() throws {
        var everything = Everything()
        everything.genders = [.male]
        let html = page(try FormState(everything), FormHTMLOptions(choiceStyle: .select))
        #expect(
            html.contains(
                #"<input type="hidden" name="genders[]" value="">"# + "\n      "
                    + #"<select id="formwork-genders" name="genders[]" multiple>"#))
        #expect(html.contains(#"<option value="male" selected>Male</option>"#))
    }

    @Test func aListIsOneBoxPerItemAndAnEmptyBoxToAdd() throws {
        let html = page(try FormState(Profile.ada))
        #expect(html.contains(#"<input type="text" id="formwork-tags" name="tags[]" value="math" aria-label="Tags, item 1">"#))
        #expect(
            html.contains(#"<input type="text" id="formwork-tags-2" name="tags[]" value="engines" aria-label="Tags, item 2">"#))
        #expect(html.contains(#"<input type="text" id="formwork-tags-3" name="tags[]" value="" aria-label="Tags, new item">"#))
    }

    @Test func datesUseTheHTMLFormatsOfTheirInputs() throws {
        // §2.3.5: yyyy-mm-dd, HH:MM[:SS], yyyy-mm-ddTHH:MM[:SS].
        let html = page(try FormState(Profile.ada)) + page(try FormState(Registration()))
        #expect(html.contains(#"<input type="date" id="formwork-birthday" name="birthday" value="1970-01-01">"#))
        #expect(html.contains(#"<input type="time" id="formwork-alarm" name="alarm" value="07:30">"#))
        #expect(
            html.contains(
                #"<input type="datetime-local" id="formwork-meeting" name="meeting" value="1970-01-01T00:00:15" step="any">"#))
    }

    @Test func fileRowsAreFileInputsAndImagesAcceptImages() throws {
        let html = page(try FormState(Profile.ada))
        #expect(
            html.contains(
                #"<input type="file" id="formwork-avatar" name="avatar" accept="image/*" aria-describedby="formwork-avatar-current">"#
            ))
    }

    @Test func aTitleRowIsReadOnlyTextWithNoName() throws {
        #expect(
            page(try FormState(Everything())).contains(
                #"<input type="text" id="formwork-heading" value="Everything" readonly>"#))
    }

    @Test func onlyPatternsThatMeanTheSameInJavaScriptAreWritten() throws {
        let html = page(try FormState(Registration()))
        #expect(html.contains(#"name="code" value="" pattern="[A-Z]{2}[0-9]{4}">"#))
        // \d is Unicode digits in ICU and ASCII ones in JavaScript.
        #expect(html.contains(#"name="digits" value="">"#))
    }

    /// A browser compiles `pattern` with the `v` flag, where an identity
    /// escape outside a class may only escape a SyntaxCharacter or `/`
    /// (ECMA-262 §22.2.1): a pattern holding `\-` or `\_` would not compile,
    /// and the browser would drop the constraint.
    @Test func escapesTheVFlagRefusesAreNotWrittenAsPatterns() throws {
        let html = page(try FormState(PatternEscapes()))
        #expect(html.contains(#"name="dotted" value="" pattern="[a-z]+\.[a-z]+">"#))
        #expect(html.contains(#"name="dashed" value="">"#))
        #expect(html.contains(#"name="underscored" value="">"#))
    }
}

private enum Track: String, FormChoice { case ios, android, web, server }

private struct TrackChoice: FormModel {
    @FormEnumerated(rules: [.required]) var track: Track? = nil
}

private struct StyledChoices: FormModel {
    @FormEnumerated(style: .buttons) var size: Track = .ios
    @FormEnumerated(style: .segmented) var segments: Track = .ios
    @FormEnumerated(style: .menu) var menu: Track = .ios
    @FormEnumerated var plain: Track = .ios
}

private struct Upload: FormModel {
    @FormAttachment(maxFileSize: 5_000_000, fileTypes: ["application/pdf", ".pdf"]) var paper: FormFile? = nil
    @FormImage(fileTypes: ["image/png", "image/jpeg"]) var photo: FormFile? = nil
    @FormImage var scan: FormFile? = nil
}

private struct PatternEscapes: FormModel {
    @FormText(rules: [.matches(#"[a-z]+\.[a-z]+"#)]) var dotted = ""
    @FormText(rules: [.matches(#"[a-z]+\-[a-z]+"#)]) var dashed = ""
    @FormText(rules: [.matches(#"[a-z]+\_[a-z]+"#)]) var underscored = ""
}
