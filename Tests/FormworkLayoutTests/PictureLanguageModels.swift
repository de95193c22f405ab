import Formwork
import FormworkLayout
import Foundation

/// A dinner booking whose every text is given in Chinese by its
/// localization, whatever the language: any Latin word in its renderings
/// is one Formwork wrote.
struct DinnerBooking: FormModel {
    enum Meal: String, FormChoice { case fish, vegetables }
    enum Extra: String, FormChoice { case wine, cake }

    @FormText(placeholder: "Your name", rules: [.required]) var guest = ""
    @FormText(.password) var secret = ""
    @FormLongText var notes = "靠窗的座位"
    @FormNumber(step: 1) var guests = 2
    @FormEnumerated var meal: Meal = .fish
    @FormEnumerated var extras: [Extra] = [.wine, .cake]
    @FormList var dishes: [String] = ["饺子", "春卷"]
    @FormImage var photo: URL? = nil
    @FormAttachment var ticket: FormFile? = nil
    @FormDate(.date) var day: Date? = nil
    @FormLongText(visibleWhen: "guests > 5") var reason = ""

    /// The booking's titles, placeholder and option labels in Chinese, in `language`.
    static func localization(in language: FormLanguage) -> FormLocalization {
        let titles = [
            "guest": "姓名", "secret": "密码", "notes": "备注", "guests": "人数", "meal": "餐食", "extras": "附加",
            "dishes": "菜品", "photo": "照片", "ticket": "票据", "day": "日期", "reason": "原因",
        ]
        let options = ["fish": "鱼", "vegetables": "蔬菜", "wine": "葡萄酒", "cake": "蛋糕"]
        return FormLocalization(language: language, titles: titles) { request in
            switch request {
            case .placeholder: return "请输入"
            case .optionLabel(_, let value, _): return options[value.text]
            default: return nil
            }
        }
    }

    /// The booking in `language`: editable or read-only.
    static func form(in language: FormLanguage, editable: Bool = true) throws -> FormState<DinnerBooking> {
        var form = try FormState(DinnerBooking())
        form.localization = localization(in: language)
        form.setEditable(editable)
        return form
    }
}

/// A title beside its field, as a model lays out a label and a field.
struct LabelledName: FormModel, FormLayoutCustomizing {
    @FormHeading var label = "Name"
    @FormText var name = ""

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        FormCustomLayout(
            lines: [
                "H:|-margin-[label(==120)]-margin-[name]-margin-|",
                "V:|-margin-[label(==44)]",
                "V:|-margin-[name(==44)]-margin-|",
            ], metrics: ["margin": 8])
    }
}
