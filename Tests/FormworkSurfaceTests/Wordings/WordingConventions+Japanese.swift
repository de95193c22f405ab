extension WordingConventions {
    static let japanese = WordingConventions(
        language: .japanese,
        register: "",
        otherRegisters: [],
        titles: ["メールアドレス"],
        placement: nil,
        actions: [:])
}
