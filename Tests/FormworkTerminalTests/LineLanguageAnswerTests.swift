import Formwork
import Testing

@testable import FormworkTerminal

/// Line mode reads answers in the language it asks in: the option labels
/// it shows, the language's words for yes and no, and the list separators
/// the language writes.
@Suite struct LineLanguageAnswerTests {
    /// A seat, meals, insurance and the people travelling along, titled and labelled in Chinese.
    struct Outing: FormModel {
        @FormEnumerated var seat: Seat = .aisle
        @FormList var meals: [Meal] = []
        @FormBoolean var insurance = false
        @FormGroup(itemTitle: .numbered("旅客"), maxItems: 2) var companions: [Companion] = []
    }

    private func fill(in language: FormLanguage, _ answers: [String]) throws -> LineRun<Outing> {
        var form = try FormState(Outing())
        form.localization = Journey.localization(language)
        return try fillLines(form, answers)
    }

    @Test(arguments: [
        (FormLanguage.simplifiedChinese, "是", "否"), (.japanese, "はい", "いいえ"), (.russian, "Да", "нет"),
    ])
    func aQuestionIsAnsweredInTheLanguagesWords(language: FormLanguage, yes: String, no: String) throws {
        let run = try fill(in: language, ["", "", yes, yes, "李雷", no, no])
        let outing = try #require(run.form, "\(run.output)").model
        #expect(outing.insurance)
        #expect(outing.companions.map(\.name) == ["李雷"])
        #expect(outing.companions.map(\.child) == [false])
    }

    @Test func aQuestionAsksWithTheWordsItReads() throws {
        let run = try fill(in: .japanese, ["", "", "", "", ""])
        #expect(run.output.contains("旅客を追加しますか？（はい/いいえ）[いいえ]："))
        let russian = try fill(in: .russian, ["", "", "", "", ""])
        #expect(russian.output.contains("Добавить элемент «旅客»? (да/нет) [нет]: "))
    }

    @Test func anotherAnswerIsAskedAgainInTheLanguage() throws {
        let run = try fill(in: .russian, ["", "", "", "может быть", "нет"])
        #expect(run.output.contains("Добавить элемент «旅客»? (да/нет) [нет]: может быть\nОтветьте «да» или «нет».\n"))
        #expect(try #require(run.form).model.companions.isEmpty)
    }

    @Test func englishWordsAreReadInEveryLanguage() throws {
        let run = try fill(in: .simplifiedChinese, ["", "", "y", "yes", "李雷", "n", "no"])
        let outing = try #require(run.form).model
        #expect(outing.insurance)
        #expect(outing.companions.count == 1)
    }

    @Test func wordsAreReadWithoutLetterCaseAccentsOrSurroundingSpaces() {
        let spanish = YesNo(FormLocalization(language: .spanish))
        let portuguese = YesNo(FormLocalization(language: .brazilianPortuguese))
        #expect([" SÍ ", "si", "Sí", "y"].map(spanish.answer) == [true, true, true, true])
        #expect(["nao", "NÃO", "n"].map(portuguese.answer) == [false, false, false])
        #expect(["talvez", ""].map(portuguese.answer) == [nil, nil])
    }

    @Test func aChoiceIsAnsweredWithTheLabelItShows() throws {
        let run = try fill(in: .simplifiedChinese, ["靠窗", "", "", ""])
        #expect(run.output.contains("座位（以下之一：靠窗、靠走道）[靠走道]：靠窗"))
        #expect(try #require(run.form, "\(run.output)").model.seat == .window)
    }

    @Test(arguments: ["素食，清真", "素食、清真", "素食, 清真"])
    func severalChoicesAreAnsweredWithTheLanguagesSeparators(answer: String) throws {
        let run = try fill(in: .simplifiedChinese, ["", answer, "", ""])
        #expect(try #require(run.form, "\(run.output)").model.meals == [.vegetarian, .halal])
    }
}
