import Formwork
import FormworkFixtures
import FormworkHTML
import Foundation
import Testing

/// A profile whose paragraph, newsletter choice, tags and a section of
/// parents' details depend on the age, and a licence shown by a closure.
struct HeldProfile: FormModel {
    @FormNumber(range: 0...150) var age = 0
    @FormLongText(visibleWhen: "age > 12") var about_me = ""
    @FormBoolean(visibleWhen: "age > 12") var newsletter = false
    @FormEnumerated(visibleWhen: "age > 12") var gender: Gender = .prefer_not_to_say
    @FormList(visibleWhen: "age > 12") var tags: [String] = []
    @FormNumber(visibleWhen: "age > 12") var shoe_size = 40
    @FormDate(.date, visibleWhen: "age > 12") var graduation: Date? = nil
    var parents = FormSeparator("Parents", visibleWhen: "age < 18")
    @FormText var guardian = ""
    @FormText var guardian_phone = ""
    var driving = FormSeparator("Driving")
    @FormText(visibleWhen: .model { (profile: HeldProfile) in profile.age >= 17 }) var licence = ""

    init() {}
}

/// The page sent back after a refused value shows every row the person
/// typed into, held because the refusal hid it, and posts it again.
@Suite("HTML: values held by a refused row")
struct HeldValuePageTests {
    private static let body =
        "age=151&about_me=I+wrote+the+first+program&newsletter=true&gender=female&tags=math&tags=engines&shoe_size=38"
        + "&graduation=1835-06-05"

    private func refused(_ body: String = Self.body, adult: Bool = false) throws -> FormState<HeldProfile> {
        var profile = HeldProfile()
        if adult { profile.age = 30 }
        var form = try FormState(profile)
        form.update(fromURLEncoded: body)
        return form
    }

    @Test func everyHeldControlIsShownHoldingWhatWasSentAndIsPostedAgain() throws {
        let form = try refused()
        let html = form.html(errors: form.validate())
        #expect(html.contains("About Me is not saved until Age is corrected"))
        let posted = try Browser.entries(html)
        #expect(
            posted.filter { $0.0 != "age" }.map { "\($0.0)=\($0.1)" } == [
                "about_me=I wrote the first program", "newsletter=false", "newsletter=true", "gender=female",
                "tags[]=math", "tags[]=engines", "tags[]=", "shoe_size=38",
                "graduation=1835-06-05", "guardian=", "guardian_phone=",
            ])
        #expect(posted.first { $0.0 == "age" }?.1 == "151")
    }

    @Test func thePagePostedAgainWithTheAgeCorrectedWritesEveryHeldValue() throws {
        let html = try refused().html()
        let entries = try Browser.entries(html).map { $0.0 == "age" ? ("age", "40") : $0 }
        var next = try FormState(HeldProfile())
        // Read as a browser posts a page: the empty box for a new tag is no tag.
        let result = next.update(
            fromURLEncoded: Browser.urlEncoded(entries),
            options: FormUpdateOptions(absentBooleansAreFalse: true, blankListItemsAreAbsent: true))
        #expect(result.error == nil)
        #expect(result.refusedKeys.isEmpty)  // the guardian's rows, hidden at 40, post what they hold
        let model = try next.model
        #expect(model.about_me == "I wrote the first program")
        #expect(model.newsletter && model.gender == .female && model.tags == ["math", "engines"] && model.shoe_size == 38)
        #expect(model.graduation == Date(timeIntervalSince1970: -4_246_819_200))  // 1835-06-05T00:00:00Z
    }

    @Test func aRowHiddenByAValidAgeIsWrittenHiddenAndEmpty() throws {
        let form = try refused("age=5&about_me=I+wrote+the+first+program")
        let html = form.html()
        #expect(!html.contains("I wrote the first program"))
        #expect(try Browser.entries(html).map(\.0) == ["age", "guardian", "guardian_phone"])
    }

    @Test func aSectionHiddenByTheRefusedAgeIsShownForItsHeldRowOnly() throws {
        // An adult (30) posts 151 and the guardian's name, seen while typing 15: the section opens for the
        // name, and the phone, left alone, stays out of the page.
        let form = try refused("age=151&guardian=Lady+Byron", adult: true)
        let html = form.html()
        #expect(try Browser.entries(html).contains { $0 == ("guardian", "Lady Byron") })
        #expect(!(try Browser.entries(html)).contains { $0.0 == "guardian_phone" })
        #expect(html.contains("Guardian is not saved until Age is corrected"))
    }

    @Test func aRowHeldForAClosureIsWrittenThoughAClosureCannotRunInThePage() throws {
        let form = try refused("age=151&licence=B")
        let html = form.html()
        #expect(try Browser.entries(html).contains { $0 == ("licence", "B") })
    }

    @Test func theScriptIsToldWhichRowsHoldValuesAndWhatTheyWaitFor() throws {
        let html = try refused().html()
        #expect(html.contains(#""h":[["about_me",["age"]],["newsletter",["age"]],["gender",["age"]],"#))
        #expect(!(try FormState(HeldProfile()).html()).contains(#""h":"#))
    }
}
