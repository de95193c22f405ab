import Formwork
import Testing

@testable import FormworkTerminal

/// A note that came from elsewhere, with a help and a section of its own.
private struct Letter: FormModel {
    var heading = FormSeparator("Letter \u{1B}[2J", footer: "Footer \u{202E}")
    @FormText(help: "Help \u{1B}]0;PWNED\u{07}") var note = Hostile.note
    @FormNumber var copies = 1
    @FormEnumerated(options: [.init("a", "Option \u{9B}2J"), .init("b", "Plain")]) var choice = "a"

    func validate() -> [FormModelError] {
        copies == 13 ? [FormModelError("copies", "Not \u{1B}[2J13")] : []
    }
}

/// A page of long text with a help of two lines.
private struct Notebook: FormModel {
    @FormLongText(help: "First line\nSecond line") var page = ""
}

/// Line mode prints every text with its controls as stand-ins
/// (`VisibleText.displayable(_:keeping:)`): the questions, the values in them, the
/// headers, helps, messages and the answers echoed. The model keeps them as
/// they were.
@Suite struct LineShownTextTests {
    @Test func aQuestionShowsAValueThatSetsTheWindowsTitleAndClearsTheScreenNotObeyed() throws {
        let run = try fillLines(FormState(Letter()), ["", "", ""])
        #expect(run.output.contains("\nNote [" + Hostile.shownNote + "]: \n"))
        #expect(!holdsControls(run.output.replacingOccurrences(of: "\n", with: "")))
    }

    @Test func aSectionsHeaderAndFooterAHelpAndAnOptionsLabelAreShown() throws {
        let run = try fillLines(FormState(Letter()), ["", "", ""])
        #expect(run.output.contains("\nLetter ␛[2J\nFooter <U+202E>\nHelp ␛]0;PWNED␇\nNote ["))
        #expect(run.output.contains("Choice (one of Option <U+009B>2J, Plain) [Option <U+009B>2J]: "))
    }

    @Test func anAnswerWithControlsIsEchoedShownAndKeptAsTyped() throws {
        let run = try fillLines(FormState(Letter()), ["a\u{1B}[2Jb\u{202E}c", "", ""])
        #expect(run.output.contains("Note [" + Hostile.shownNote + "]: a␛[2Jb<U+202E>c\n"))
        #expect(try #require(run.form).model.note == "a\u{1B}[2Jb\u{202E}c")
    }

    @Test func aHelpOfSeveralLinesIsPrintedOnLinesOfItsOwnAndAValuesLineBreakIsShown() throws {
        var form = try FormState(Notebook())
        try form.setText("one\ntwo", for: "page")
        let run = try fillLines(form, [""])
        #expect(run.output.contains("\nFirst line\nSecond line\nPage [one␊two]: \n"))
    }

    @Test func aMessageIsShown() throws {
        let run = try fillLines(FormState(Letter()), ["", "13", "", "2"])
        #expect(run.output.contains("\nCopies: Not ␛[2J13\n"))
        #expect(!holdsControls(run.output.replacingOccurrences(of: "\n", with: "")))
    }

    @Test func theFilledModelKeepsTheValueAsItWas() throws {
        let run = try fillLines(FormState(Letter()), ["", "", ""])
        #expect(try #require(run.form).model.note == Hostile.note)
    }
}
