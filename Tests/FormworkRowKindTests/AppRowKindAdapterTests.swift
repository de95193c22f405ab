import Formwork
import FormworkHTML
import FormworkLayout
import FormworkTerminal
import Foundation
import Testing

// Two row kinds an app declares from the public API alone: this file
// imports Formwork and its front ends without `@testable` and uses no
// `package` declaration, which `.ci/public-api-only` checks by compiling it
// without the package's name.

/// A rating of one to five stars, stored as an `Int`; typed as a digit or as stars.
enum StarRating: FormRowKind {
    static let name = "starRating"

    static func value(fromText text: String, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // Stars as the row shows them: "★★★☆☆" is three.
        if !trimmed.isEmpty, trimmed.allSatisfy({ $0 == "★" || $0 == "☆" }) {
            return value(.integer(Int64(trimmed.filter { $0 == "★" }.count)), for: row)
        }
        guard let stars = Int64(trimmed) else { return .failure(typeRefusal(for: row)) }
        return value(.integer(stars), for: row)
    }

    static func value(_ value: FormValue, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        // A body sends text: the digit, or the stars the page showed.
        if case .string(let text) = value, text.contains(where: { $0 == "★" || $0 == "☆" }) {
            return self.value(fromText: text, for: row)
        }
        guard case .integer(let stars)? = row.read(value), (1...5).contains(stars) else {
            return .failure(typeRefusal(for: row))
        }
        return .success(.integer(stars))
    }

    static func typeRefusal(for row: FormRowContext) -> FormInputRefusal {
        FormInputRefusal(FormPhrase("rating.stars"))
    }

    static func displayText(of value: FormValue, for row: FormRowContext) -> String {
        guard case .integer(let stars) = value, (1...5).contains(stars) else { return "" }
        return String(repeating: "★", count: Int(stars)) + String(repeating: "☆", count: 5 - Int(stars))
    }

    static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] {
        [row.typed("integer"), .init("minimum", 1), .init("maximum", 5)]
    }

    static var comparison: FormRowComparison { .number }

    static func liveReading(for row: FormRowContext) -> FormRowLiveReading { .wholeNumber }
}

typealias FormStars = FormField<StarRating, Int>

extension FormField where Kind == StarRating, Value == Int {
    init(wrappedValue: Int, title: String? = nil, rules: [FormRule] = []) {
        self.init(wrappedValue: wrappedValue, ofKind: StarRating.self, title: title, rules: rules)
    }
}

/// A colour written `#RRGGBB`, stored as that text in capitals.
enum Colour: FormRowKind {
    static let name = "colour"

    static func value(_ value: FormValue, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        guard case .string(let text) = value else { return .failure(typeRefusal(for: row)) }
        let hex = text.uppercased()
        guard hex.count == 7, hex.first == "#", hex.dropFirst().allSatisfy({ $0.isHexDigit }) else {
            return .failure(typeRefusal(for: row))
        }
        return .success(.string(hex))
    }

    static func typeRefusal(for row: FormRowContext) -> FormInputRefusal {
        FormInputRefusal(FormPhrase("colour.hex"))
    }

    static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] {
        [row.typed("string"), .init("pattern", "^#[0-9A-F]{6}$")]
    }

    static var comparison: FormRowComparison { .text }
}

/// The colour's own control on the page: a colour well, which posts `#rrggbb`.
extension Colour: FormHTMLRowControl {
    static func htmlControl(for row: FormHTMLControlContext) -> [FormHTMLElement] {
        [
            FormHTMLElement(
                "input",
                [.init("type", "color"), .init("id", row.id), row.name.map { .init("name", $0) }, .init("value", row.value)]
                    + row.controlAttributes(required: false)),
            FormHTMLElement("output", [.init("for", row.id), .init("onclick", "steal()")], text: row.value),
        ]
    }
}

/// The colour in pictures: a swatch and its code.
extension Colour: FormLayoutRowGlyph {
    static func layoutGlyph(for row: FormRow) -> String { "■ " + row.displayText }
}

