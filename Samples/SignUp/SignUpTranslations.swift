import Formwork

/// The sample's own texts (titles, option labels, placeholders, the footer)
/// in Simplified Chinese and Arabic, for `--language zh-Hans`, `--language ar`
/// and `--fill` under `LANG=zh_CN.UTF-8` or `LANG=ar_EG.UTF-8`;
/// Formwork's built-in texts come with the language itself.
///
/// ```swift
/// var form = try FormState(SignUp())
/// form.localization = SignUpTranslations.localization(for: .arabic)
/// form.rows[1].title   // "اسم المستخدم"
/// ```
///
/// A repeating group's rows are worded once, without an item's position:
/// `emergency_contacts[0].name` reads the wording of
/// `title.emergency_contacts.name`.
enum SignUpTranslations {
    /// The localization in `language`: the translations when the sample has
    /// them, otherwise only Formwork's own texts in that language.
    static func localization(for language: FormLanguage) -> FormLocalization {
        FormLocalization(language: language, catalogue: catalogue)
    }

    /// Every translation as a catalogue: `title.<key>`, `placeholder.<key>`,
    /// `option.<key>.<value>` and `footer.contact`, by language.
    static let catalogue = FormCatalogue(texts.mapValues(\.entries))

    struct Texts {
        /// The form's title on the terminal's screen.
        var formTitle: String
        /// What `--fill` prints when the person cancels.
        var cancelled: String
        /// The footer of the Contact section.
        var contactFooter: String
        /// Titles by field or section key; `emergency_contacts.item` is the
        /// noun a contact is added and numbered by.
        var titles: [String: String]
        /// Placeholders by field key.
        var placeholders: [String: String]
        /// Option labels by `key=value`.
        var options: [String: String]

        /// The texts under their catalogue keys.
        var entries: [String: FormCatalogue.Entry] {
            var entries: [String: FormCatalogue.Entry] = ["footer.contact": .text(contactFooter)]
            for (key, title) in titles { entries["title." + key] = .text(title) }
            for (key, placeholder) in placeholders { entries["placeholder." + key] = .text(placeholder) }
            for (choice, label) in options {
                entries["option." + String(choice.map { $0 == "=" ? "." : $0 })] = .text(label)
            }
            return entries
        }
    }

    static let texts: [String: Texts] = ["zh-Hans": chinese, "ar": arabic]

    static let chinese = Texts(
        formTitle: "注册", cancelled: "已取消：没有注册任何内容。", contactFooter: "我们绝不会分享这些信息。",
        titles: [
            "avatar": "头像", "user_name": "用户名", "age": "年龄", "gender": "性别", "contact": "联系方式",
            "email": "电子邮件", "phone": "手机", "tags": "标签", "topics": "话题", "birthday": "生日",
            "newsletter": "订阅简报", "frequency": "频率", "about_me": "自我介绍", "address": "地址",
            "address.street": "街道", "address.city": "城市", "address.zip": "邮政编码", "address.country": "国家或地区",
            "address.province": "省份", "emergency_contacts": "紧急联系人", "emergency_contacts.item": "紧急联系人",
            "emergency_contacts.name": "姓名",
            "emergency_contacts.phone": "电话", "emergency_contacts.relationship": "关系",
            "emergency_contacts.details": "说明",
        ],
        placeholders: ["user_name": "您的姓名"],
        options: [
            "gender=female": "女", "gender=male": "男", "gender=prefer_not_to_say": "不愿透露",
            "topics=design": "设计", "topics=music": "音乐", "topics=travel": "旅行", "topics=photography": "摄影",
            "frequency=weekly": "每周", "frequency=monthly": "每月",
            "emergency_contacts.relationship=parent": "父母", "emergency_contacts.relationship=partner": "伴侣",
            "emergency_contacts.relationship=friend": "朋友", "emergency_contacts.relationship=other": "其他",
        ])

    static let arabic = Texts(
        formTitle: "التسجيل", cancelled: "أُلغي التسجيل: لم يُسجَّل أي شيء.", contactFooter: "لن نشارك هذه المعلومات أبدًا.",
        titles: [
            "avatar": "الصورة الشخصية", "user_name": "اسم المستخدم", "age": "العمر", "gender": "الجنس",
            "contact": "معلومات الاتصال", "email": "البريد الإلكتروني", "phone": "الجوال", "tags": "الوسوم",
            "topics": "المواضيع", "birthday": "تاريخ الميلاد", "newsletter": "النشرة البريدية", "frequency": "التكرار",
            "about_me": "نبذة عني", "address": "العنوان", "address.street": "الشارع", "address.city": "المدينة",
            "address.zip": "الرمز البريدي", "address.country": "البلد", "address.province": "المقاطعة",
            "emergency_contacts": "جهات اتصال الطوارئ", "emergency_contacts.item": "جهة اتصال للطوارئ",
            "emergency_contacts.name": "الاسم",
            "emergency_contacts.phone": "الهاتف", "emergency_contacts.relationship": "صلة القرابة",
            "emergency_contacts.details": "التفاصيل",
        ],
        placeholders: ["user_name": "اسمك"],
        options: [
            "gender=female": "أنثى", "gender=male": "ذكر", "gender=prefer_not_to_say": "أفضّل عدم الإفصاح",
            "topics=design": "التصميم", "topics=music": "الموسيقى", "topics=travel": "السفر",
            "topics=photography": "التصوير", "frequency=weekly": "أسبوعيًا", "frequency=monthly": "شهريًا",
            "emergency_contacts.relationship=parent": "أحد الوالدين", "emergency_contacts.relationship=partner": "الشريك",
            "emergency_contacts.relationship=friend": "صديق", "emergency_contacts.relationship=other": "أخرى",
        ])
}
