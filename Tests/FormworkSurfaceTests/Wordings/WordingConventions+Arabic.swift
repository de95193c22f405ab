extension WordingConventions {
    /// Arabic speaks to the person in the masculine singular imperative
    /// ("اختر", "أجب"), as iOS and Android do in Arabic, and names actions
    /// with the verbal noun ("إضافة", "إرسال"); a title follows a noun that
    /// governs it (حقل, قيمة, قسم, طول), an item's noun follows إضافة or
    /// إزالة, never before آخر or جديد.
    static let arabic = WordingConventions(
        language: .arabic,
        register: "the masculine singular imperative (\"أعد اختيار الملف\"), without \"يُرجى\"",
        otherRegisters: [
            "يُرجى", "يرجى", "الرجاء", "رجاءً", "اختاري", "أجيبي", "اضغطي", "صحّحي", "صححي", "أدخلي", "أعيدي", "أنهي ",
            "اضغطوا", "أجيبوا", "صحّحوا",
        ],
        titles: ["كلمة المرور", "الاسم"],
        placement: Placement(
            before: [
                "حقل ", "حقول ", "الحقلان ", "قسم ", "العنصر ", "قيمة ", "طول ", "عناصر ", "تاريخ ", "تنسيق ", "ملف ", "من ",
                "إضافة ", "إزالة ", "تعديل ", "على ", "في ", "(",
            ],
            labelAfter: [",", ":", " (", " 2", "،"], labelBefore: [", ", "، "], agreeingAfter: ["آخر", "أخرى", "جديد"]),
        actions: [
            .submit: Word("إرسال"),
            .add: Word("إضافة"),
            .remove: Word("إزالة", avoiding: ["حذف"]),
            .removeFile: Word("إزالة"),
            .moveUp: Word("نقل لأعلى"),
            .moveDown: Word("نقل لأسفل"),
            .confirm: Word("تأكيد"),
            .cancel: Word("إلغاء"),
            // "تم" on the keyboard's button, "للإتمام" (to finish) in the
            // terminal's key line: the same root.
            .done: Word("تم", forms: ["للإتمام"]),
            .item: Word("عنصر", avoiding: ["بند"]),
            .hidden: Word("مخفي"),
            .disabled: Word("معطّل", avoiding: ["غير مفعّل"]),
            .readOnly: Word("للقراءة فقط"),
            .none: Word("بلا", avoiding: ["لا شيء"]),
            .chooseFile: Word("اختيار"),
            .noFile: Word("لا يوجد ملف"),
            .required: Word("مطلوب", avoiding: ["إلزامي"]),
        ])
}
