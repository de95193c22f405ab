import Formwork
import FormworkFixtures
import Foundation
import Testing

/// Every refusal, edit error, item count error and item title the form
/// words itself comes out in the form's language: a model titled in
/// Chinese, with Chinese option labels, leaves no English word in any
/// built-in language.
@Suite struct NoEnglishRefusalTests {
    private enum Speed: String, FormChoice { case standard, express, sameDay }

    private struct Member: FormModel {
        @FormText var name = ""
    }

    private struct Shipment: FormModel {
        @FormHeading var heading = "Shipment"
        @FormNumber var quantity = 0
        @FormNumber var weight = 0.0
        @FormNumber var small: UInt8 = 0
        @FormNumber var offset: Int8 = 0
        @FormNumber var fee: Decimal = 0
        @FormBoolean var insured = false
        @FormDate(.date) var day = Date(timeIntervalSince1970: 0)
        @FormDate(.time) var pickup = Date(timeIntervalSince1970: 0)
        @FormDate var moment = Date(timeIntervalSince1970: 0)
        @FormImage var photo: URL? = nil
        @FormList var counts: [Int] = []
        @FormEnumerated var speed: Speed = .standard
        @FormEnumerated var speeds: [Speed] = []
        @FormNumber(range: 0...150) var age = 0
        @FormLongText(visibleWhen: "age > 12") var notes = ""
        @FormText(enabledWhen: "age >= 18") var employer = ""
        @FormGroup(minItems: 3, maxItems: 3) var crew: [Member] = []
        @FormGroup(editing: []) var fixed: [Member] = []
    }

    private static let titles = [
        "heading": "货运", "quantity": "数量", "weight": "重量", "small": "小数", "offset": "偏移", "fee": "费用",
        "insured": "保险", "day": "日期", "pickup": "取件时间", "moment": "时刻", "photo": "照片", "counts": "计数",
        "speed": "速度", "speeds": "速度组", "age": "年龄", "notes": "备注", "employer": "雇主", "crew": "机组",
        "crew.item": "成员", "fixed": "固定组", "fixed.item": "固定成员",
    ]
    private static let labels = ["standard": "标准", "express": "特快", "sameDay": "当日达"]
    /// What the person or the model wrote, which the messages quote.
    private static let written = ["age > 12", "age >= 18", "七", "一"]

    private static func localization(_ language: FormLanguage) -> FormLocalization {
        FormLocalization(language: language, titles: titles) { request in
            guard case .optionLabel(_, let value, _) = request else { return nil }
            return labels[value.text]
        }
    }

    /// The message of every refusal the edits make, then the form's own errors and section titles.
    private static func texts(in language: FormLanguage) throws -> [String] {
        var form = try FormState(Shipment())
        form.localization = localization(language)
        var texts: [String] = []
        func refuse(_ edit: (inout FormState<Shipment>) throws -> Void) {
            do {
                try edit(&form)
                texts.append("accepted")
            } catch {
                texts.append((error as? FormInputError)?.message ?? "\(error)")
            }
        }
        refuse { try $0.setText("七", for: "quantity") }  // a whole number
        refuse { try $0.setText("七", for: "weight") }  // a number
        refuse { try $0.setText("300", for: "small") }  // too large
        refuse { try $0.setText("-1", for: "small") }  // zero or more
        refuse { try $0.setText("-200", for: "offset") }  // too small
        refuse { try $0.setText(String(repeating: "1234567890", count: 4) + ".5", for: "fee") }  // too many digits
        refuse { try $0.setText("七", for: "insured") }  // yes or no
        refuse { try $0.setText("七", for: "day") }  // a date
        refuse { try $0.setText("七", for: "pickup") }  // a time
        refuse { try $0.setText("七", for: "moment") }  // a date and time
        refuse { try $0.setValue(.date(Date(timeIntervalSince1970: 400_000_000_000)), for: "moment") }  // years
        refuse { try $0.setValue(.integer(3), for: "photo") }  // a URL or a file
        refuse { try $0.setValue(.bool(true), for: "counts") }  // a list of whole numbers
        refuse { try $0.setText("1，七", for: "counts") }  // an item
        refuse { try $0.setText("七", for: "speed") }  // one of
        refuse { try $0.setValue(.bool(true), for: "speeds") }  // chosen from
        refuse { try $0.setText("一", for: "speeds") }  // an item, one of
        refuse { try $0.setText("七", for: "heading") }  // read-only
        refuse { try $0.setText("七", for: "notes") }  // hidden
        refuse { try $0.setText("七", for: "employer") }  // disabled
        refuse { try $0.removeItem(at: 5, from: "counts") }  // no such item
        refuse { try $0.insertItem(.string("七"), at: 0, into: "quantity") }  // not a list
        refuse { try $0.insertItem(at: 0, intoGroup: "fixed") }  // no adding
        refuse { try $0.removeItem(at: 5, fromGroup: "crew") }  // no such item of a group
        texts += form.validate().map(\.message)  // too few items
        for index in 0..<3 { try form.insertItem(at: index, intoGroup: "crew") }
        refuse { try $0.insertItem(at: 3, intoGroup: "crew") }  // too many items
        texts += form.update(fromURLEncoded: "age=151&notes=%E4%B8%83").fieldErrors.map(\.message)  // held
        texts += form.sections.compactMap(\.title)  // item titles
        return texts
    }

    @Test func everyRefusalIsWordedInEveryBuiltInLanguage() throws {
        let allowed = Array(Self.titles.values) + Array(Self.labels.values) + Self.written
        for language in FormLanguage.builtIn where language != .english {
            let texts = try Self.texts(in: language)
            #expect(!texts.contains("accepted"), "\(language.tag)")
            for text in texts {
                #expect(EnglishLeftovers.words(in: text, language: language, allowing: allowed) == [], "\(language.tag): \(text)")
            }
        }
    }

    @Test func everyRefusalHasAWordingOfItsOwnInEnglish() throws {
        let texts = try Self.texts(in: .english)
        #expect(!texts.contains("accepted"))
        #expect(texts.allSatisfy { !$0.contains("{") && !$0.hasPrefix("input.") && !$0.hasPrefix("group.") })
        // The first 24 are the edits' refusals, each for a reason of its own.
        #expect(Set(texts.prefix(24)).count == 24)
        #expect(texts.contains("计数 item 2 (\"七\") must be a whole number"))
        #expect(texts.contains("备注 is not saved until 年龄 is corrected"))
        #expect(texts.contains("成员 3"))
    }
}
