import Formwork
import Foundation

enum HTMLSize: String, FormChoice { case small, medium, large }
enum HTMLColor: String, FormChoice { case red, green, blue, black, white }

/// A parcel: an item of ``HTMLShipment``'s repeating group, with a condition of its own.
struct HTMLParcel: FormModel {
    @FormText(rules: [.required]) var content = ""
    @FormNumber(range: 1...50) var weight = 1
    @FormBoolean var fragile = false
    @FormText(visibleWhen: "fragile") var handling = ""
}

/// A shipping form with a row of every kind, choices as buttons and as
/// menus, a file it holds, a section, a row a condition hides and a
/// repeating group whose items can be added, removed and moved. The app's
/// own texts (values, help, footer, the item noun) are Chinese; titles,
/// placeholders and option labels are translated by ``chinese(in:)``.
struct HTMLShipment: FormModel {
    @FormHeading var heading = "寄件单"
    @FormText(placeholder: "Your name", help: "与证件一致", rules: [.required, .minLength(2)]) var sender = ""
    @FormText(.email, rules: [.required, .email]) var email = "不是邮箱"
    @FormText(.password) var secret: String? = nil
    @FormText(.url) var site = ""
    @FormText(.phone) var phone: String? = nil
    @FormLongText(maxCharacters: 140) var notes = "易碎，请轻放"
    @FormNumber(range: 0...150) var age = 0
    @FormBoolean var insured = false
    @FormText(rules: [.required], visibleWhen: "insured") var policy = ""
    @FormList var words: [String] = ["甲", "乙"]
    @FormList var sizes: [HTMLSize] = [.small]
    @FormEnumerated var size: HTMLSize = .small
    @FormEnumerated var color: HTMLColor? = nil
    @FormEnumerated var colors: [HTMLColor] = []
    @FormImage var picture: FormFile? = FormFile(filename: "照片", contentType: "image/png", data: Data([1, 2, 3]))
    @FormAttachment var invoice: FormFile? = nil
    @FormDate var sent = Date(timeIntervalSince1970: 0)
    @FormDate(.date) var day: Date? = nil
    @FormDate(.time) var alarm = Date(timeIntervalSince1970: 7 * 3600)
    var delivery = FormSeparator("Delivery", footer: "由专人包装。")
    @FormGroup(help: "最多三件", itemTitle: .numbered("包裹"), maxItems: 3, blankItems: 1)
    var parcels: [HTMLParcel] = [HTMLParcel(), HTMLParcel()]
}

extension HTMLShipment {
    /// The app's Chinese titles by the English they replace.
    static let titles = [
        "Heading": "标题", "Sender": "寄件人", "Email": "电子邮件", "Secret": "密码", "Site": "网站", "Phone": "电话",
        "Notes": "备注", "Age": "年龄", "Insured": "保价", "Policy": "保单", "Words": "关键词", "Sizes": "尺寸列表",
        "Size": "尺寸", "Color": "颜色", "Colors": "颜色列表", "Picture": "图片", "Invoice": "发票", "Sent": "寄出时间",
        "Day": "日期", "Alarm": "提醒", "Delivery": "配送", "Parcels": "包裹列表", "Content": "内容", "Weight": "重量",
        "Fragile": "易碎", "Handling": "处理方式",
    ]

    /// Option labels by value.
    static let options = [
        "small": "小", "medium": "中", "large": "大", "red": "红", "green": "绿", "blue": "蓝", "black": "黑",
        "white": "白",
    ]

    /// The form shown in `language` with the app's Chinese texts: titles,
    /// item titles "第1件包裹", placeholders and option labels.
    static func chinese(in language: FormLanguage) -> FormLocalization {
        FormLocalization(language: language) { request in
            switch request {
            case .title(let key, let text):
                // An item's title ends with its number, in every language ("Parcel 1", "包裹1").
                if key.hasPrefix("parcels["), !key.contains(".") {
                    return "第" + String(text.reversed().prefix(while: \.isNumber).reversed()) + "件包裹"
                }
                return titles[text]
            case .placeholder: return "请输入"
            case .optionLabel(_, let value, _): return options[value.text]
            default: return nil
            }
        }
    }
}
