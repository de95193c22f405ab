import Formwork
import FormworkFixtures
import Foundation
import Testing

/// The app's own texts (help, footers) and the texts the form writes for a
/// value (a switch's yes or no) come in the form's language.
@Suite struct AppTextLocalizationTests {
    struct Delivery: FormModel {
        @FormText(help: "As on the parcel") var receiver = ""
        @FormBoolean var fragile = true
        var contact = FormSeparator("Contact", footer: "We call before we come")
        @FormText var phone = ""
    }

    @Test func aRowsHelpAndASectionsFooterComeFromTheAppsCatalogue() throws {
        let texts = FormCatalogue([
            "zh-Hans": ["help.receiver": "与包裹上的一致", "footer.contact": "送达前我们会先致电"]
        ])
        let form = try FormState(
            Delivery(), localization: FormLocalization(language: .simplifiedChinese, catalogue: texts))
        #expect(form.row("receiver")?.help == "与包裹上的一致")
        #expect(form.sections.last?.footer == "送达前我们会先致电")
    }

    @Test func theClosureIsAskedForHelpByTheRowsKey() throws {
        let localization = FormLocalization(language: .japanese) { request in
            if case .help(key: "receiver", let text) = request { return text == "As on the parcel" ? "荷物の表記どおり" : nil }
            return nil
        }
        let form = try FormState(Delivery(), localization: localization)
        #expect(form.row("receiver")?.help == "荷物の表記どおり")
        #expect(try FormState(Delivery()).row("receiver")?.help == "As on the parcel")
    }

    @Test func aSwitchReadsYesOrNoInTheFormsLanguage() throws {
        // The words a form of each language writes for a switch that is on,
        // as a form in that language labels it.
        let expected: [FormLanguage: String] = [
            .english: "Yes", .simplifiedChinese: "是", .traditionalChinese: "是", .japanese: "はい", .korean: "예",
            .german: "Ja", .french: "Oui", .spanish: "Sí", .brazilianPortuguese: "Sim", .russian: "Да", .arabic: "نعم",
        ]
        for language in FormLanguage.builtIn {
            let form = try FormState(Delivery(), localization: FormLocalization(language: language))
            #expect(form.row("fragile")?.displayText == expected[language], "\(language)")
        }
    }

    /// Every built-in rule, failed, in every language, for a row titled in
    /// Chinese: no English word Formwork wrote is left in any message.
    @Test(arguments: FormLanguage.builtIn)
    func noRulesMessageLeavesEnglishInAnotherLanguage(_ language: FormLanguage) {
        let failing: [(FormRule, FormValue)] = [
            (.required, ""), (.email, "x"), (.url, "x"), (.minLength(3), "x"), (.maxLength(1), "xx"),
            (.exactLength(2), "x"), (.minLength(2), ["a"]), (.maxLength(1), ["a", "b"]), (.exactLength(3), ["a"]),
            (.range(1...5), 9), (.min(3), 1), (.max(3), 5), (.greaterThan(3), 3), (.greaterThanOrEqual(3), 2),
            (.lessThan(3), 3), (.lessThanOrEqual(3), 4),
            (.min(.date(Date(timeIntervalSince1970: 86_400))), .date(Date(timeIntervalSince1970: 0))),
            (.max(.date(Date(timeIntervalSince1970: 0))), .date(Date(timeIntervalSince1970: 86_400))),
            (.greaterThan(.date(Date(timeIntervalSince1970: 0))), .date(Date(timeIntervalSince1970: 0))),
            (.lessThan(.date(Date(timeIntervalSince1970: 0))), .date(Date(timeIntervalSince1970: 0))),
            (.min(3), "three"), (.min(.date(Date(timeIntervalSince1970: 0))), 3), (.step(5), 3),
            (.step(5, from: 1), 3), (.matches("[0-9]+"), "x"), (.oneOf(["1", "2"]), "3"),
            (.equals(field: "other"), "x"), (.custom("even") { _ in false }, 1),
        ]
        let context = FormRule.Context(key: "field", title: "字段") { _ in
            "y"
        } title: { _ in
            "另一个字段"
        }
        let localization = FormLocalization(language: language)
        for (rule, value) in failing {
            let errors = FormRule.validate(value, rules: [rule], in: context, localization: localization)
            #expect(errors.count == 1, "\(rule.kind) fails \(value)")
            for error in errors {
                let leftovers = EnglishLeftovers.words(in: error.message, language: language, allowing: ["字段", "另一个字段"])
                #expect(leftovers.isEmpty, "\(language) \(rule.kind): \(error.message)")
            }
        }
    }
}
