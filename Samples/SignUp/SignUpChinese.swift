import Formwork
import Foundation

/// The sign-up form's own texts in Chinese: its titles and its options'
/// labels, given through the form's localization when the terminal's
/// language is Simplified Chinese. Formwork words the rest (keys, hints,
/// questions, messages) itself.
///
/// ```swift
/// var form = try ModelForm(SignUp())
/// form.localization = SignUpChinese.localization(.simplifiedChinese)
/// form.row("age")?.title   // "年龄"
/// ```
enum SignUpChinese {
    /// The title of the form in `language`; `nil` keeps the one made from the type's name.
    static func title(_ language: FormLanguage) -> String? {
        language == .simplifiedChinese ? "注册" : nil
    }

    /// Formwork's texts in `language`, with the form's titles and labels in Chinese when it is Simplified Chinese.
    static func localization(_ language: FormLanguage) -> FormLocalization {
        guard language == .simplifiedChinese else { return FormLocalization(language: language) }
        return FormLocalization(language: language, titles: titles) { request in
            switch request {
            case .title(let key, _): return titles[itemKey(key)]
            case .placeholder(key: "user_name", _): return "您的姓名"
            case .optionLabel(_, let value, _): return labels[value.text]
            default: return nil
            }
        }
    }

    /// `key` with each item's index left out: `emergency_contacts[0].name` → `emergency_contacts[].name`.
    private static func itemKey(_ key: String) -> String {
        key.replacingOccurrences(of: "\\[[0-9]+\\]", with: "[]", options: .regularExpression)
    }

    /// Titles by key, an item's index left out; `emergency_contacts.item`
    /// is the noun a contact is added and numbered by.
    private static let titles = [
        "avatar": "头像", "user_name": "用户名", "age": "年龄", "gender": "性别", "contact": "联系方式",
        "email": "电子邮件", "phone": "手机", "tags": "标签", "topics": "话题", "birthday": "生日",
        "newsletter": "订阅通讯", "frequency": "频率", "about_me": "自我介绍", "address": "地址",
        "address.street": "街道", "address.city": "城市", "address.zip": "邮政编码", "address.country": "国家或地区",
        "address.province": "省份", "emergency_contacts": "紧急联系人", "emergency_contacts.item": "紧急联系人",
        "emergency_contacts[].name": "姓名",
        "emergency_contacts[].phone": "电话", "emergency_contacts[].relationship": "关系",
        "emergency_contacts[].details": "说明",
    ]

    private static let labels = [
        "female": "女", "male": "男", "prefer_not_to_say": "不愿透露", "swift": "Swift", "design": "设计", "music": "音乐",
        "travel": "旅行", "photography": "摄影", "weekly": "每周", "monthly": "每月", "parent": "父母", "partner": "伴侣",
        "friend": "朋友", "other": "其他",
    ]
}
