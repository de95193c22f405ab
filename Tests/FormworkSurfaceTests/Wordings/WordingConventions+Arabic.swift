extension WordingConventions {
    static let arabic = WordingConventions(
        language: .arabic,
        register: "",
        otherRegisters: [],
        titles: ["كلمة المرور", "الاسم"],
        placement: Placement(
            before: [
                "حقل ", "حقول ", "قسم ", "العنصر ", "قيمة ", "طول ", "عناصر ", "تاريخ ", "تنسيق ", "ملف ", "من ", "إضافة ",
                "إضافة: ", "إزالة ", "تعديل ", "على ", "في ", "(",
            ],
            labelAfter: [",", ":", " (", " 2", "،"], labelBefore: [", ", "، "], agreeingAfter: ["آخر", "جديد", "مخفي"]),
        actions: [:])
}
