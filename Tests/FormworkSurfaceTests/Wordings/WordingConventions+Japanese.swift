extension WordingConventions {
    /// Japanese speaks politely, in です・ます and 〜してください, never in the
    /// plain form; buttons and keys name the action as a noun (送信, 削除).
    /// Japanese words agree with no title: particles follow it unchanged.
    static let japanese = WordingConventions(
        language: .japanese,
        register: "polite です・ます, requests as 〜してください (“{title}を入力してください”), buttons as nouns (“送信”)",
        otherRegisters: ["である", "ではない", "できない", "しなさい", "しろ", "せよ", "してね", "だよ", "だ。"],
        titles: ["メールアドレス"],
        placement: nil,
        actions: [
            .submit: Word("送信", avoiding: ["提出"]), .add: Word("追加"), .remove: Word("削除"),
            .removeFile: Word("取り除く"), .moveUp: Word("上へ移動"), .moveDown: Word("下へ移動"),
            .confirm: Word("確定", avoiding: ["決定"]), .cancel: Word("キャンセル", avoiding: ["取り消し", "取消"]),
            .done: Word("完了"), .item: Word("項目", avoiding: ["アイテム"]), .hidden: Word("非表示"),
            .disabled: Word("無効", avoiding: ["使用不可"]), .readOnly: Word("読み取り専用"), .none: Word("なし"),
            .chooseFile: Word("選択", avoiding: ["参照"]), .noFile: Word("ファイル未選択"), .required: Word("必須"),
        ])
}
