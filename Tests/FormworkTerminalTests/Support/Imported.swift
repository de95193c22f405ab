import Formwork
import Foundation

/// Text that came from elsewhere and that a terminal would obey if it were
/// written as it is. The sequences are ECMA-48's and xterm's: `ESC ] 0 ;
/// … BEL` (OSC 0) sets the window's title, `ESC [ 2 J` (CSI, ED 2) erases
/// the screen, `ESC [ 31 m` (SGR) turns the text red, and U+009B is CSI as
/// one C1 control. U+202E (RIGHT-TO-LEFT OVERRIDE) and U+2066 (LEFT-TO-RIGHT
/// ISOLATE) are Unicode's bidirectional controls (UAX #9).
enum Hostile {
    static let note = "Say \u{1B}]0;PWNED\u{07}\u{1B}[2Jhi"
    /// `note` as the terminal shows it: ESC as ␛ (U+241B), BEL as ␇ (U+2407).
    static let shownNote = "Say ␛]0;PWNED␇␛[2Jhi"
}

/// A model every one of whose texts came from elsewhere: a value, a row's
/// title, a placeholder, a help, an option's label, a section's header and
/// footer, a list's item, an item's title, a file's name and a model's own
/// error each hold a control, ESC or a bidirectional override.
struct Imported: FormModel {
    @FormText(placeholder: "Your \u{1B}[2Jname", help: "Help \u{1B}]0;PWNED\u{07}") var name = ""
    @FormText(title: "Note \u{202E}") var note = Hostile.note
    var more = FormSeparator("More \u{1B}[31m", footer: "Footer \u{2066}end")
    @FormEnumerated(choices: [.init("a", "Option \u{9B}2J"), .init("b", "Plain")]) var choice = "a"
    @FormList var tags: [String] = ["tag\u{07}"]
    @FormImage var avatar: FormFile? = FormFile(filename: "me\u{1B}[2J.png", contentType: "image/png", data: Data([1, 2, 3]))
    @FormGroup(itemTitle: .field("name")) var people: [Person] = [Person(name: "Eve\u{1B}[2J")]

    func validate() -> [FormModelError] {
        [FormModelError("note", "Note \u{1B}[2J is wrong")]
    }
}

struct Person: FormModel {
    @FormText var name = ""

    init() {}

    init(name: String) {
        self.name = name
    }
}

/// A holiday: a required destination, the nights of the stay and a country.
struct Holiday: FormModel {
    @FormText(placeholder: "City", rules: [.required]) var destination = ""
    @FormNumber var nights = 3
    @FormText(placeholder: "CN", rules: [.minLength(2), .matches("[A-Z]{2}")]) var country = ""
}
