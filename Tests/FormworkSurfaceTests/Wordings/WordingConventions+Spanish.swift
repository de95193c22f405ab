extension WordingConventions {
    static let spanish = WordingConventions(
        language: .spanish,
        register: "",
        otherRegisters: [],
        titles: ["Contraseña", "Nombre"],
        placement: Placement(before: ["campo ", "sección ", "«", "Añadir: ", "Quitar: "]),
        actions: [:])
}
