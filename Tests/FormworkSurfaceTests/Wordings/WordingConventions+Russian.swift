extension WordingConventions {
    static let russian = WordingConventions(
        language: .russian,
        register: "",
        otherRegisters: [],
        titles: ["Имя", "Почта", "Телефон"],
        placement: Placement(before: ["«", "Добавить: "], labelBefore: [", ", "«"]),
        actions: [:])
}
