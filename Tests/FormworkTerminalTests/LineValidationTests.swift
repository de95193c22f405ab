import Formwork
import Testing

@testable import FormworkTerminal

@Suite struct LineValidationTests {
    @Test func aRequiredRowLeftEmptyIsAskedAgainAfterItsProblem() throws {
        let run = try fillLines(FormState(Account()), ["", "", "", "Ada"])
        #expect(try #require(run.form).value(String.self, for: "name") == "Ada")
        #expect(
            run.output.hasSuffix(
                """
                Seats (a number from 1 to 10) [1]: \n
                1 answer needs correcting:
                Name: Name is required

                Name (required; up to 20 characters): Ada
                All answers are valid.

                """))
    }

    @Test func onlyTheRowsWithProblemsAreAskedAgainInFormOrder() throws {
        let run = try fillLines(FormState(Delivery()), ["", "", "", "", "Ada", "London"])
        #expect(try #require(run.form).value(String.self, for: "city") == "London")
        #expect(
            run.output.hasSuffix(
                """
                2 answers need correcting:
                Name: Name is required
                City: City is required

                Name (required): Ada

                Where
                City (required): London
                All answers are valid.

                """))
    }

    @Test func aProblemTheModelFindsIsAskedAgainAtItsRow() throws {
        let run = try fillLines(FormState(Stay()), ["5", "3", "7"])
        #expect(try #require(run.form).value(Int.self, for: "last_night") == 7)
        #expect(
            run.output.hasSuffix(
                """
                Last Night: Last Night must come after First Night

                Last Night (a number) [3]: 7
                All answers are valid.

                """))
    }

    @Test func aProblemNoQuestionCorrectsOffersTheWholeFormAgain() throws {
        let run = try fillLines(FormState(Trip()), ["5", "3", "yes", "", "7"])
        #expect(try #require(run.form).value(Int.self, for: "last_night") == 7)
        #expect(
            run.output.hasSuffix(
                """
                Last Night (a number) [0]: 3

                1 answer needs correcting:
                nights: The last night must come after the first
                Answer every question again? (yes/no) [yes]: yes

                First Night (a number) [5]: \n\
                Last Night (a number) [3]: 7
                All answers are valid.

                """))
    }

    @Test func decliningToAnswerTheWholeFormAgainCancels() throws {
        let run = try fillLines(FormState(Trip()), ["5", "3", "no"])
        #expect(run.form == nil)
        #expect(run.output.hasSuffix("Answer every question again? (yes/no) [yes]: no\n\n"))
    }
}

/// A delivery: a name and, in a section of its own, a city, both required.
struct Delivery: FormModel {
    @FormText(rules: [.required]) var name = ""
    @FormText var note = ""
    var place = FormSeparator("Where")
    @FormText var street = ""
    @FormText(rules: [.required]) var city = ""
}

/// A stay of some nights, whose last night the model checks against the first.
struct Stay: FormModel {
    @FormNumber var first_night = 0
    @FormNumber var last_night = 0

    func validate() -> [FormModelError] {
        last_night > first_night ? [] : [FormModelError("last_night", "Last Night must come after First Night")]
    }
}

/// A trip, whose nights the model checks under a key that names no row.
struct Trip: FormModel {
    @FormNumber var first_night = 0
    @FormNumber var last_night = 0

    func validate() -> [FormModelError] {
        last_night > first_night ? [] : [FormModelError("nights", "The last night must come after the first")]
    }
}
