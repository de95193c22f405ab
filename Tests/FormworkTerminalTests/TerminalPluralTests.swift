import Formwork
import Testing

@testable import FormworkTerminal

/// Counts the terminal writes take the plural form of the form's language (Unicode CLDR's cardinal rules).
@Suite struct TerminalPluralTests {
    static let counts = [1, 2, 3, 5, 11, 21, 101]

    /// The status line of a screen in `language` once a submit found `count` rows wrong.
    private func statusLine(_ language: FormLanguage, count: Int) throws -> String {
        var form = try FormState(Holiday())
        form.localization = FormLocalization(language: language)
        var screen = FormScreen(form, size: TerminalSize(columns: 100, rows: 20))
        screen.hasSubmitted = true
        screen.errors = (0..<count).map {
            FormFieldError(key: "row\($0)", title: "", kind: .rule(.required), message: "")
        }
        return screen.statusLine.text
    }

    @Test func russianCountsTakeOneFewAndMany() throws {
        // CLDR ru: one when n % 10 = 1 and n % 100 != 11; few when n % 10 = 2..4 and n % 100 != 12..14; many otherwise.
        let nouns = ["ошибка", "ошибки", "ошибки", "ошибок", "ошибок", "ошибка", "ошибка"]
        for (count, noun) in zip(Self.counts, nouns) {
            #expect(try statusLine(.russian, count: count) == " ! \(count) \(noun): исправьте строки, отмеченные !")
        }
    }

    @Test func arabicCountsTakeOneTwoFewManyAndOther() throws {
        // CLDR ar: one 1, two 2, few when n % 100 = 3..10, many when n % 100 = 11..99, other for 101.
        let fix = ": صحّح الصفوف المعلَّمة بـ !"
        let expected = [
            " ! مشكلة واحدة: صحّح الصف المعلَّم بـ !", " ! مشكلتان" + fix, " ! 3 مشكلات" + fix, " ! 5 مشكلات" + fix,
            " ! 11 مشكلةً" + fix, " ! 21 مشكلةً" + fix, " ! 101 مشكلة" + fix,
        ]
        for (count, line) in zip(Self.counts, expected) {
            #expect(try statusLine(.arabic, count: count) == line)
        }
    }

    @Test func englishCountsOneProblemAndTheRestAsProblems() throws {
        #expect(try statusLine(.english, count: 1) == " ! 1 problem: fix the rows marked !")
        #expect(try statusLine(.english, count: 21) == " ! 21 problems: fix the rows marked !")
    }

    @Test func lineModesProblemsAreCountedInRussian() {
        let prompt = LinePrompt(FormLocalization(language: .russian))
        let lines = [1, 2, 5, 11, 21, 101].map { count in
            prompt.problems(
                Array(repeating: FormFieldError(key: "a", title: "", kind: .invalidInput, message: ""), count: count))[1]
        }
        #expect(
            lines == [
                "1 ответ нужно исправить:", "2 ответа нужно исправить:", "5 ответов нужно исправить:",
                "11 ответов нужно исправить:", "21 ответ нужно исправить:", "101 ответ нужно исправить:",
            ])
    }

    @Test func fileSizesAreCountedInRussianAndArabic() {
        let russian = FormLocalization(language: .russian), arabic = FormLocalization(language: .arabic)
        #expect([1, 2, 5, 21].map { TypedFile.byteCount($0, in: russian) } == ["1 байт", "2 байта", "5 байт", "21 байт"])
        #expect(TypedFile.byteCount(2450, in: russian) == "2.5 КБ")
        #expect([1, 2, 3, 11].map { TypedFile.byteCount($0, in: arabic) } == ["بايت واحد", "بايتان", "3 بايتات", "11 بايتًا"])
    }
}
