import Formwork

/// What one language's built-in wordings hold to, so that every message
/// reads as one voice whatever the title, the noun and the count: how it
/// addresses the person, the one word for each action on every surface,
/// and where an inserted title or noun may stand when the language's words
/// agree with it. `WordingConventionTests` checks every message of every
/// catalogue against them; the Localizing Forms article states them for
/// apps that add their own texts.
struct WordingConventions: Sendable {
    var language: FormLanguage

    /// How the messages address the person ("vous", "tú", "-세요"), as the
    /// article names it.
    var register: String

    /// Words and endings of the registers the language's messages do not
    /// use: none may stand in any message.
    var otherRegisters: [String]

    /// A title and a noun of each grammatical gender the language has,
    /// inserted for `{title}`, `{noun}` and `{other}`; of each ending the
    /// words after it change with (Korean particles after a consonant or a
    /// vowel); one for a language where nothing agrees with it.
    var titles: [String]

    /// Where an inserted title or noun may stand; `nil` in a language whose
    /// words do not agree with it.
    var placement: Placement?

    /// The one word for each action, in every message that names it on
    /// any surface (``WordingConventions/actionKeys``).
    var actions: [Action: Word]

    /// The word for an action, and the words of the same meaning that no
    /// message of the language may use instead (but the messages of an
    /// action whose own word holds them).
    struct Word: Sendable {
        var word: String
        /// The word's other forms, of the same word inflected: a button's
        /// infinitive and an instruction's imperative ("Выбрать",
        /// "Выберите"), an adjective's genders ("oculto", "oculta").
        var forms: [String]
        var avoided: [String]

        init(_ word: String, forms: [String] = [], avoiding avoided: [String] = []) {
            self.word = word
            self.forms = forms
            self.avoided = avoided
        }

        /// Whether `text` names the action by this word, in any of its forms.
        func isNamed(in text: String) -> Bool {
            ([word] + forms).contains { text.lowercased().contains($0.lowercased()) }
        }
    }

    /// The actions and things every surface names, each with its one word.
    enum Action: String, CaseIterable, Sendable {
        case submit, add, remove, removeFile, moveUp, moveDown, confirm, cancel, done
        case item, hidden, disabled, readOnly, none, chooseFile, noFile, required
    }

    /// The messages that name each action, on the page (`html.`), in the
    /// terminal (`terminal.`), in pictures (`picture.`), in the native views
    /// (`native.`) and in the core's refusals: each holds the action's word.
    static let actionKeys: [Action: [String]] = [
        .submit: ["html.submit", "native.submit", "terminal.submit", "terminal.keys.browse.edit", "terminal.keys.browse.toggle"],
        .add: [
            "html.item.add", "native.item.add", "native.list.add", "terminal.group.add", "terminal.list.add",
            "terminal.keys.list", "terminal.keys.addItem", "picture.add", "terminal.lines.addA", "terminal.lines.addAn",
            "terminal.lines.addAnother",
        ],
        .remove: ["html.item.remove", "native.item.delete", "terminal.group.remove", "terminal.keys.list"],
        .removeFile: ["native.file.remove"],
        .moveUp: ["html.item.moveUp", "native.item.moveUp"],
        .moveDown: ["html.item.moveDown", "native.item.moveDown"],
        .confirm: ["terminal.keys.chooseMany", "terminal.keys.chooseOne", "terminal.keys.type"],
        .cancel: [
            "terminal.keys.addItem", "terminal.keys.browse.edit", "terminal.keys.browse.toggle", "terminal.keys.chooseMany",
            "terminal.keys.chooseOne", "terminal.keys.type",
        ],
        .done: ["native.keyboard.done", "terminal.keys.list"],
        .item: [
            "html.list.newItem", "native.list.add", "native.list.newItem", "terminal.group.item", "terminal.lines.item",
            "terminal.list.add",
        ],
        .hidden: ["picture.hidden", "group.hidden", "input.hidden"],
        .disabled: [
            "terminal.disabled", "terminal.disabled.reason", "terminal.lines.disabled", "terminal.lines.disabled.reason",
            "terminal.lines.disabled.value", "terminal.lines.disabled.value.reason",
        ],
        .readOnly: ["picture.readOnly"],
        .none: ["native.choice.none", "terminal.choice.none"],
        .chooseFile: ["native.file.choose", "html.file.chooseAgain"],
        .noFile: ["picture.noFile", "terminal.file.none"],
        .required: ["terminal.lines.required", "rule.required"],
    ]

    /// Where a title or noun the app inserts may stand in a language whose
    /// adjectives, participles, articles or verbs agree with a noun: never
    /// where the sentence's agreement would fall on it, only as a name after
    /// a field noun, in quotes, or as a line's label.
    struct Placement: Sendable {
        /// What may come right before an inserted title or noun: the field
        /// noun ("champ «\u{00A0}", "campo ", "حقل ") or a quote, which
        /// carries the agreement whatever the inserted text's gender.
        var before: [String]
        /// Whether the inserted text may also open a sentence with nothing
        /// before it (German, whose predicates do not agree with it), unless
        /// a word of ``agreeingBefore`` ends what comes before.
        var mayStandBare = false
        /// Articles and adjective endings that agree with the noun after
        /// them ("einen", "neuen"): none may come right before the inserted text.
        var agreeingBefore: [String] = []
        /// What may follow the inserted text when it opens the message as a
        /// label ("Nom, élément 2", "Nom (champ désactivé)").
        var labelAfter: [String] = [",", ":", " (", " 2"]
        /// What may come before the inserted text when it closes the
        /// message as a label ("Équipe, Nom").
        var labelBefore: [String] = [", "]
        /// Words that agree with a noun and so may never directly follow
        /// the inserted text, wherever it stands.
        var agreeingAfter: [String] = []
    }
}

extension WordingConventions {
    /// The conventions of every built-in language.
    static let all: [WordingConventions] = [
        .english, .simplifiedChinese, .traditionalChinese, .japanese, .korean, .german, .french, .spanish,
        .brazilianPortuguese, .russian, .arabic,
    ]
}
