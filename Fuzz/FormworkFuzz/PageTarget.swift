import Formwork
import FormworkTesting
import Foundation

extension FuzzTarget {
    static let pageCorpus = [
        "<!doctype html><title>t</title><form id=\"formwork\" method=\"post\"><input type=\"hidden\" name=\"csrf_token\" value=\"ab\">"
            + "<div class=\"formwork-row\" data-formwork-row=\"name\"><label for=\"n\">Name</label>"
            + "<input type=\"text\" id=\"n\" name=\"name\" value=\"Ada &amp; &#x1F600;\"><p id=\"n-error\" class=\"formwork-error\">Bad</p></div>"
            + "<textarea name=\"about\">\nline &lt;one&gt;</textarea><select name=\"s\"><option>a<option selected value=b>B</select>"
            + "<input type=checkbox name=c checked><input type=radio name=r value=1><input type=file name=f>"
            + "<fieldset disabled><legend><input name=l value=1></legend><input name=d></fieldset>"
            + "<template><input name=t></template><script>if (a < b) { x = \"</scr\" + \"ipt>\"; }</script>"
            + "<!-- <input name=x> --><button>Submit</button></form>",
        "<form><select name=\"m\" multiple size=3><optgroup label=g disabled><option>x</optgroup><option selected>y</select>"
            + "<input type=number name=n value=1e3><input type=date name=d value=2026-02-29><input type=email name=e value=\" a@b \"></form>",
        "<FORM ACTION=/x><INPUT NAME='q' VALUE='a\"b'><Input name=u value=a&b&#128;&#0;&#xD800;></FORM><form><input name=z></form>",
    ]
    static let pagePieces = [
        "<", ">", "/>", "</", "<!--", "-->", "<!", "<?", "\"", "'", "=", "&", "&amp;", "&#", "&#x", ";", " ", "\n", "\r",
        "<form>", "</form>", "<input name=a>", "<script>", "</script>", "<textarea>", "</textarea>", "<template>",
        "</template>", "<select name=s>", "<option>", "</select>", "<fieldset disabled>", "</fieldset>", "<legend>",
        "disabled", "checked", "selected", "multiple", "type=file", "type=radio", "é", "😀", "\u{202E}", "\u{0}",
    ]

    /// A page's HTML: no trap; a refusal that says what and where (a line
    /// and column inside the page); and for a page read, a urlencoded body
    /// that reads back as its entry list, line breaks as CR LF, and a
    /// multipart body unless a value holds the boundary.
    static let page = FuzzTarget(name: "page") { generator throws(FuzzFailure) in
        let html = generator.mutated(pageCorpus, pieces: pagePieces)
        let page: FormPage
        do throws(FormPageError) {
            page = try FormPage(html: html)
        } catch {
            try require(!error.message.isEmpty, "an error that says nothing", input: html)
            if let line = error.line {
                let lines = html.unicodeScalars.filter { $0 == "\n" || $0 == "\r" }.count + 1
                try require(line >= 1 && line <= lines && (error.column ?? 0) >= 1, "an error outside the page", input: html)
            }
            return false
        }
        _ = page.rowKeys.map { page.row($0) }
        _ = (page.formErrors, page.csrfToken, page.formMarkup)
        // Each pair of the body, `+` a space and percent escapes decoded, is an entry's name and text.
        let pairs = page.urlEncodedBody().split(separator: "&", omittingEmptySubsequences: true).map { pair in
            pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "\u{FFFD}"
            }
        }
        let expected = page.entries.map { entry -> [String] in
            let value: String
            switch entry.value {
            case .text(let text): value = text
            case .file(let file): value = file.filename
            }
            return [FormURLEncoding.normalizeNewlines(entry.name), FormURLEncoding.normalizeNewlines(value)]
        }
        try require(pairs == expected, "a body that does not read back as its entries", input: html)
        do throws(FormPageError) {
            _ = try page.multipartBody()
        } catch {
            try require(error.message.contains("boundary"), "a multipart refusal that names no boundary", input: html)
        }
        return true
    }
}
