import Foundation
import Testing

@testable import Formwork

/// Sections' titles and footers, and repeating groups' item titles, are
/// offered to the localization.
@Suite struct SectionWordingTests {
    private struct Referee: FormModel {
        @FormText var name = ""
    }

    private struct Match: FormModel {
        @FormText var venue = ""
        var contact = FormSeparator("Contact", footer: "We never share your email")
        @FormText(.email) var email = ""
        @FormGroup var referees: [Referee] = [Referee(), Referee()]
        @FormGroup(itemTitle: .field("name")) var linesmen: [Referee] = [Referee()]
    }

    @Test func aSeparatorsTitleAndFooterAreTranslated() throws {
        var form = try FormState(Match())
        form.localization = FormLocalization(language: .simplifiedChinese, titles: ["contact": "联系方式"]) { request in
            guard case .footer(key: "contact", _) = request else { return nil }
            return "我们不会公开你的邮箱"
        }
        let contact = try #require(form.sections.first { $0.key == "contact" })
        #expect(contact.title == "联系方式")
        #expect(contact.footer == "我们不会公开你的邮箱")
    }

    @Test func aFooterStaysAsDeclaredWithoutATranslation() throws {
        let form = try FormState(Match())
        #expect(form.sections.first { $0.key == "contact" }?.footer == "We never share your email")
    }

    @Test func itemsAreNumberedWithTheTranslatedNoun() throws {
        var form = try FormState(Match())
        form.localization = FormLocalization(
            language: .simplifiedChinese, titles: ["referees.item": "裁判", "linesmen.item": "边裁"])
        let titles = form.sections.compactMap(\.title)
        #expect(titles.contains("裁判1"))
        #expect(titles.contains("裁判2"))
        // An item titled by a blank field shows its number.
        #expect(titles.contains("边裁1"))
        #expect(form.repeatingGroups.map(\.itemNoun) == ["裁判", "边裁"])
    }

    @Test func aKoreanItemTitleSpacesTheNumber() throws {
        var form = try FormState(Match())
        form.localization = FormLocalization(language: .korean, titles: ["referees.item": "심판"])
        #expect(form.sections.compactMap(\.title).contains("심판 2"))
    }

    @Test func englishItemTitlesAreTheNounAndNumber() throws {
        let form = try FormState(Match())
        #expect(form.sections.compactMap(\.title).contains("Referee 2"))
    }
}
