extension WordingConventions {
    static let korean = WordingConventions(
        language: .korean,
        register: "",
        otherRegisters: [],
        titles: ["이메일"],
        placement: nil,
        actions: [:])
}
