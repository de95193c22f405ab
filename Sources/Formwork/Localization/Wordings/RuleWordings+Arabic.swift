extension FormCatalogue {
    /// The rules' messages in Arabic.
    static let ruleWordingsArabic: [String: [String: Entry]] = [
        "ar": [
            "list.separator": "، ",
            "rule.required": "حقل {title} مطلوب",
            "rule.email": "يجب أن يحتوي حقل {title} على عنوان بريد إلكتروني صالح",
            "rule.url": "يجب أن يحتوي حقل {title} على عنوان URL صالح",
            "rule.matches": "قيمة {title} ليست بالتنسيق المطلوب",
            "rule.invalid": "قيمة {title} غير صالحة",
            "rule.unchecked": "تعذّر التحقق من حقل {title}: {problem}",
            "rule.minLength.characters": .plural(
                zero: "يجب ألا يقل طول {title} عن {count} حرف", one: "يجب ألا يقل طول {title} عن حرف واحد",
                two: "يجب ألا يقل طول {title} عن حرفين", few: "يجب ألا يقل طول {title} عن {count} أحرف",
                many: "يجب ألا يقل طول {title} عن {count} حرفًا", other: "يجب ألا يقل طول {title} عن {count} حرف"),
            "rule.maxLength.characters": .plural(
                zero: "يجب ألا يزيد طول {title} على {count} حرف", one: "يجب ألا يزيد طول {title} على حرف واحد",
                two: "يجب ألا يزيد طول {title} على حرفين", few: "يجب ألا يزيد طول {title} على {count} أحرف",
                many: "يجب ألا يزيد طول {title} على {count} حرفًا", other: "يجب ألا يزيد طول {title} على {count} حرف"),
            "rule.exactLength.characters": .plural(
                zero: "يجب أن يتكون حقل {title} من {count} حرف بالضبط", one: "يجب أن يتكون حقل {title} من حرف واحد بالضبط",
                two: "يجب أن يتكون حقل {title} من حرفين بالضبط", few: "يجب أن يتكون حقل {title} من {count} أحرف بالضبط",
                many: "يجب أن يتكون حقل {title} من {count} حرفًا بالضبط", other: "يجب أن يتكون حقل {title} من {count} حرف بالضبط"),
            "rule.minLength.items": .plural(
                zero: "يجب ألا يقل عدد عناصر {title} عن {count} عنصر", one: "يجب ألا يقل عدد عناصر {title} عن عنصر واحد",
                two: "يجب ألا يقل عدد عناصر {title} عن عنصرين", few: "يجب ألا يقل عدد عناصر {title} عن {count} عناصر",
                many: "يجب ألا يقل عدد عناصر {title} عن {count} عنصرًا", other: "يجب ألا يقل عدد عناصر {title} عن {count} عنصر"),
            "rule.maxLength.items": .plural(
                zero: "يجب ألا يزيد عدد عناصر {title} على {count} عنصر", one: "يجب ألا يزيد عدد عناصر {title} على عنصر واحد",
                two: "يجب ألا يزيد عدد عناصر {title} على عنصرين", few: "يجب ألا يزيد عدد عناصر {title} على {count} عناصر",
                many: "يجب ألا يزيد عدد عناصر {title} على {count} عنصرًا", other: "يجب ألا يزيد عدد عناصر {title} على {count} عنصر"
            ),
            "rule.exactLength.items": .plural(
                zero: "يجب أن يتكون حقل {title} من {count} عنصر بالضبط", one: "يجب أن يتكون حقل {title} من عنصر واحد بالضبط",
                two: "يجب أن يتكون حقل {title} من عنصرين بالضبط", few: "يجب أن يتكون حقل {title} من {count} عناصر بالضبط",
                many: "يجب أن يتكون حقل {title} من {count} عنصرًا بالضبط", other: "يجب أن يتكون حقل {title} من {count} عنصر بالضبط"
            ),
            "rule.min.number": "يجب ألا تقل قيمة {title} عن {limit}",
            "rule.min.date": "يجب ألا يكون تاريخ {title} قبل {limit}",
            "rule.max.number": "يجب ألا تزيد قيمة {title} على {limit}",
            "rule.max.date": "يجب ألا يكون تاريخ {title} بعد {limit}",
            "rule.greaterThan.number": "يجب أن تكون قيمة {title} أكبر من {limit}",
            "rule.greaterThan.date": "يجب أن يكون تاريخ {title} بعد {limit}",
            "rule.greaterThanOrEqual.number": "يجب أن تكون قيمة {title} أكبر من {limit} أو مساوية له",
            "rule.greaterThanOrEqual.date": "يجب ألا يكون تاريخ {title} قبل {limit}",
            "rule.lessThan.number": "يجب أن تكون قيمة {title} أصغر من {limit}",
            "rule.lessThan.date": "يجب أن يكون تاريخ {title} قبل {limit}",
            "rule.lessThanOrEqual.number": "يجب أن تكون قيمة {title} أصغر من {limit} أو مساوية له",
            "rule.lessThanOrEqual.date": "يجب ألا يكون تاريخ {title} بعد {limit}",
            "rule.range": "يجب أن تكون قيمة {title} بين {lower} و{upper}",
            "rule.notA.number": "يجب أن تكون قيمة {title} رقمًا",
            "rule.notA.date": "يجب أن تكون قيمة {title} تاريخًا",
            "rule.step.multiple": "يجب أن تكون قيمة {title} من مضاعفات {step}",
            "rule.step.sequence":
                "يجب أن تكون قيمة {title} إحدى القيم {first}، {second}، {third}، … (بخطوات قدرها {step} بدءًا من {base})",
            "rule.oneOf": "يجب أن تكون قيمة {title} إحدى القيم التالية: {options}",
            "rule.maxFileSize": "يجب ألا يتجاوز حجم ملف {title} {size}",
            "rule.fileTypes": "يجب أن يكون نوع ملف {title} أحد الأنواع التالية: {types}",
            "rule.equalsField": "يجب أن تطابق قيمة {title} قيمة {other}",
        ]
    ]
}
