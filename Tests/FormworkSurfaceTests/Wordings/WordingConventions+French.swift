extension WordingConventions {
    /// French addresses the person as *vous*, as Apple's and Google's French
    /// interfaces do; a title stands in « » after *le champ* or *la
    /// section*, a noun after a colon or in « ».
    static let french = WordingConventions(
        language: .french,
        register: "vous (« Répondez par oui ou par non. », « Choisissez de nouveau le fichier »), never tu",
        otherRegisters: [
            " tu ", "Tu ", " te ", " ton ", " ta ", " tes ", "-toi", "Réponds", "Appuie ", "Choisis ", "Corrige ", "corrige ",
            "Termine ", "Vérifie ",
        ],
        titles: ["Adresse e-mail", "Nom"],
        placement: Placement(
            before: ["«\u{00A0}", "\u{00A0}: "],
            labelAfter: [",", ":", " (", " 2", "\u{00A0}:"],
            agreeingAfter: ["masqué", "désactivé", "modifié", "valide", "nouveau", "nouvel", "vide", "est ", "doit "]),
        actions: [
            .submit: Word("Envoyer", avoiding: ["Soumettre"]), .add: Word("Ajouter"),
            .remove: Word("Supprimer", avoiding: ["Retirer", "Enlever"]), .removeFile: Word("Supprimer"),
            .moveUp: Word("Monter"), .moveDown: Word("Descendre"), .confirm: Word("valider", avoiding: ["confirmer"]),
            .cancel: Word("annuler"), .done: Word("OK", avoiding: ["Terminé", "terminer"]),
            .item: Word("élément", avoiding: ["article", "rubrique"]), .hidden: Word("masqué", avoiding: ["caché"]),
            .disabled: Word("désactivé", avoiding: ["inactif"]), .readOnly: Word("Lecture seule"), .none: Word("Aucun"),
            .chooseFile: Word("Choisir", forms: ["Choisissez"], avoiding: ["Parcourir", "Sélectionner un fichier"]),
            .noFile: Word("Aucun fichier"), .required: Word("obligatoire", avoiding: ["requis"]),
        ])
}
