extension WordingConventions {
    static let brazilianPortuguese = WordingConventions(
        language: .brazilianPortuguese,
        register: "",
        otherRegisters: [],
        titles: ["Senha", "Nome"],
        placement: Placement(before: ["campo ", "seção ", "“", "Adicionar: ", "Remover: "]),
        actions: [:])
}
