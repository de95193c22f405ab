import Formwork
import FormworkHTML
import Foundation
import Testing

/// A repeating group is a fieldset of item fieldsets, named and numbered
/// as the parameters are, with buttons the page's script shows.
@Suite("HTML: repeating group markup")
struct RepeatingGroupMarkupTests {
    private static func page<Model: FormModel>(_ model: Model, pretty: Bool = true) throws -> String {
        try FormState(model).html(options: FormHTMLOptions(pretty: pretty))
    }

    /// The elements written outside templates: what a browser shows and posts.
    private static func shown(_ html: String) throws -> [StrictTokenizer.Element] {
        try StrictTokenizer.elements(html).filter { !$0.isInTemplate }
    }

    @Test func theGroupIsAFieldsetWithItsKeyBoundsLegendHelpAndAHiddenAddButton() throws {
        let html = try Self.page(HTMLResume([HTMLJob(title: "Engineer")]))
        #expect(
            html.contains(
                """
                  <fieldset data-formwork-section="jobs" data-formwork-group="jobs" data-formwork-min="0" data-formwork-max="3">
                    <legend>Jobs</legend>
                    <p class="formwork-help">Most recent first.</p>
                    <fieldset data-formwork-section="jobs#0" data-formwork-item="jobs#0">
                      <legend>Job 1</legend>
                """))
        #expect(html.contains(#"<button type="button" data-formwork-action="add" hidden>Add Job</button>"#))
    }

    @Test func controlsAreNamedByBracketsWithUniqueIdsThatTheirLabelsName() throws {
        let html = try Self.page(HTMLResume([HTMLJob(title: "A"), HTMLJob(title: "B")]))
        let elements = try Self.shown(html)
        let names = elements.compactMap { $0.attributes["name"] }
        #expect(names.contains("jobs[0][title]") && names.contains("jobs[1][current]") && names.contains("jobs[2][title]"))
        let ids = elements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
        let labelled = elements.filter { $0.name == "label" }.compactMap { $0.attributes["for"] }
        #expect(!labelled.isEmpty && labelled.allSatisfy(ids.contains))
        #expect(ids.contains("formwork-jobs[1]-title"))
        let items = elements.filter { $0.attributes["data-formwork-item"] != nil }
        #expect(items.map { $0.attributes["data-formwork-item"] } == ["jobs#0", "jobs#1", "jobs#2"])
        #expect(items.map { $0.attributes["data-formwork-spare"] != nil } == [false, false, true])
    }

    @Test func itemButtonsFollowTheItemsPlaceAndTheGroupsBounds() throws {
        let html = try Self.page(HTMLResume([HTMLJob(title: "A"), HTMLJob(title: "B")]))
        let buttons = try Self.shown(html).filter { $0.name == "button" && $0.attributes["type"] == "button" }
        let states = buttons.map {
            "\($0.attributes["data-formwork-action"] ?? "")\($0.attributes["disabled"] == nil ? "" : "-")"
        }
        // Item 1 cannot move up, item 2 cannot move down; two of three items leave room to add.
        #expect(states == ["remove", "up-", "down", "remove", "up", "down-", "add"])
        let full = try Self.page(HTMLResume([HTMLJob(), HTMLJob(), HTMLJob()]))
        #expect(full.contains(#"<button type="button" data-formwork-action="add" hidden disabled>Add Job</button>"#))
    }

    @Test func theEditingOptionDecidesWhichButtonsAreWritten() throws {
        let html = try Self.page(HTMLAddOnly())
        #expect(!html.contains(#"data-formwork-action="remove""#) && !html.contains(#"data-formwork-action="up""#))
        #expect(html.contains(#"data-formwork-action="add""#))
        // The group's parameter is renamed: its items post as work[0][title], keyed jobs[0].title.
        #expect(html.contains(#"name="work[0][title]""#) && html.contains(#"data-formwork-row="jobs[0].title""#))
    }

    @Test func sparesFollowTheItemsUpToMaxItemsWithoutRequiredOrAHiddenFalse() throws {
        let empty = try Self.shown(Self.page(HTMLResume()))
        let spares = empty.filter { $0.attributes["data-formwork-spare"] != nil }
        #expect(spares.map { $0.attributes["data-formwork-item"] } == ["jobs#0", "jobs#1"])
        let spareTitle = try #require(empty.first { $0.attributes["name"] == "jobs[0][title]" })
        #expect(spareTitle.attributes["required"] == nil)
        #expect(empty.filter { $0.attributes["name"] == "jobs[0][current]" }.map { $0.attributes["type"] } == ["checkbox"])
        let two = try Self.shown(Self.page(HTMLResume([HTMLJob(title: "A"), HTMLJob(title: "B")])))
        #expect(two.filter { $0.attributes["data-formwork-spare"] != nil }.count == 1)
        let real = try #require(two.first { $0.attributes["name"] == "jobs[0][title]" })
        #expect(real.attributes["required"] != nil)
        let full = try Self.shown(Self.page(HTMLResume([HTMLJob(), HTMLJob(), HTMLJob()])))
        #expect(!full.contains { $0.attributes["data-formwork-spare"] != nil })
    }

    @Test func aSpareIsWrittenBlankWhateverTheItemTypeHolds() throws {
        let html = try Self.page(HTMLOrder())
        // What a browser posts for the untouched page: every value of the spare is blank.
        let entries = try Browser.entries(html)
        #expect(entries.map(\.0) == ["lines[0][product]", "lines[0][quantity]", "lines[0][size]"])
        #expect(entries.allSatisfy { $0.1.isEmpty })
        #expect(html.contains(#"<option value="" selected></option>"#))
        // A new item added by the script starts from Item(), as the template shows.
        #expect(html.contains(#"name="lines[__i__][quantity]" value="1""#))
    }

    @Test func anEmptyGroupWithoutSparesPostsItsMarker() throws {
        let marker = #"<input type="hidden" name="jobs" value="" data-formwork-empty>"#
        #expect(try Self.page(HTMLNoSpares()).contains(marker))
        // Spares or items post the group's names already.
        #expect(try !Self.page(HTMLResume()).contains(marker))
        #expect(try !Self.page(HTMLNoSpares.holding([HTMLJob()])).contains(marker))
    }
}
