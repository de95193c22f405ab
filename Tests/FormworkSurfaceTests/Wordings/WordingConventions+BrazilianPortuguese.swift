extension WordingConventions {
    /// Brazilian Portuguese addresses the person as *você*, in the imperative
    /// of Apple's and Google's Brazilian interfaces ("Responda", "Escolha");
    /// a title stands unquoted after *o campo* or *a seção*, a noun after a
    /// colon or in “ ”.
    static let brazilianPortuguese = WordingConventions(
        language: .brazilianPortuguese,
        register: "você (\"Responda sim ou não.\", \"corrija as linhas\"), never tu",
        otherRegisters: [
            " tu ", "Tu ", " teu", " tua", "contigo", "Responde ", "pressiona ", "Pressiona ", "corrige ", "Escolhe ",
            "Encerra ", "vós", "o senhor", "a senhora",
        ],
        titles: ["Senha", "Nome"],
        placement: Placement(
            before: ["campo ", "campos ", "seção ", "“", "Adicionar: ", "Remover: "],
            agreeingAfter: ["obrigatóri", "ocult", "desativad", "válid"]),
        actions: [
            .submit: Word("Enviar"), .add: Word("Adicionar", avoiding: ["Acrescentar"]),
            .remove: Word("Remover", avoiding: ["Excluir", "Apagar"]), .removeFile: Word("Remover"),
            .moveUp: Word("Mover para cima"), .moveDown: Word("Mover para baixo"), .confirm: Word("confirmar"),
            .cancel: Word("cancelar"), .done: Word("OK", avoiding: ["Concluído", "Concluir"]),
            .item: Word("item", avoiding: ["elemento"]),
            // "oculto" for a field and the picture's label, "oculta" for a section.
            .hidden: Word("oculto", forms: ["oculta"], avoiding: ["escondid"]),
            .disabled: Word("desativado", avoiding: ["desabilitado"]),
            .readOnly: Word("Somente leitura", avoiding: ["Apenas leitura"]), .none: Word("Nenhum"),
            .chooseFile: Word("Escolher", forms: ["Escolha"], avoiding: ["Selecionar arquivo"]), .noFile: Word("Nenhum arquivo"),
            .required: Word("obrigatório", avoiding: ["requerido"]),
        ])
}
