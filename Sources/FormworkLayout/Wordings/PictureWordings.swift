import Formwork

extension FormCatalogue {
    /// The pictures' own words (the tags, a list's button, an attachment
    /// without a file) in every built-in language.
    static let pictureWordings: [String: [String: Entry]] = [
        "en": [
            "picture.add": "+ Add",
            "picture.readOnly": "Read-only",
            "picture.hidden": "Hidden",
            "picture.noFile": "No file",
        ],
        "zh-Hans": [
            "picture.add": "＋添加",
            "picture.readOnly": "只读",
            "picture.hidden": "已隐藏",
            "picture.noFile": "未选择文件",
        ],
        "zh-Hant": [
            "picture.add": "＋新增",
            "picture.readOnly": "唯讀",
            "picture.hidden": "已隱藏",
            "picture.noFile": "未選擇檔案",
        ],
        "ja": [
            "picture.add": "＋追加",
            "picture.readOnly": "読み取り専用",
            "picture.hidden": "非表示",
            "picture.noFile": "ファイル未選択",
        ],
        "ko": [
            "picture.add": "+ 추가",
            "picture.readOnly": "읽기 전용",
            "picture.hidden": "숨김",
            "picture.noFile": "파일 없음",
        ],
        "de": [
            "picture.add": "+ Hinzufügen",
            "picture.readOnly": "Schreibgeschützt",
            "picture.hidden": "Ausgeblendet",
            "picture.noFile": "Keine Datei",
        ],
        "fr": [
            "picture.add": "+ Ajouter",
            "picture.readOnly": "Lecture seule",
            "picture.hidden": "Masqué",
            "picture.noFile": "Aucun fichier",
        ],
        "es": [
            "picture.add": "+ Añadir",
            "picture.readOnly": "Solo lectura",
            "picture.hidden": "Oculto",
            "picture.noFile": "Ningún archivo",
        ],
        "pt-BR": [
            "picture.add": "+ Adicionar",
            "picture.readOnly": "Somente leitura",
            "picture.hidden": "Oculto",
            "picture.noFile": "Nenhum arquivo",
        ],
        "ru": [
            "picture.add": "+ Добавить",
            "picture.readOnly": "Только для чтения",
            "picture.hidden": "Скрыто",
            "picture.noFile": "Файл не выбран",
        ],
        "ar": [
            "picture.add": "+ إضافة",
            "picture.readOnly": "للقراءة فقط",
            "picture.hidden": "مخفي",
            "picture.noFile": "لا يوجد ملف",
        ],
    ]
}
