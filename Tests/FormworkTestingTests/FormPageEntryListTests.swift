import Formwork
import FormworkTesting
import Foundation
import Testing

/// The entry list of HTML §4.10.21.4 from pages written by hand.
@Suite("Pages: constructing the entry list")
struct FormPageEntryListTests {
    private func body(_ form: String) throws -> String {
        try FormPage(html: "<!doctype html><title>t</title>" + form).urlEncodedBody()
    }

    @Test func disabledControlsAreLeftOut() throws {
        #expect(try body(#"<form><input name="a" value="1" disabled><input name="b" value="2"></form>"#) == "b=2")
        #expect(try body(#"<form><select name="s" disabled><option>x</option></select></form>"#) == "")
        #expect(try body(#"<form><textarea name="t" disabled>x</textarea></form>"#) == "")
    }

    /// A disabled fieldset disables what it holds, but not its first legend's content.
    @Test func aDisabledFieldsetDisablesAllButItsFirstLegend() throws {
        let form = """
            <form><fieldset disabled>
            <legend><input name="in_legend" value="1"></legend>
            <legend><input name="second_legend" value="2"></legend>
            <input name="inside" value="3"><fieldset><input name="nested" value="4"></fieldset>
            </fieldset><input name="after" value="5"></form>
            """
        #expect(try body(form) == "in_legend=1&after=5")
    }

    @Test func checkboxesAndRadiosPostOnlyWhenChecked() throws {
        let form = """
            <form><input type="checkbox" name="a" checked><input type="checkbox" name="b" value="x">
            <input type="radio" name="r" value="1" checked><input type="radio" name="r" value="2" checked>
            <input type="radio" name="q" value="3"></form>
            """
        // `on` when no value; of two radio buttons checked in the markup, the last stays checked.
        #expect(try body(form) == "a=on&r=2")
    }

    @Test func aSingleSelectPostsItsSelectedOptionOrItsFirstNotDisabled() throws {
        let none =
            #"<form><select name="s"><option disabled>a</option><option value="b">B</option><option>c</option></select></form>"#
        #expect(try body(none) == "s=b")
        let two = #"<form><select name="s"><option selected>a</option><option selected>  c   d </option></select></form>"#
        #expect(try body(two) == "s=c+d")
        let grouped = #"<form><select name="s"><optgroup disabled><option>a<option selected>b</optgroup></select></form>"#
        #expect(try body(grouped) == "")
        let listBox = #"<form><select name="s" size="3"><option>a</option></select></form>"#
        #expect(try body(listBox) == "")
    }

    @Test func aMultipleSelectPostsEachSelectedOptionAndNoneByDefault() throws {
        let form =
            #"<form><select name="m" multiple><option>a</option><option selected>b</option><option selected>c</option></select></form>"#
        #expect(try body(form) == "m=b&m=c")
        #expect(try body(#"<form><select name="m" multiple><option>a</option></select></form>"#) == "")
    }

    /// A textarea's first line feed is not its text, and its line breaks are posted as CR LF.
    @Test func aTextareaPostsItsTextWithCRLF() throws {
        #expect(try body("<form><textarea name=\"t\">\n\nx &amp; y\r\nz\rw</textarea></form>") == "t=%0D%0Ax+%26+y%0D%0Az%0D%0Aw")
    }

    @Test func buttonsPostOnlyWhenPressed() throws {
        let html =
            #"<form><input name="a" value="1"><button name="save" value="draft">Save</button><input type="submit" name="go" value="Go"><button type="button" name="b">B</button></form>"#
        var page = try FormPage(html: html)
        #expect(page.urlEncodedBody() == "a=1")
        try page.press("save")
        #expect(page.urlEncodedBody() == "a=1&save=draft")
        try page.press("go")
        #expect(page.urlEncodedBody() == "a=1&go=Go")
        #expect(throws: FormPageError.self) { try page.press("b") }
    }

    @Test func aFileInputWithNoFilePostsAnEmptyFile() throws {
        var page = try FormPage(html: #"<form enctype="multipart/form-data"><input type="file" name="f"></form>"#)
        #expect(page.entries == [FormPage.Entry(name: "f", value: .file(FormFile(filename: "", data: Data())))])
        #expect(page.urlEncodedBody() == "f=")
        try page.attach(FormFile(filename: "a.txt", contentType: "text/plain", data: Data("hi".utf8)), to: "f")
        #expect(page.urlEncodedBody() == "f=a.txt")
    }

    @Test func unnamedDatalistTemplateAndScriptControlsAreLeftOut() throws {
        let form = """
            <form><input value="no name"><input name="" value="empty name">
            <datalist id="d"><input name="in_datalist" value="1"><option value="o"></datalist>
            <template><input name="in_template" value="2"></template>
            <script>document.write('<input name="in_script" value="3">')</script>
            <!-- <input name="in_comment" value="4"> -->
            <input type="reset" name="reset"><input name="_charset_" type="hidden" value="x">
            <input type=text name=unquoted value=a&amp;b&#x1F600;&#128;></form>
            """
        #expect(try body(form) == "_charset_=UTF-8&unquoted=a%26b%F0%9F%98%80%E2%82%AC")
    }

    /// No script runs, so a `<noscript>`'s controls are the form's, as in a browser that runs none.
    @Test func aNoscriptsControlsArePostedSinceNoScriptRuns() throws {
        #expect(try body(#"<form><noscript><input name="n" value="1"></noscript><input name="m" value="2"></form>"#) == "n=1&m=2")
    }

    @Test func inputValuesAreSanitizedAsTheirTypesSay() throws {
        let form = """
            <form><input name="t" value="a&#10;b"><input type="email" name="e" value="  ada@example.com ">
            <input type="number" name="n" value="1e3"><input type="number" name="bad" value="12abc">
            <input type="date" name="d" value="2026-02-30"><input type="datetime-local" name="l" value="2026-11-21 07:30:00">
            <input type="color" name="c" value="#FFAA00"><input type="hidden" name="h" value=" kept&#10;as is "></form>
            """
        #expect(
            try body(form)
                == "t=ab&e=ada%40example.com&n=1e3&bad=&d=&l=2026-11-21T07%3A30&c=%23ffaa00&h=+kept%0D%0Aas+is+")
    }

    @Test func editsAPersonCouldNotMakeAreErrors() throws {
        var page = try FormPage(
            html:
                #"<form><input name="a" disabled><input name="r" readonly><input type="number" name="n"><select name="s"><option>x</option></select></form>"#
        )
        #expect(throws: FormPageError.self) { try page.fill("a", with: "1") }
        #expect(throws: FormPageError.self) { try page.fill("r", with: "1") }
        #expect(throws: FormPageError.self) { try page.fill("n", with: "twelve") }
        #expect(throws: FormPageError.self) { try page.choose("y", for: "s") }
        #expect(throws: FormPageError.self) { try page.check("nothing") }
        let error = #expect(throws: FormPageError.self) { try page.fill("emial", with: "x") }
        #expect(error?.message == "The form has no text control named 'emial'; its controls' names: 'a', 'r', 'n', 's'.")
    }
}
