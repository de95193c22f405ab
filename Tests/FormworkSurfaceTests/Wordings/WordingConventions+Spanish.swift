extension WordingConventions {
    /// Spanish addresses the person as *tú*, as Apple's and Google's Spanish
    /// interfaces do; a title stands unquoted after *el campo* or *la
    /// sección*, a noun after a colon or in «».
    static let spanish = WordingConventions(
        language: .spanish,
        register: "tú (\"Responde sí o no.\", \"Vuelve a elegir el archivo\"), never usted",
        otherRegisters: [
            "usted", "Usted", "Vuelva ", "Pulse ", "Responda ", "Corrija ", "corrija las", "Elija ", "Seleccione ",
            "Introduzca ", "Escriba ", "Termine ", "Compruebe ",
        ],
        titles: ["Contraseña", "Nombre"],
        placement: Placement(
            before: ["campo ", "campos ", "sección ", "«", "Añadir: ", "Eliminar: "],
            agreeingAfter: ["obligatori", "ocult", "desactivad", "válid", "nuev"]),
        actions: [
            .submit: Word("Enviar"), .add: Word("Añadir", avoiding: ["Agregar"]),
            .remove: Word("Eliminar", avoiding: ["Quitar", "Suprimir"]), .removeFile: Word("Eliminar"),
            .moveUp: Word("Subir"), .moveDown: Word("Bajar"), .confirm: Word("confirmar"), .cancel: Word("cancelar"),
            .done: Word("OK", avoiding: ["Listo", "Hecho"]), .item: Word("elemento", avoiding: ["artículo", "ítem"]),
            // "oculto" for a field and the picture's label, "oculta" for a section.
            .hidden: Word("oculto", forms: ["oculta"], avoiding: ["escondid"]),
            .disabled: Word("desactivado", avoiding: ["deshabilitado"]),
            .readOnly: Word("Solo lectura"), .none: Word("Ninguno"),
            .chooseFile: Word("elegir", avoiding: ["Seleccionar archivo"]),
            .noFile: Word("Ningún archivo", avoiding: ["Sin archivo"]), .required: Word("obligatorio", avoiding: ["requerido"]),
        ])
}
