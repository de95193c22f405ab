extension WordingConventions {
    static let traditionalChinese = WordingConventions(
        language: .traditionalChinese,
        register: "",
        otherRegisters: [],
        titles: ["電子郵件"],
        placement: nil,
        actions: [:])
}
