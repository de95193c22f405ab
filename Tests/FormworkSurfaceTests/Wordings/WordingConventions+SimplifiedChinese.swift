extension WordingConventions {
    static let simplifiedChinese = WordingConventions(
        language: .simplifiedChinese,
        register: "",
        otherRegisters: [],
        titles: ["邮箱"],
        placement: nil,
        actions: [:])
}
