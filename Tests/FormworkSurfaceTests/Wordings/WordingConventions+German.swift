extension WordingConventions {
    /// German addresses the person as "Sie", as iOS, Android and the web do
    /// in German; a title opens the sentence unquoted, never after an
    /// article or an adjective that would agree with it, and an item's noun
    /// stands in „ “ after the word "Eintrag".
    static let german = WordingConventions(
        language: .german,
        register: "the formal \"Sie\" (\"Wählen Sie die Datei erneut aus\"), without \"bitte\"",
        otherRegisters: [
            " du ", "Du ", " dich", " dir ", " dein", "Dein", "Bitte ", " bitte ", "Wähle ", "Antworte ", "Beantworte ",
            "Drücke ", "Korrigiere ", "Beende ", "Gib ",
        ],
        titles: ["Passwort", "E-Mail-Adresse", "Name"],
        placement: Placement(
            before: ["„", "für ", "Für ", "von ", "mit ", "als "], mayStandBare: true,
            agreeingBefore: [
                "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "kein", "keine",
                "keinen", "neuen", "neue", "neuer", "neues", "weiteren", "weitere", "weiterer", "weiteres",
            ]),
        actions: [
            .submit: Word("Absenden", avoiding: ["Abschicken"]),
            .add: Word("hinzufügen"),
            .remove: Word("Entfernen", avoiding: ["Löschen"]),
            .removeFile: Word("Entfernen"),
            .moveUp: Word("Nach oben verschieben"),
            .moveDown: Word("Nach unten verschieben"),
            .confirm: Word("bestätigen"),
            .cancel: Word("abbrechen"),
            .done: Word("fertig"),
            .item: Word("Eintrag", avoiding: ["Element", "Objekt"]),
            .hidden: Word("ausgeblendet", avoiding: ["versteckt", "verborgen"]),
            .disabled: Word("deaktiviert", avoiding: ["gesperrt", "inaktiv"]),
            .readOnly: Word("Schreibgeschützt", avoiding: ["Nur lesen", "Nur-Lesen"]),
            .none: Word("Keine Auswahl"),
            .chooseFile: Word("wählen"),
            .noFile: Word("Keine Datei"),
            .required: Word("erforderlich", avoiding: ["Pflichtfeld", "Pflichtangabe"]),
        ])
}
