extension _FormFieldKind.Rating {
    /// The refusal of a rating, and the accessible name of a number of
    /// stars, in every built-in language.
    static let ratingWordings: [String: [String: FormCatalogue.Entry]] = [
        "en": [
            "input.rating": "{title} must be a rating from 1 to {stars}",
            "rating.stars": .plural(one: "{count} star", other: "{count} stars"),
        ],
        "zh-Hans": ["input.rating": "{title}必须是 1 到 {stars} 星的评分", "rating.stars": "{count} 星"],
        "zh-Hant": ["input.rating": "{title}必須是 1 到 {stars} 星的評分", "rating.stars": "{count} 星"],
        "ja": ["input.rating": "{title}は1から{stars}の星の数で評価してください", "rating.stars": "星{count}つ"],
        "ko": ["input.rating": "{title}: 1~{stars}점 사이로 평가하세요", "rating.stars": "별 {count}개"],
        "de": [
            "input.rating": "{title} muss eine Bewertung von 1 bis {stars} sein",
            "rating.stars": .plural(one: "{count} Stern", other: "{count} Sterne"),
        ],
        "fr": [
            "input.rating": "Le champ «\u{00A0}{title}\u{00A0}» doit contenir une note de 1 à {stars}",
            "rating.stars": .plural(one: "{count} étoile", many: "{count} d’étoiles", other: "{count} étoiles"),
        ],
        "es": [
            "input.rating": "El campo {title} debe contener una valoración de 1 a {stars}",
            "rating.stars": .plural(one: "{count} estrella", many: "{count} de estrellas", other: "{count} estrellas"),
        ],
        "pt-BR": [
            "input.rating": "O campo {title} deve conter uma nota de 1 a {stars}",
            "rating.stars": .plural(one: "{count} estrela", many: "{count} de estrelas", other: "{count} estrelas"),
        ],
        "ru": [
            "input.rating": "В поле «{title}» должна быть оценка от 1 до {stars}",
            "rating.stars": .plural(
                one: "{count} звезда", few: "{count} звезды", many: "{count} звёзд", other: "{count} звезды"),
        ],
        "ar": [
            "input.rating": "يجب أن تكون قيمة {title} تقييمًا من 1 إلى {stars}",
            "rating.stars": .plural(
                zero: "{count} نجمة", one: "نجمة واحدة", two: "نجمتان", few: "{count} نجوم", many: "{count} نجمةً",
                other: "{count} نجمة"),
        ],
    ]
}
