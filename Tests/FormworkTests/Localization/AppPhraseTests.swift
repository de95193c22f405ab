import Formwork
import FormworkFixtures
import Testing

/// The app's own texts written once for every item of a repeating group,
/// and a custom rule's message as a phrase of the app's catalogue.
@Suite struct AppPhraseTests {
    enum Track: String, FormChoice { case swift, web }

    struct Speaker: FormModel {
        @FormText(placeholder: "Full name") var name = ""
        @FormEnumerated var track: Track = .swift
    }

    struct Talk: FormModel {
        @FormText(rules: [
            .custom("noAll", message: FormMessage(FormPhrase("rule.noAll"), default: "{title} may not be ALL")) { $0 != "ALL" }
        ])
        var title = ""
        @FormNumber(rules: [
            .custom { (minutes: Int) -> FormMessage? in
                minutes.isMultiple(of: 5)
                    ? nil : FormMessage(FormPhrase("rule.fives", ["step": "5"]), default: "{title}: steps of {step} minutes")
            }
        ])
        var minutes = 30
        @FormGroup var co_speakers: [Speaker] = [Speaker(), Speaker()]
    }

    static let chinese = FormCatalogue([
        "zh-Hans": [
            "title.title": "题目", "title.minutes": "时长", "rule.noAll": "{title}不能是 ALL",
            "rule.fives": "{title}须以 {step} 分钟为单位",
            "title.co_speakers": "合作讲者", "title.co_speakers.name": "姓名",
            "placeholder.co_speakers.name": "全名", "option.co_speakers.track.web": "网页",
            "title.co_speakers[1].name": "第二位讲者的姓名",
        ]
    ])

    @Test func anItemsRowsAreWordedOnceWithoutTheItemsPosition() throws {
        let form = try FormState(Talk(), localization: FormLocalization(language: .simplifiedChinese, catalogue: Self.chinese))
        let first = try #require(form.row("co_speakers[0].name"))
        #expect(first.title == "姓名" && first.placeholder == "全名")
        let track = try #require(form.row("co_speakers[0].track"))
        #expect(track.choices.map(\.label) == ["Swift", "网页"])
        // A wording for one item's row, written with its position, wins.
        #expect(form.row("co_speakers[1].name")?.title == "第二位讲者的姓名")
        // The group keeps its own title; no item row takes it.
        #expect(form.sections.map(\.title).contains("合作讲者"))
    }

    @Test func aCustomRulesPhraseIsWordedInTheFormsLanguage() throws {
        var form = try FormState(Talk())
        try form.setText("ALL", for: "title")
        try form.setText("42", for: "minutes")
        #expect(form.validate().map(\.message) == ["Title may not be ALL", "Minutes: steps of 5 minutes"])
        #expect(form.validate().map(\.phrase?.key) == ["rule.noAll", "rule.fives"])
        form.localization = FormLocalization(language: .simplifiedChinese, catalogue: Self.chinese)
        #expect(form.validate().map(\.message) == ["题目不能是 ALL", "时长须以 5 分钟为单位"])
    }

    @Test func aValueInARulesMessageIsNotReadAsAParameter() throws {
        let rule = FormRule.custom("echo") { value, _ -> FormMessage? in
            FormMessage(FormPhrase("rule.echo", ["typed": value.text]), default: "You typed {typed}")
        }
        let errors = FormRule.validate("{title}", rules: [rule], in: FormRule.Context(key: "bio", title: "Bio"))
        #expect(errors.map(\.message) == ["You typed {title}"])
    }
}
