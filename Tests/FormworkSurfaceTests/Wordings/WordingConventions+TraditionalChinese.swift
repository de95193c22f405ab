extension WordingConventions {
    /// Traditional Chinese speaks to no one by name: no 你 or 您, a request
    /// opens with 請, a statement is plain; Taiwan's words for each action.
    /// Chinese words agree with no title.
    static let traditionalChinese = WordingConventions(
        language: .traditionalChinese,
        register: "impersonal: no 你 or 您, requests with 請 (「請重新選擇檔案」), statements plain (「{title}為必填欄位」)",
        otherRegisters: ["你", "您", "妳"],
        titles: ["電子郵件"],
        placement: nil,
        actions: [
            .submit: Word("送出", avoiding: ["提交"]), .add: Word("新增", avoiding: ["添加"]),
            .remove: Word("刪除", avoiding: ["移除項目", "移除{noun}"]), .removeFile: Word("移除"),
            .moveUp: Word("上移"), .moveDown: Word("下移"), .confirm: Word("確認", avoiding: ["確定"]),
            .cancel: Word("取消"), .done: Word("完成"), .item: Word("項目", avoiding: ["條目"]),
            .hidden: Word("隱藏"), .disabled: Word("無法使用", avoiding: ["停用", "禁用"]),
            .readOnly: Word("唯讀", avoiding: ["只讀"]), .none: Word("無"),
            .chooseFile: Word("選擇檔案", avoiding: ["瀏覽"]), .noFile: Word("未選擇檔案"), .required: Word("必填"),
        ])
}