/// The stars in the terminal: a list of ratings to choose from.
extension StarRating: FormTerminalRowEditor {
    static func terminalEditor(for row: FormRow) -> FormTerminalEditor {
        .choices((1...5).map { FormRow.Choice(value: .integer(Int64($0)), label: String(repeating: "★", count: $0)) })
    }
}

typealias FormColour = FormField<Colour, String>

extension FormField where Kind == Colour, Value == String {
    init(wrappedValue: String, title: String? = nil, visibleWhen: FormCondition? = nil) {
        self.init(wrappedValue: wrappedValue, ofKind: Colour.self, title: title, visibleWhen: visibleWhen)
    }
}

/// A call for proposals: a title, the speaker's experience in stars, and a
/// badge colour asked only of experienced speakers.
struct Proposal: FormModel {
    @FormText(rules: [.required]) var talk = ""
    @FormStars(rules: [.required]) var experience = 3
    @FormColour(visibleWhen: "experience >= 4") var badge = "#336699"
}

/// The app's own phrases for its kinds, in English and Chinese.
let proposalCatalogue = FormCatalogue([
    "en": ["rating.stars": "{title} must be 1 to 5 stars", "colour.hex": "{title} must be a colour like #FF8800"],
    "zh-Hans": ["rating.stars": "{title}须为1至5颗星", "colour.hex": "{title}须为#FF8800这样的颜色"],
])

@Suite("A row kind of the app's own")
struct AppRowKindAdapterTests {
    private func form(_ language: FormLanguage = .english) throws -> FormState<Proposal> {
        var form = try FormState(Proposal())
        form.localization = FormLocalization(language: language, catalogue: proposalCatalogue)
        return form
    }

    @Test func rowsCarryTheKindAndItsDisplayText() throws {
        let form = try form()
        let row = try #require(form.row("experience"))
        #expect(row.kind == FormRow.Kind(StarRating.self))
        #expect(row.kind.name == "starRating")
        #expect(row.displayText == "★★★☆☆")
        #expect(form.row("badge")?.isHidden == true)
    }

    @Test func typedTextIsReadByTheKind() throws {
        var form = try form()
        try form.setText("★★★★", for: "experience")
        #expect(try form.model.experience == 4)
        try form.setText("#ff8800", for: "badge")
        #expect(try form.model.badge == "#FF8800")
    }

    @Test func refusalsAreTheKindsPhraseInEnglishAndChinese() throws {
        var english = try form()
        #expect(throws: FormInputError.self) { try english.setText("9", for: "experience") }
        #expect(english.row("experience")?.inputError?.message == "Experience must be 1 to 5 stars")
        #expect(english.row("experience")?.inputError?.reason == .invalidValue(expected: .kind(phrase: "rating.stars")))
        #expect(try english.model.experience == 3)

        var chinese = try form(.simplifiedChinese)
        try chinese.setText("4", for: "experience")
        #expect(throws: FormInputError.self) { try chinese.setText("red", for: "badge") }
        #expect(chinese.row("badge")?.inputError?.message == "Badge须为#FF8800这样的颜色")
    }

    @Test func conditionsCompareTheKindsValues() throws {
        var form = try form()
        #expect(form.row("badge")?.isHidden == true)
        try form.setText("5", for: "experience")
        #expect(form.row("badge")?.isHidden == false)
    }

