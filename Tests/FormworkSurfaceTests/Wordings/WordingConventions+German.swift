extension WordingConventions {
    static let german = WordingConventions(
        language: .german,
        register: "",
        otherRegisters: [],
        titles: ["Passwort", "E-Mail-Adresse", "Name"],
        placement: Placement(
            before: ["„", "für ", "Für ", "von ", "mit ", "als "], mayStandBare: true,
            agreeingBefore: [
                "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "kein", "keine",
                "keinen", "neuen", "neue", "neuer", "neues", "weiteren", "weitere", "weiterer", "weiteres",
            ]),
        actions: [:])
}
