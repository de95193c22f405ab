extension WordingConventions {
    static let french = WordingConventions(
        language: .french,
        register: "",
        otherRegisters: [],
        titles: ["Adresse e-mail", "Nom"],
        placement: Placement(
            before: ["«\u{00A0}", "Ajouter\u{00A0}: ", "Supprimer\u{00A0}: "],
            labelAfter: [",", ":", " (", " 2", "\u{00A0}:"]),
        actions: [:])
}
