import Formwork
import FormworkFixtures
import Testing

@testable import FormworkHTML

@Suite struct FormHTMLLiveScriptTests {
    private func script<Model: FormModel>(_ model: Model, formID: String = "formwork", nonce: String? = nil) throws -> String {
        FormHTMLLiveScript.element(for: try FormState(model), formID: formID, nonce: nonce)
    }

    @Test func formWithoutConditionsGetsNoScript() throws {
        #expect(try script(Everything()) == "")
    }

    @Test func formWithOnlyClosureConditionsGetsNoScript() throws {
        #expect(try script(LiveClosureOnly()) == "")
    }

    @Test func formWithPredicatesGetsOneScriptElement() throws {
        let html = try script(LiveSignUp())
        #expect(html.hasPrefix("<script>(function(D){"))
        #expect(html.hasSuffix(");</script>"))
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(html.components(separatedBy: "</script").count == 2)
    }

    @Test func scriptReadsTheFormWithTheGivenID() throws {
        #expect(try script(LiveSignUp(), formID: "sign-up").contains(#"({"f":"sign-up","#))
    }

    @Test func nonceIsWrittenEscapedAsAnAttribute() throws {
        let html = try script(LiveSignUp(), nonce: #"r4nd"<x>&'"#)
        #expect(html.hasPrefix(#"<script nonce="r4nd&quot;&lt;x&gt;&amp;&#39;">"#))
    }

    @Test func literalTextCannotEndTheScriptOrStartAComment() throws {
        let html = try script(LiveHostile())
        let body = html.dropFirst("<script>".count).dropLast("</script>".count)
        #expect(!body.lowercased().contains("</script"))
        #expect(!body.lowercased().contains("<script"))
        #expect(!body.contains("<!--"))
        #expect(!body.contains("\u{2028}") && !body.contains("\u{2029}"))
        #expect(
            body.contains(#"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e\u003c!-- \u2028\u2029 \u0026amp;"#))
    }

    @Test func jsonStringsEscapeQuotesControlsAndMarkup() {
        #expect(FormHTMLLiveJSON.string("a\"b\\c\n\u{1}<>&\u{2028}é😀") == #""a\"b\\c\n\u0001\u003c\u003e\u0026\u2028é😀""#)
    }

    @Test func predicateDecidesRowVisibilityAndEnablementAndSectionVisibility() throws {
        // Operators are escaped like all markup characters: "\u003e" is ">".
        let html = try script(LiveSignUp())
        #expect(html.contains(#"["bio",0,["c","\u003e",["f","age",["age"],[]],["l",["i","12"]]],true,true]"#))
        #expect(html.contains(#"["topic",0,true,["f","newsletter",["newsletter"],[]],true]"#))
        #expect(html.contains(#"["parents",[],5,6,["c","\u003c",["f","age",["age"],[]],["l",["i","18"]]],true]"#))
    }

    @Test func groupedKeysAreReadAsFormKeysWithTheirControlNames() throws {
        let html = try script(LiveSignUp())
        #expect(
            html.contains(#"["province",3,["c","==",["f","address.country",["address","country"],[]],["l","CN"]],true,true]"#))
    }

    @Test func conditionInAGroupReadsTheGroupsKeys() throws {
        let html = try script(LiveOrder())
        #expect(html.contains(#"["shipping.slot",1,["f","shipping.express",["shipping.express"],[]],true,true]"#))
        #expect(html.contains(#"["shipping.express","shipping[express]",{"s":"boolean""#))
    }

    @Test func closureConditionKeepsItsCurrentState() throws {
        // memories is hidden by a closure now (age 0): the script keeps it hidden whatever is typed.
        #expect(try script(LiveSignUp()).contains(#"["memories",0,false,true,true]"#))
    }

    @Test func readRowsCarryTheirControlNameReadingAndRenderedValue() throws {
        let html = try script(LiveSignUp())
        #expect(
            html.contains(
                #"["age","age",{"s":"integer","lo":"-9223372036854775808","hi":"9223372036854775807","o":false,"m":false,"opts":[],"min":["i","0"],"max":["i","150"],"st":null,"mc":null},["i","0"]]"#
            ))
        #expect(html.contains(#"["address.country","address[country]",{"s":"text""#))
    }

    @Test func listRowsAreNamedWithBrackets() {
        let everything = try? FormState(Everything()).liveConditions
        let words = everything?.rows.first { $0.key == "words" }?.reading
        #expect(
            words.flatMap { FormHTMLNames.name(path: $0.parameterPath, holdsSeveralValues: $0.holdsSeveralValues) } == "words[]")
        let city = everything?.rows.first { $0.key == "address.city" }?.reading
        #expect(
            city.flatMap { FormHTMLNames.name(path: $0.parameterPath, holdsSeveralValues: $0.holdsSeveralValues) }
                == "address[city]")
    }

    @Test func rowsWithoutAnExactBrowserReadingKeepTheirRenderedValue() throws {
        let rows = try FormState(Everything()).liveConditions.rows
        for key in ["heading", "picture", "scan", "numbers", "reals"] {
            #expect(rows.first { $0.key == key }?.reading.shape == .fixed, "\(key)")
        }
    }

    @Test func scriptTextIsTheSameOnEveryRun() throws {
        #expect(try script(LiveSignUp()) == script(LiveSignUp()))
    }
}
