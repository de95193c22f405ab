import Formwork
import Testing

@testable import FormworkTerminal

@Suite struct LineRepeatingGroupTests {
    @Test func anAddedItemHasItsRowsAskedThenAnotherIsOffered() throws {
        let run = try fillLines(FormState(Crew()), ["Golden Hind", "yes", "Drake", "captain", "no", "Plymouth"])
        let crew = try #require(run.form).model
        #expect(crew.sailors.map(\.name) == ["Drake"])
        #expect(crew.sailors.map(\.rank) == [.captain])
        #expect(crew.port == "Plymouth")
        #expect(
            run.output.hasSuffix(
                """
                Ship: Golden Hind

                Sailors
                Up to two people aboard
                Add a Sailor? (yes/no) [no]: yes

                Sailor 1
                Name (required): Drake
                Rank (one of Captain, Deckhand) [Deckhand]: captain
                Add another Sailor? (yes/no) [no]: no

                Port: Plymouth
                All answers are valid.

                """))
    }

    @Test func existingItemsAreAskedAndAFullGroupOffersNoMore() throws {
        var crew = Crew()
        crew.sailors = [Sailor(), Sailor()]
        crew.sailors[0].name = "Drake"
        let run = try fillLines(FormState(crew), ["", "", "", "Raleigh", "", ""])
        #expect(try #require(run.form).model.sailors.map(\.name) == ["Drake", "Raleigh"])
        #expect(
            run.output.hasSuffix(
                """
                Sailors
                Up to two people aboard

                Drake
                Name (required) [Drake]: \n\
                Rank (one of Captain, Deckhand) [Deckhand]: \n\

                Sailor 2
                Name (required): Raleigh
                Rank (one of Captain, Deckhand) [Deckhand]: \n\

                Port: \n\
                All answers are valid.

                """))
    }

    @Test func anAnswerOtherThanYesOrNoIsAskedAgain() throws {
        let run = try fillLines(FormState(Crew()), ["", "maybe", "y", "Drake", "", "n", ""])
        #expect(try #require(run.form).model.sailors.count == 1)
        #expect(
            run.output.contains(
                """
                Add a Sailor? (yes/no) [no]: maybe
                Answer yes or no.
                Add a Sailor? (yes/no) [no]: y

                """))
    }

    @Test func tooFewItemsAsksToAddOneAfterTheProblem() throws {
        let run = try fillLines(FormState(Crew()), ["", "no", "", "yes", "Drake", "", "no"])
        #expect(try #require(run.form).model.sailors.map(\.name) == ["Drake"])
        #expect(
            run.output.hasSuffix(
                """
                1 answer needs correcting:
                Sailors: Sailors needs at least 1 item

                Sailors
                Up to two people aboard
                Add a Sailor? (yes/no) [no]: yes

                Sailor 1
                Name (required): Drake
                Rank (one of Captain, Deckhand) [Deckhand]: \n\
                Add another Sailor? (yes/no) [no]: no
                All answers are valid.

                """))
    }

    @Test func anItemWithProblemsMayBeRemovedBeforeItIsAskedAgain() throws {
        let answers = ["", "yes", "Drake", "", "yes", "", "", "", "no"]
        let run = try fillLines(FormState(Crew()), answers)
        #expect(try #require(run.form).model.sailors.map(\.name) == ["Drake"])
        #expect(
            run.output.hasSuffix(
                """
                1 answer needs correcting:
                Sailor 2, Name: Name is required

                Sailor 2
                Keep Sailor 2? (yes/no) [yes]: no
                All answers are valid.

                """))
    }

    @Test func aKeptItemHasItsProblemsAskedAgain() throws {
        let answers = ["", "yes", "Drake", "", "yes", "", "", "", "", "Raleigh"]
        let run = try fillLines(FormState(Crew()), answers)
        #expect(try #require(run.form).model.sailors.map(\.name) == ["Drake", "Raleigh"])
        #expect(
            run.output.hasSuffix(
                """
                Sailor 2
                Keep Sailor 2? (yes/no) [yes]: \n\
                Name (required): Raleigh
                All answers are valid.

                """))
    }

    @Test func anItemTheGroupCannotLoseIsNotOfferedForRemoval() throws {
        let run = try fillLines(FormState(Crew()), ["", "yes", "", "", "no", "", "Drake"])
        #expect(try #require(run.form).model.sailors.map(\.name) == ["Drake"])
        #expect(!run.output.contains("Keep"))
    }
}

/// A ship's crew: up to two sailors, at least one.
struct Crew: FormModel {
    @FormText var ship = ""
    @FormGroup(help: "Up to two people aboard", itemTitle: .field("name"), minItems: 1, maxItems: 2)
    var sailors: [Sailor] = []
    @FormText var port = ""
}

/// A sailor of a ``Crew``.
struct Sailor: FormModel {
    @FormText(rules: [.required]) var name = ""
    @FormEnumerated var rank: Rank = .deckhand
}

enum Rank: String, FormChoice {
    case captain, deckhand
}