    @Test func parametersGoOutAndEveryBodyReaderReadsThemBack() throws {
        var form = try form()
        try form.setText("4", for: "experience")
        try form.setText("#00FF00", for: "badge")
        #expect(form.parameters.urlEncoded == "talk=&experience=4&badge=%2300FF00")

        let body = "talk=Kinds&experience=5&badge=%23abcdef"
        let fromText = try Proposal(urlEncoded: body)
        #expect((fromText.experience, fromText.badge) == (5, "#ABCDEF"))
        let fromParameters = try Proposal(formParameters: FormParameters(urlEncoded: body))
        #expect((fromParameters.experience, fromParameters.badge) == (5, "#ABCDEF"))
        let fromJSON = try Proposal(formParameters: FormParameters(json: ##"{"talk":"Kinds","experience":4,"badge":"#123456"}"##))
        #expect((fromJSON.experience, fromJSON.badge) == (4, "#123456"))
        let multipart =
            "--b\r\nContent-Disposition: form-data; name=\"talk\"\r\n\r\nKinds\r\n"
            + "--b\r\nContent-Disposition: form-data; name=\"experience\"\r\n\r\n1\r\n--b--\r\n"
        let fromMultipart = try Proposal(multipart: Data(multipart.utf8), boundary: "b")
        #expect(fromMultipart.experience == 1)

        var updated = try self.form()
        let result = updated.update(fromDictionary: ["talk": "Kinds", "experience": 7])
        #expect(result.fieldErrors.map(\.message) == ["Experience must be 1 to 5 stars"])
        #expect(try updated.model.experience == 3)
    }

    @Test func validationChecksTheRowsRules() throws {
        let form = try form()
        let errors = form.validate()
        #expect(errors.map(\.key) == ["talk"])
    }

    @Test func jsonSchemaIsTheKinds() throws {
        let schema = try Proposal.formJSONSchema.jsonString()
        #expect(schema.contains(#""experience":{"title":"Experience","type":"integer","minimum":1,"maximum":5}"#))
        #expect(schema.contains(##""pattern":"^#[0-9A-F]{6}$""##))
    }

    @Test func thePageShowsTheFallbackControlWithTheDisplayText() throws {
        let html = try form().html()
        #expect(html.contains(#"<input type="text" id="formwork-experience" name="experience" value="★★★☆☆" required>"#))
        // What the page shows is what the kind reads back when the page is posted.
        var posted = try form()
        posted.update(fromURLEncoded: "talk=Kinds&experience=%E2%98%85%E2%98%85%E2%98%86%E2%98%86%E2%98%86")
        #expect(try posted.model.experience == 2)
    }

    @Test func thePageShowsTheKindsOwnControlEscaped() throws {
        var form = try form()
        try form.setText("5", for: "experience")
        try form.setValue(.string("#00FF00"), for: "badge")
        let html = form.html()
        #expect(html.contains(#"<label id="formwork-badge-label" for="formwork-badge">Badge</label>"#))
        #expect(html.contains(##"<input type="color" id="formwork-badge" name="badge" value="#00FF00">"##))
        // An event handler is no data: it is left out.
        #expect(html.contains(##"<output for="formwork-badge">#00FF00</output>"##))
        #expect(!html.contains("steal()"))
    }

    @Test func theTerminalShowsTheDisplayTextAndEditsWithTheLineEditorByDefault() throws {
        var form = try form()
        try form.setText("5", for: "experience")
        var screen = FormScreen(form, size: TerminalSize(columns: 60, rows: 20))
        #expect(screen.frame.text.contains("★★★★★"))
        screen.handle(.down)
        screen.handle(.down)
        #expect(screen.focusedKey == "badge")
        screen.handle(.enter)
        // The value is selected: typing replaces it.
        for character in "#abcdef" { screen.handle(.text(String(character))) }
        screen.handle(.enter)
        #expect(try screen.form.model.badge == "#ABCDEF")
    }

    @Test func theTerminalEditsWithTheKindsOwnEditor() throws {
        var screen = FormScreen(try form(), size: TerminalSize(columns: 60, rows: 20))
        screen.handle(.down)
        #expect(screen.focusedKey == "experience")
        screen.handle(.enter)
        // The kind's choices, the current one marked.
        #expect(screen.frame.text.contains("● ★★★"))
        #expect(screen.frame.text.contains("○ ★★★★"))
        screen.handle(.down)
        screen.handle(.enter)
        #expect(try screen.form.model.experience == 4)
    }

    @Test func picturesShowTheKindsGlyphOrATextBoxWithTheDisplayText() throws {
        var form = try form()
        try form.setText("5", for: "experience")
        let text = try form.layout(for: .compact).render(.text)
        #expect(text.contains("★★★★★"))
        #expect(text.contains("■ #336699"))
        let svg = try form.layout(for: .compact).render(.svg)
        #expect(svg.contains("■ #336699"))
    }
}
