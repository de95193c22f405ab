import Foundation
import Testing

@testable import Formwork

/// A talk proposal rated by its speaker: a five-star rating, a ten-star one
/// left unrated, and a row shown to experienced speakers only.
private struct Proposal: FormModel {
    @FormRating var experience = 3
    @FormRating(stars: 10) var interest: Int? = nil
    @FormText(visibleWhen: "experience >= 4") var mentoring = ""
}

@Suite("Rating rows")
private struct NoStars: FormModel {
    @FormRating(stars: 0) var experience = 1
}

struct RatingRowTests {
    @Test func fewerThanOneStarIsADeclarationErrorThatNamesStars() {
        #expect {
            try FormState(NoStars())
        } throws: { error in
            let message = String(describing: error)
            return message.contains("`experience` of `NoStars` declares `stars: 0`")
                && message.contains("declare `stars:` of 1 or more") && !message.contains("range:")
        }
    }

    @Test func aRatingShowsItsStarsFilledToTheRating() throws {
        let form = try FormState(Proposal())
        #expect(form.row("experience")?.kind == .rating)
        #expect(form.row("experience")?.displayText == "★★★☆☆")
        #expect(form.row("interest")?.displayText == "")
        #expect(FormRow.Kind(rawValue: "rating") == .rating)
        #expect(FormRow.Kind.allCases.contains(.rating))
    }

    @Test func typedTextIsTheNumberOrTheStars() throws {
        var form = try FormState(Proposal())
        try form.setText(" 4 ", for: "experience")
        #expect(try form.model.experience == 4)
        try form.setText("★★", for: "experience")
        #expect(try form.model.experience == 2)
        try form.setText("★☆☆☆☆", for: "experience")
        #expect(try form.model.experience == 1)
        try form.setText("10", for: "interest")
        #expect(try form.model.interest == 10)
        try form.setText("", for: "interest")
        #expect(try form.model.interest == nil)
    }

    @Test func aRatingOutsideOneToTheMostIsRefusedAndTheValueKept() throws {
        var form = try FormState(Proposal())
        for refused in ["0", "6", "★★★★★★", "☆★", "2.5", "three", ""] {
            #expect(throws: FormInputError.self) { try form.setText(refused, for: "experience") }
            #expect(form.row("experience")?.inputError?.message == "Experience must be a rating from 1 to 5")
            #expect(form.row("experience")?.inputError?.input == refused)
        }
        #expect(try form.model.experience == 3)
        #expect(throws: FormInputError.self) { try form.setText("11", for: "interest") }
        #expect(form.row("interest")?.inputError?.message == "Interest must be a rating from 1 to 10")
    }

    @Test func theRefusalIsInTheFormsLanguage() throws {
        var form = try FormState(Proposal())
        form.localization = FormLocalization(language: .simplifiedChinese)
        #expect(throws: FormInputError.self) { try form.setText("7", for: "experience") }
        #expect(form.row("experience")?.inputError?.message == "Experience必须是 1 到 5 星的评分")
        #expect(form.localization.text(FormPhrase("rating.stars", count: 3)) == "3 星")
        let russian = FormLocalization(language: .russian)
        #expect(russian.text(FormPhrase("rating.stars", count: 1)) == "1 звезда")
        #expect(russian.text(FormPhrase("rating.stars", count: 3)) == "3 звезды")
        #expect(russian.text(FormPhrase("rating.stars", count: 5)) == "5 звёзд")
        #expect(russian.text(FormPhrase("rating.stars", count: 21)) == "21 звезда")
    }

    @Test func conditionsCompareARatingAsANumber() throws {
        var form = try FormState(Proposal())
        #expect(form.row("mentoring")?.isHidden == true)
        try form.setText("4", for: "experience")
        #expect(form.row("mentoring")?.isHidden == false)
    }

    @Test func everyBodyReaderReadsTheNumberAndRefusesOneOutsideTheRange() throws {
        let urlEncoded = try Proposal(urlEncoded: "experience=5&interest=9")
        #expect((urlEncoded.experience, urlEncoded.interest) == (5, 9))
        let json = try Proposal(json: Data(#"{"experience":2,"interest":null}"#.utf8))
        #expect((json.experience, json.interest) == (2, nil))
        let parameters = try Proposal(formParameters: FormParameters(urlEncoded: "experience=1"))
        #expect(parameters.experience == 1)
        var form = try FormState(Proposal())
        let result = form.update(fromDictionary: ["experience": 6, "interest": 10])
        #expect(result.fieldErrors.map(\.message) == ["Experience must be a rating from 1 to 5"])
        #expect(try form.model.experience == 3)
        #expect(try form.model.interest == 10)
        #expect(throws: (any Error).self) { try Proposal(urlEncoded: "experience=0") }
    }

    @Test func parametersSendTheNumber() throws {
        var form = try FormState(Proposal())
        try form.setText("★★★★", for: "experience")
        #expect(form.parameters.urlEncoded.hasPrefix("experience=4&"))
    }

    @Test func theJSONSchemaIsAnIntegerFromOneToTheMost() throws {
        let schema = try Proposal.formJSONSchema.jsonString()
        #expect(schema.contains(#""experience":{"title":"Experience","type":"integer","minimum":1,"maximum":5}"#))
        #expect(schema.contains(#""interest":{"title":"Interest","type":["integer","null"],"minimum":1,"maximum":10}"#))
    }

    @Test func aRatingHoldsWholeNumbersDeclaredByItsWrapper() {
        let traits = FormRow.Kind.rating.traits
        #expect(FormRow.Kind.rating.wrapperName == "@FormRating")
        #expect(traits.holds?.accepts(.integer(2)) == true)
        #expect(traits.holds?.accepts(.string("2")) == false)
        #expect(FormRow.Kind.rating.isBuiltIn)
    }
}
