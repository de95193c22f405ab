import Formwork
import Testing

@testable import FormworkTerminal

@Suite struct LineConditionTests {
    @Test func anAnswerThatShowsARowHasItAskedNext() throws {
        let run = try fillLines(FormState(Household()), ["Ada", "yes", "Rex", "Paris"])
        #expect(try #require(run.form).value(String.self, for: "pet_name") == "Rex")
        #expect(
            run.output.hasSuffix(
                """
                Owner: Ada
                Has Pet (yes or no) [No]: yes
                Pet Name: Rex
                City: Paris
                All answers are valid.

                """))
    }

    @Test func anAnswerThatHidesARowHasItSkipped() throws {
        var household = Household()
        household.has_pet = true
        household.pet_name = "Rex"
        let run = try fillLines(FormState(household), ["Ada", "no", "Paris"])
        #expect(try #require(run.form).value(String.self, for: "city") == "Paris")
        #expect(
            run.output.hasSuffix(
                """
                Owner: Ada
                Has Pet (yes or no) [Yes]: no
                City: Paris
                All answers are valid.

                """))
    }

    @Test func aRowThatAppearsBeforeTheAnswerIsAskedNext() throws {
        let run = try fillLines(FormState(Club()), ["yes", "M-17", "Ada"])
        #expect(try #require(run.form).value(String.self, for: "member_number") == "M-17")
        #expect(
            run.output.hasSuffix(
                """
                Member (yes or no) [No]: yes
                Member Number: M-17
                Name: Ada
                All answers are valid.

                """))
    }

    @Test func aRowThatNeverAppearsIsNeverAsked() throws {
        let run = try fillLines(FormState(Household()), ["Ada", "", "Paris"])
        #expect(run.form != nil)
        #expect(!run.output.contains("Pet Name"))
    }
}

/// A household: a pet's name is asked only when there is a pet.
struct Household: FormModel {
    @FormText var owner = ""
    @FormBoolean var has_pet = false
    @FormText(visibleWhen: "has_pet == true") var pet_name = ""
    @FormText var city = ""
}

/// A club's sign-up, whose member number comes before the question that shows it.
struct Club: FormModel {
    @FormText(visibleWhen: "member == true") var member_number = ""
    @FormBoolean var member = false
    @FormText var name = ""
}
