import Formwork
import FormworkFixtures
import FormworkLayout
import FormworkTesting
import Foundation
import Testing

/// Snapshots of the sign-up form in Simplified Chinese and in Arabic, each
/// checked by eye (rendered to PNG with rsvg-convert):
/// `__Snapshots__/TranslatedSnapshotTests/*.svg` and `*.txt`. The Chinese
/// picture reads left to right with its titles at the left; the Arabic one
/// is mirrored, its titles at the right, its field boxes at the left.
struct TranslatedSnapshotTests {
    static let titles: [String: [String: String]] = [
        "zh-Hans": [
            "avatar": "头像", "user_name": "用户名", "age": "年龄", "gender": "性别", "contact": "联系方式", "email": "电子邮件",
            "tags": "标签", "about_me": "自我介绍", "address": "地址", "address.street": "街道", "address.city": "城市",
        ],
        "ar": [
            "avatar": "الصورة", "user_name": "اسم المستخدم", "age": "العمر", "gender": "الجنس", "contact": "الاتصال",
            "email": "البريد الإلكتروني", "tags": "الوسوم", "about_me": "نبذة عني", "address": "العنوان",
            "address.street": "الشارع", "address.city": "المدينة",
        ],
    ]

    static func form(in language: FormLanguage) throws -> FormState<SignUp> {
        var form = try FormState(SignUp())
        let labels = ["zh-Hans": "不愿透露", "ar": "أفضّل عدم الإفصاح"]
        let placeholders = ["zh-Hans": ["user_name": "你的名字"], "ar": ["user_name": "اسمك"]]
        form.localization = FormLocalization(language: language, titles: titles[language.tag] ?? [:]) { request in
            switch request {
            case .optionLabel: return labels[language.tag]
            case .placeholder(let key, _): return placeholders[language.tag]?[key]
            default: return nil
            }
        }
        try form.setText("36", for: "age")
        return form
    }

    @Test func signUpCompactPictureInChinese() throws {
        let error = FormFieldError(key: "email", title: "电子邮件", kind: .model, message: "请填写完整的电子邮件地址")
        let layout = try Self.form(in: .simplifiedChinese).layout(for: .compact, errors: [error])
        assertSnapshot(of: layout, as: .svg, named: "compact")
    }

    @Test func signUpCompactPictureInArabic() throws {
        let error = FormFieldError(key: "email", title: "البريد الإلكتروني", kind: .model, message: "أدخل عنوانًا كاملًا")
        let layout = try Self.form(in: .arabic).layout(for: .compact, errors: [error])
        assertSnapshot(of: layout, as: .svg, named: "compact")
        assertSnapshot(of: layout, as: .ascii, named: "wireframe")
    }
}
