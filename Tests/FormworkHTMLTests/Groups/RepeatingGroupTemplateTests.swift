import Formwork
import FormworkHTML
import Foundation
import Testing

/// The template the page's script adds items from is, with its index,
/// number and identity put back, what the server writes for that item.
@Suite("HTML: repeating group item template")
struct RepeatingGroupTemplateTests {
    /// The element whose start tag begins with `start`, through its
    /// matching end tag, in markup written without indentation.
    private static func element(_ html: String, startingWith start: String, tag: String) throws -> String {
        let from = try #require(html.range(of: start)).lowerBound
        var depth = 0
        var index = from
        while index < html.endIndex {
            if html[index...].hasPrefix("<\(tag)") { depth += 1 }
            if html[index...].hasPrefix("</\(tag)>") {
                depth -= 1
                if depth == 0 { return String(html[from..<html.index(index, offsetBy: tag.count + 3)]) }
            }
            index = html.index(after: index)
        }
        throw StrictTokenizer.Failure(description: "no end of \(start)")
    }

    /// The content of the group's item template.
    private static func template(_ html: String) throws -> String {
        let start = #"<template data-formwork-item-template="jobs">"#
        let whole = try element(html, startingWith: start, tag: "template")
        return String(whole.dropFirst(start.count).dropLast("</template>".count))
    }

    /// Button states are the script's to set after every change, from the item's place.
    private static func withoutButtonStates(_ html: String) -> String {
        html.replacingOccurrences(of: #"data-formwork-action="up" disabled>"#, with: #"data-formwork-action="up">"#)
            .replacingOccurrences(of: #"data-formwork-action="down" disabled>"#, with: #"data-formwork-action="down">"#)
            .replacingOccurrences(of: #"data-formwork-action="remove" disabled>"#, with: #"data-formwork-action="remove">"#)
    }

    @Test func theTemplateRenumberedToNIsTheServersBlankItemN() throws {
        let options = FormHTMLOptions(pretty: false)
        for count in 0..<4 {
            let page = try FormState(HTMLNoSpares.holding(Array(repeating: HTMLJob(), count: count))).html(options: options)
            let template = try Self.template(page)
            #expect(template.contains("jobs[__i__][title]") && template.contains("<legend>Job __n__</legend>"))
            let bigger = try FormState(HTMLNoSpares.holding(Array(repeating: HTMLJob(), count: count + 1)))
            let id = try #require(bigger.allSections.first { $0.key == "jobs[\(count)]" }?.id)
            let written = try Self.element(
                bigger.html(options: options), startingWith: #"<fieldset data-formwork-section="\#(id)""#, tag: "fieldset")
            let renumbered = template.replacingOccurrences(of: "__i__", with: String(count))
                .replacingOccurrences(of: "__n__", with: String(count + 1))
                .replacingOccurrences(of: "jobs#__id__", with: id)
            #expect(Self.withoutButtonStates(renumbered) == Self.withoutButtonStates(written), "item \(count)")
        }
    }

    @Test func theTemplateHoldsTheItemTypesOwnValuesAndConditions() throws {
        let page = try FormState(HTMLNoSpares.holding([HTMLJob(title: "Engineer", current: true)])).html()
        let template = try Self.template(page)
        // A new item starts from Item(): not current, so its end date is shown and posted.
        #expect(template.contains(#"name="jobs[__i__][title]" value="" required>"#))
        #expect(template.contains(#"<div class="formwork-row" data-formwork-row="jobs[__i__].end_date" data-formwork-live>"#))
        // The script's data for the new item reads the item's own field.
        #expect(page.contains(#"["f","jobs[__i__].current",["jobs[__i__].current"],[]]"#))
        #expect(page.contains(#""g":[["jobs","jobs","formwork-jobs","jobs",0,1000,true,true,true,"Job __n__","#))
    }

    @Test func theScriptNamesItemSectionsByTheIdentityTheyKeepWhenMoved() throws {
        var form = try FormState(HTMLResume([HTMLJob(title: "A"), HTMLJob(title: "B")]))
        _ = try form.moveItem(from: 1, to: 0, inGroup: "jobs")
        let page = form.html()
        // B, first now, keeps its identity jobs#1 and holds rows 1 to 3 (row 0 is the name).
        #expect(page.contains(#"["jobs#1",[1],1,4,true,true],["jobs#0",[1],4,7,true,true]"#))
        #expect(page.contains(#"<fieldset data-formwork-section="jobs#1" data-formwork-item="jobs#1">"#))
        #expect(page.contains(#"name="jobs[0][title]" value="B""#))
    }

    @Test func aGroupWithoutConditionsStillGetsTheScriptThatEditsItsItems() throws {
        let page = try FormState(HTMLContacts()).html()
        #expect(page.contains("<script>") && page.contains(#""g":[["contacts","contacts""#))
    }

    @Test func aGroupAtItsLimitStillHasATemplateWhenAnItemCanBeRemoved() throws {
        let page = try FormState(HTMLResume([HTMLJob(), HTMLJob(), HTMLJob()])).html(options: FormHTMLOptions(pretty: false))
        #expect(try Self.template(page).contains("jobs[__i__][end_date]"))
    }
}
