import Formwork
import Foundation

enum Cover: String, FormChoice {
    case basic, full
}

enum Seat: String, FormChoice {
    case window, aisle
}

enum Meal: String, FormChoice {
    case vegetarian, halal
}

/// A journey booked by a person who reads Chinese, with every kind of row the
/// terminal shows: a title, required text with a limit, help and a
/// placeholder, a password, long text, numbers with a range, a lower and an
/// upper bound and none, a switch that shows a choice and enables a row, an
/// optional choice, several choices, a list, a date, a time, a moment, an
/// image, a file, a row disabled for a reason, and a repeating group.
///
/// Its own texts are Chinese: the declared ones here, the titles and the
/// option labels through ``Journey/localization(_:)``. Whatever else a
/// rendering holds in English is Formwork's.
struct Journey: FormModel {
    @FormHeading var heading = "预订行程"
    @FormText(placeholder: "与证件一致", help: "请填写真实姓名", maxCharacters: 20, rules: [.required]) var name = ""
    @FormText(.password) var password = ""
    @FormLongText var notes = ""
    @FormNumber(range: 1...9) var travellers = 1
    @FormNumber(min: 0) var budget = 0
    @FormNumber(max: 30) var nights = 3
    @FormNumber var rooms = 1
    @FormBoolean var insurance = false
    @FormEnumerated(visibleWhen: "insurance") var cover: Cover = .basic
    @FormEnumerated var seat: Seat? = nil
    @FormList var meals: [Meal] = []
    @FormList var wishes: [String] = []
    @FormDate(.date) var departure: Date? = nil
    @FormDate(.time) var pickup: Date? = nil
    @FormDate var booked = Date(timeIntervalSince1970: 0)
    @FormImage var photo: FormFile? = nil
    @FormAttachment var ticket: FormFile? = FormFile(filename: "行程单.pdf", contentType: "application/pdf", data: Data(count: 2450))
    @FormText(enabledWhen: "insurance") var agent = ""
    @FormText var member = "金卡"
    @FormGroup(help: "最多两位", itemTitle: .numbered("旅客"), maxItems: 2) var companions: [Companion] = []

    /// The Chinese titles of the rows and the group, by the last part of their keys.
    static let titles = [
        "heading": "行程", "name": "姓名", "password": "密码", "notes": "备注", "travellers": "人数", "budget": "预算", "nights": "晚数",
        "rooms": "房间数", "insurance": "保险", "cover": "保障", "seat": "座位", "meals": "餐食", "wishes": "愿望",
        "departure": "出发日期", "pickup": "接送时间", "booked": "预订时间", "photo": "照片", "ticket": "行程单",
        "agent": "代理人", "member": "会员", "companions": "同行旅客", "child": "儿童",
    ]

    /// The Chinese labels of every option, by value.
    static let labels = [
        "basic": "基本", "full": "全面", "window": "靠窗", "aisle": "靠走道", "vegetarian": "素食", "halal": "清真",
    ]

    /// The journey's Chinese titles and option labels, with Formwork's own texts in `language`.
    static func localization(_ language: FormLanguage) -> FormLocalization {
        FormLocalization(language: language) { request in
            switch request {
            case .title(let key, _): return titles[String(key.split(separator: ".").last ?? "")]
            case .optionLabel(_, let value, _): return labels[value.text]
            default: return nil
            }
        }
    }

    /// A form of the journey in `language`, its membership row disabled for a reason.
    static func form(in language: FormLanguage) throws -> FormState<Journey> {
        var form = try FormState(Journey())
        form.localization = localization(language)
        form.setAccess(.editable(except: ["member"], reason: "已核实"))
        return form
    }

    /// What the person or the journey wrote, which is no leftover in any language:
    /// the file's name and content type, a path typed, and an answer typed in English words.
    static let allowed = ["行程单.pdf", "application/pdf", "/nonexistent/照片.png", "maybe"]
}

/// A person travelling along.
struct Companion: FormModel {
    @FormText(rules: [.required]) var name = ""
    @FormBoolean var child = false
}
