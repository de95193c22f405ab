extension SignUpTexts {
    /// The server's texts in Simplified Chinese, by English text.
    static let chinese: [String: String] = [
        "Sign up": "注册", "Every sign-up as JSON": "所有注册（JSON）",
        "Avatar": "头像", "User Name": "用户名", "Age": "年龄", "Gender": "性别", "Contact": "联系方式", "Email": "电子邮件",
        "Mobile": "手机", "Tags": "标签", "Topics": "话题", "Birthday": "生日", "Newsletter": "订阅通讯", "Frequency": "频率",
        "About Me": "自我介绍", "Address": "地址", "Street": "街道", "City": "城市", "ZIP Code": "邮政编码", "Country": "国家",
        "Province": "省份", "Emergency Contacts": "紧急联系人", "Emergency Contact": "紧急联系人", "Name": "姓名",
        "Phone": "电话", "Relationship": "关系", "Details": "详情",
        "Female": "女", "Male": "男", "Prefer Not to Say": "不愿透露",
        "Swift": "Swift", "Design": "设计", "Music": "音乐", "Travel": "旅行", "Photography": "摄影",
        "Weekly": "每周", "Monthly": "每月", "Parent": "父母", "Partner": "伴侣", "Friend": "朋友", "Other": "其他",
        "Your name": "您的姓名",
    ]

    /// The server's texts in Arabic, by English text.
    static let arabic: [String: String] = [
        "Sign up": "التسجيل", "Every sign-up as JSON": "كل التسجيلات بصيغة JSON",
        "Avatar": "الصورة الرمزية", "User Name": "اسم المستخدم", "Age": "العمر", "Gender": "الجنس", "Contact": "التواصل",
        "Email": "البريد الإلكتروني", "Mobile": "الجوال", "Tags": "الوسوم", "Topics": "المواضيع", "Birthday": "تاريخ الميلاد",
        "Newsletter": "النشرة البريدية", "Frequency": "التكرار", "About Me": "نبذة عني", "Address": "العنوان",
        "Street": "الشارع", "City": "المدينة", "ZIP Code": "الرمز البريدي", "Country": "الدولة", "Province": "المحافظة",
        "Emergency Contacts": "جهات الاتصال للطوارئ", "Emergency Contact": "جهة اتصال للطوارئ", "Name": "الاسم",
        "Phone": "الهاتف", "Relationship": "صلة القرابة", "Details": "التفاصيل",
        "Female": "أنثى", "Male": "ذكر", "Prefer Not to Say": "أفضّل عدم الإجابة",
        "Swift": "Swift", "Design": "التصميم", "Music": "الموسيقى", "Travel": "السفر", "Photography": "التصوير",
        "Weekly": "أسبوعيًا", "Monthly": "شهريًا", "Parent": "أحد الوالدين", "Partner": "الشريك", "Friend": "صديق",
        "Other": "غير ذلك", "Your name": "اسمك",
    ]
}
