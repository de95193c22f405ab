extension WordingConventions {
    /// Russian addresses the person as "вы", in the imperative with -те
    /// ("Выберите", "Ответьте"), as iOS, Android and the web do in Russian;
    /// a title stands in «» after the noun that carries the agreement
    /// («поле», «значение поля», «раздел»), a noun in «» or after a colon.
    static let russian = WordingConventions(
        language: .russian,
        register: "the polite \"вы\" in the imperative with -те (\"Выберите файл ещё раз\")",
        otherRegisters: [
            "Заполни ", "Выбери ", "выбери ", "Ответь ", "ответь ", "Исправь ", "исправь ", "Нажми ", "нажми ",
            "Заверши ", "заверши ", " ты ", "Ты ", " тебя", " твой", " твоё", " твои",
        ],
        titles: ["Имя", "Почта", "Телефон"],
        placement: Placement(before: ["«", "Добавить: ", "Удалить: ", "поля: "], labelBefore: [", ", "«"]),
        actions: [
            .submit: Word("Отправить", avoiding: ["Отослать"]),
            .add: Word("Добавить"),
            .remove: Word("Удалить", avoiding: ["Стереть"]),
            .removeFile: Word("Убрать"),
            .moveUp: Word("Переместить вверх", avoiding: ["Поднять"]),
            .moveDown: Word("Переместить вниз", avoiding: ["Опустить"]),
            .confirm: Word("подтвердить"),
            .cancel: Word("отменить", avoiding: ["отмена"]),
            .done: Word("Готово"),
            .item: Word("элемент", avoiding: ["пункт", "запись"]),
            .hidden: Word("скрыт", avoiding: ["спрятан"]),
            .disabled: Word("недоступно", avoiding: ["отключено", "неактивно"]),
            .readOnly: Word("Только для чтения", avoiding: ["Только чтение"]),
            .none: Word("Не выбрано"),
            // "Выбрать файл" on a button, "Выберите файл" in an instruction:
            // the verb's infinitive and imperative share only their stem.
            .chooseFile: Word("Выбрать", forms: ["Выберите"]),
            .noFile: Word("Файл не выбран", avoiding: ["Нет файла"]),
            .required: Word("обязательно", avoiding: ["требуется"]),
        ])
}
