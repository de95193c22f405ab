import Formwork
import FormworkFixtures
import FormworkHTML
import Foundation

/// A row of every kind with rules and help, lists holding items, choices
/// offered as buttons and as menus, and rows and a section that predicates
/// hide or disable: the page the browser checks run axe-core and the
/// hostile stylesheet over (Tests/Scripts/html_browser_round_trip.py).
struct EveryKind: FormModel {
    @FormHeading var heading = "Every kind"
    @FormText(placeholder: "Your name", help: "As on your passport", rules: [.required, .minLength(2), .maxLength(40)])
    var name = ""
    @FormText(.email, rules: [.required]) var email = ""
    @FormText(.password) var secret: String? = nil
    @FormText(.url) var site = ""
    @FormText(.phone) var phone: String? = nil
    @FormText(rules: [.matches("[A-Z]{2}[0-9]{4}")]) var code = ""
    @FormLongText(maxCharacters: 140) var notes = ""
    @FormNumber(range: 0...150) var age = 0
    @FormNumber(step: 0.5) var rating = 1.0
    @FormNumber var price: Decimal? = nil
    @FormBoolean var gift = false
    @FormText(rules: [.required, .minLength(3)], visibleWhen: "gift") var card = ""
    @FormNumber(range: 1...10, visibleWhen: "gift") var copies = 1
    @FormBoolean var ships = false
    @FormText(rules: [.required, .maxLength(20)], enabledWhen: "ships") var carrier = ""
    @FormRating var stars = 3
    @FormText(visibleWhen: "stars >= 4") var praise = ""
    @FormList var words: [String] = ["alpha", "beta"]
    @FormList var numbers: [Int64] = [7]
    @FormList var topics: [Topic] = [.swift]
    @FormEnumerated var gender: Gender = .female
    @FormEnumerated var maybe_gender: Gender? = nil
    @FormEnumerated var genders: [Gender] = []
    @FormEnumerated var priority: Priority = .normal
    @FormImage var picture: URL? = nil
    @FormAttachment var resume: FormFile? = nil
    @FormDate var moment = Date(timeIntervalSince1970: 0)
    @FormDate(.date) var day: Date? = nil
    @FormDate(.time) var alarm = Date(timeIntervalSince1970: 7 * 3600 + 30 * 60)
    @FormGroup var address = Address()
    // A separator's section runs to the next one: this one holds `paper` only.
    var wrapping = FormSeparator("Wrapping", footer: "Wrapped by hand.", visibleWhen: "gift")
    @FormText(rules: [.required]) var paper = ""

    init() {}

    /// The page as a server answers a failed submission: a refused edit
    /// (`age`) and `validate()`'s errors beside their rows.
    static func page(options: FormHTMLOptions, styled: Bool = false) throws -> String {
        var form = try FormState(EveryKind())
        form.requiredMarker = nil
        _ = try? form.setText("forty", for: "age")
        let body = form.html(options: options, errors: form.validate())
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head><meta charset="utf-8"><title>Every kind</title>
            \(styled ? FormHTMLStyleSheet.styleElement(nonce: options.nonce) : "")</head>
            <body>
            <main>
            <h1>Every kind</h1>
            \(body)
            </main>
            </body>
            </html>

            """
    }
}
