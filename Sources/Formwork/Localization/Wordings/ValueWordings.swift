extension FormCatalogue {
    /// The words a switch's value shows on every surface, in every built-in
    /// language: a row's display text, the terminal's answer to a yes-or-no
    /// question and its row values.
    static let valueWordings: [String: [String: Entry]] = [
        "en": ["value.on": "Yes", "value.off": "No"],
        "zh-Hans": ["value.on": "是", "value.off": "否"],
        "zh-Hant": ["value.on": "是", "value.off": "否"],
        "ja": ["value.on": "はい", "value.off": "いいえ"],
        "ko": ["value.on": "예", "value.off": "아니요"],
        "de": ["value.on": "Ja", "value.off": "Nein"],
        "fr": ["value.on": "Oui", "value.off": "Non"],
        "es": ["value.on": "Sí", "value.off": "No"],
        "pt-BR": ["value.on": "Sim", "value.off": "Não"],
        "ru": ["value.on": "Да", "value.off": "Нет"],
        "ar": ["value.on": "نعم", "value.off": "لا"],
    ]
}
