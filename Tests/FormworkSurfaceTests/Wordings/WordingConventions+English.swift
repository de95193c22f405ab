extension WordingConventions {
    /// English speaks to the person plainly, in the imperative, without
    /// "please"; words agree with no title.
    static let english = WordingConventions(
        language: .english,
        register: "the plain imperative (\"Answer yes or no.\"), without \"please\"",
        otherRegisters: ["Please", "please", "Kindly"],
        titles: ["Email"],
        placement: nil,
        actions: [
            .submit: Word("Submit"), .add: Word("Add"), .remove: Word("Remove", avoiding: ["Delete"]),
            .removeFile: Word("Remove"), .moveUp: Word("Move up"), .moveDown: Word("Move down"),
            .confirm: Word("confirm"), .cancel: Word("cancel"), .done: Word("Done"), .item: Word("item", avoiding: ["entry"]),
            .hidden: Word("hidden"), .disabled: Word("disabled"), .readOnly: Word("Read-only"), .none: Word("None"),
            .chooseFile: Word("Choose"), .noFile: Word("No file"), .required: Word("required"),
        ])
}
