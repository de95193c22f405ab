extension WordingConventions {
    /// Simplified Chinese speaks to no one by name: no 你 or 您, a request
    /// opens with 请, a statement is plain; the mainland's words for each
    /// action. Chinese words agree with no title.
    static let simplifiedChinese = WordingConventions(
        language: .simplifiedChinese,
        register: "impersonal: no 你 or 您, requests with 请 (“请重新选择文件”), statements plain (“{title}为必填项”)",
        otherRegisters: ["你", "您"],
        titles: ["邮箱"],
        placement: nil,
        actions: [
            .submit: Word("提交", avoiding: ["送出"]), .add: Word("添加", avoiding: ["新增"]),
            .remove: Word("删除", avoiding: ["移除条目", "移除{noun}"]), .removeFile: Word("移除"),
            .moveUp: Word("上移"), .moveDown: Word("下移"), .confirm: Word("确认", avoiding: ["确定"]),
            .cancel: Word("取消"), .done: Word("完成"), .item: Word("条目", avoiding: ["项目"]),
            .hidden: Word("隐藏"), .disabled: Word("不可用", avoiding: ["禁用", "停用"]),
            .readOnly: Word("只读"), .none: Word("无"), .chooseFile: Word("选择文件", avoiding: ["浏览"]),
            .noFile: Word("未选择文件"), .required: Word("必填"),
        ])
}
