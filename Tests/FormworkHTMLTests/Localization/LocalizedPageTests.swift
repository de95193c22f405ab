import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import FormworkHTML

/// The page in the language of the person filling it: its own texts, its
/// `lang` and `dir`, and the item titles its script writes.
@Suite("HTML: the page in the form's language")
struct LocalizedPageTests {
    /// The shipping form in `language`, as a server answers a failed
    /// submission: every rule's error beside its row and one for the whole form.
    private func page(in language: FormLanguage) throws -> String {
        var form = try FormState(HTMLShipment())
        form.localization = HTMLShipment.chinese(in: language)
        let whole = FormFieldError(key: "", title: "", kind: .model, message: "今天不能寄件")
        return form.html(errors: form.validate() + [whole])
    }

    /// What a person reads of `html`: its texts, including templates' (the
    /// script brings them into the page), and the attributes read out or
    /// shown (accessible names, placeholders, titles, buttons' values).
    private func readable(_ html: String) throws -> String {
        var parts = try StrictTokenizer.tokens(html).texts
        for element in try StrictTokenizer.elements(html) {
            let a = element.attributes
            parts += ["aria-label", "placeholder", "title", "alt"].compactMap { a[$0] }
            if element.name == "input", ["submit", "button", "reset"].contains(a["type"] ?? "") { parts += [a["value"] ?? ""] }
        }
        return parts.joined(separator: "\n")
    }

    @Test(arguments: FormLanguage.builtIn)
    func aPageInAnotherLanguageHasNoEnglishLeft(language: FormLanguage) throws {
        let html = try page(in: language)
        // Each kind of text is there to be checked.
        for marker in [
            "data-formwork-action=\"add\"", "data-formwork-action=\"up\"", "class=\"formwork-error\"",
            "formwork-current", "aria-label=", "<template data-formwork-slot>", "type=\"submit\"",
        ] {
            #expect(html.contains(marker), "\(marker)")
        }
        #expect(EnglishLeftovers.words(in: try readable(html), language: language, allowing: [], builtIn: .html) == [])
    }

    @Test func theCheckFindsTheEnglishPageTexts() throws {
        // The English page read as Chinese: the buttons and names Formwork wrote are found.
        let words = EnglishLeftovers.words(
            in: try readable(page(in: .english)), language: .simplifiedChinese, allowing: [], builtIn: .html)
        for word in ["Submit", "Add", "Remove", "Move", "up", "down", "item", "new"] {
            #expect(words.contains(word), "\(word)")
        }
    }

    @Test func thePageTextsAreWordedInTheFormsLanguage() throws {
        let html = try page(in: .simplifiedChinese)
        #expect(html.contains("<button type=\"submit\">提交</button>"))
        #expect(html.contains(">添加包裹</button>"))
        #expect(html.contains("data-formwork-action=\"remove\">删除</button>"))
        #expect(html.contains(" disabled>上移</button>") && html.contains(">下移</button>"))
        #expect(html.contains(#"aria-label="关键词，第2项""#) && html.contains(#"aria-label="关键词，新条目""#))
    }

    @Test func anAppsOwnSubmitLabelIsWrittenAsGiven() throws {
        var form = try FormState(HTMLShipment())
        form.localization = HTMLShipment.chinese(in: .simplifiedChinese)
        #expect(form.html(options: FormHTMLOptions(submitLabel: "寄出")).contains("<button type=\"submit\">寄出</button>"))
        #expect(form.html(options: FormHTMLOptions(submitLabel: "Submit")).contains("<button type=\"submit\">提交</button>"))
    }

    @Test(arguments: FormLanguage.builtIn)
    func theFormCarriesItsLanguagesTagAndDirection(language: FormLanguage) throws {
        let form = try #require(try StrictTokenizer.elements(page(in: language)).first { $0.name == "form" })
        #expect(form.attributes["lang"] == language.tag)
        #expect(form.attributes["dir"] == (language == .arabic ? "rtl" : nil))
    }

    @Test func aFormWithoutALanguageIsEnglish() throws {
        let form = try #require(try StrictTokenizer.elements(FormState(HTMLShipment()).html()).first { $0.name == "form" })
        #expect(form.attributes["lang"] == "en" && form.attributes["dir"] == nil)
    }

    @Test func anAppsRightToLeftLanguageIsWrittenRightToLeft() throws {
        var form = try FormState(HTMLShipment())
        form.localization = FormLocalization(language: FormLanguage(tag: "he", direction: .rightToLeft))
        #expect(
            form.html().hasPrefix(
                #"<form id="formwork" method="post" enctype="multipart/form-data" accept-charset="UTF-8" lang="he" dir="rtl">"#))
    }

    @Test func theStyleSheetNamesNoPhysicalSide() throws {
        let css = FormHTMLStyleSheet.text()
        #expect(css.contains("margin-inline-end") && css.contains("padding-inline"))
        #expect(!css.contains("left") && !css.contains("right"))
    }

    @Test func itemTitlePatternsAreReadOffTheServersTitles() {
        #expect(FormHTMLItemTitle.pattern(of: "Job 3", number: 3) == "Job __n__")
        #expect(FormHTMLItemTitle.pattern(of: "第3件包裹", number: 3) == "第__n__件包裹")
        #expect(FormHTMLItemTitle.pattern(of: "العنصر 12", number: 12) == "العنصر __n__")
        #expect(FormHTMLItemTitle.pattern(of: "Top 10 list 1", number: 1) == "Top 10 list __n__")
        #expect(FormHTMLItemTitle.pattern(of: "Top 10 list 10", number: 10) == "Top 10 list __n__")
        #expect(FormHTMLItemTitle.pattern(of: "Job 12", number: 2) == nil)
        #expect(FormHTMLItemTitle.pattern(of: "Lead", number: 1) == nil)
        #expect(FormHTMLItemTitle.pattern(of: nil, number: 1) == nil)
    }

    @Test func theScriptNumbersItemsAsTheServerTitlesThem() throws {
        let html = try page(in: .simplifiedChinese)
        #expect(html.contains("<legend>第1件包裹</legend>") && html.contains("<legend>第2件包裹</legend>"))
        // The new item's template and the script's data carry the pattern, not "noun number".
        #expect(html.contains("<legend>第__n__件包裹</legend>"))
        #expect(html.contains(#""第__n__件包裹""#))
        #expect(!html.contains("包裹 __n__"))
    }

    @Test func aGroupThatCannotAddItemsTakesItsPatternFromItsItems() throws {
        var form = try FormState(HTMLNoAdding())
        form.localization = FormLocalization(language: .simplifiedChinese) { request in
            if case .title(let key, let text) = request, key.hasPrefix("jobs["), !key.contains(".") {
                return "第" + String(text.reversed().prefix(while: \.isNumber).reversed()) + "份工作"
            }
            return nil
        }
        let html = form.html()
        #expect(!html.contains("<template data-formwork-item-template"))
        #expect(html.contains(#""第__n__份工作""#))
    }
}

/// A group whose items can be removed and moved, not added.
struct HTMLNoAdding: FormModel {
    @FormGroup(itemTitle: .numbered("Job"), editing: [.delete, .move]) var jobs: [HTMLJob] = [
        HTMLJob(title: "A"), HTMLJob(title: "B"),
    ]
}
