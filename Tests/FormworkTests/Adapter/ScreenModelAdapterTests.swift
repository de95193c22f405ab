import Formwork
import Foundation
import Testing

// A third-party UI (a UIKit or SwiftUI adapter) builds its screen from the
// public API alone: this file imports Formwork without `@testable` and uses
// no `package` declaration, which `.ci/public-api-only` checks by compiling
// it without the package's name.

/// The sign-up sample's models (Samples/SignUp), with a password; nested,
/// so that their names, which title the item noun, are the sample's own.
private enum Sample {
    enum Gender: String, FormChoice {
        case female, male, prefer_not_to_say
    }

    enum Frequency: String, FormChoice {
        case weekly, monthly
    }

    enum Relationship: String, FormChoice {
        case parent, partner, friend, other
    }

    struct Address: FormModel {
        @FormText var street = ""
        @FormText(placeholder: "CN") var country = ""
        @FormText(visibleWhen: "country == 'CN'") var province = ""
    }

    /// An item of the sign-up form's repeating group, as the sample declares it.
    struct EmergencyContact: FormModel {
        @FormText(rules: [.required]) var name = ""
        @FormText(.phone, rules: [.required]) var phone = ""
        @FormEnumerated var relationship: Relationship = .parent
        @FormText(visibleWhen: "relationship == 'other'") var details = ""
    }

    /// The sign-up sample's form (Samples/SignUp), with a password.
    struct SignUp: FormModel {
        @FormText(placeholder: "Your name", rules: [.required, .maxLength(40)]) var user_name = ""
        @FormText(.password, rules: [.required]) var password = ""
        @FormNumber(range: 0...150) var age = 0
        @FormEnumerated var gender: Gender = .prefer_not_to_say
        var contact = FormSeparator("Contact", footer: "We never share these.")
        @FormText(.email, placeholder: "you@example.com", rules: [.required, .email]) var email = ""
        @FormList var tags: [String] = []
        @FormBoolean var newsletter = false
        @FormEnumerated(visibleWhen: "newsletter") var frequency: Frequency = .monthly
        @FormLongText(visibleWhen: "age > 12") var about_me = ""
        @FormGroup var address = Address()
        @FormGroup(help: "Up to three people we may call", itemTitle: .field("name"), maxItems: 3)
        var emergency_contacts: [EmergencyContact] = []
    }
}

/// What an adapter draws: every visible section and row, with the
/// affordances of repeating groups and the errors beside their rows.
private struct ScreenModel: Equatable {
    struct Row: Equatable {
        var id: String
        var title: String
        var text: String
        var placeholder: String?
        var choices: [String]
        var isEnabled: Bool
        var isMasked: Bool
        var errors: [String]
    }

    /// A repeating group's "Add" (on its own section) or an item's "Remove" and "Move".
    struct GroupControls: Equatable {
        var noun: String
        var item: Int?
        var count: Int
        var help: String?
        var add: Bool
        var delete: Bool
        var move: Bool
    }

    struct Section: Equatable {
        var id: String
        var title: String?
        var footer: String?
        var group: GroupControls?
        var rows: [Row]
    }

    var sections: [Section]

    init(_ form: FormState<Sample.SignUp>, errors: [FormFieldError] = []) {
        sections = form.sections.map { section in
            let group = section.repetition.flatMap { place in
                form.repeatingGroup(place.group).map { group in
                    GroupControls(
                        noun: group.itemNoun, item: place.index, count: group.count,
                        help: place.index == nil ? group.help : nil,
                        add: place.index == nil && group.canAdd,
                        delete: place.index != nil && group.canDelete,
                        move: place.index != nil && group.canMove)
                }
            }
            let rows = section.rows.map { row in
                Row(
                    id: row.id, title: row.displayTitle, text: row.displayText, placeholder: row.placeholder,
                    choices: row.choices.map(\.label), isEnabled: row.isEnabled, isMasked: row.isMasked,
                    errors: errors.filter { $0.key == row.key }.map(\.message)
                        + (row.inputError.map { [$0.message] } ?? []))
            }
            return Section(id: section.id, title: section.title, footer: section.footer, group: group, rows: rows)
        }
    }

    func row(_ title: String) -> Row? {
        sections.lazy.flatMap(\.rows).first { $0.title == title }
    }

    /// The section and row identities, as a table view holds them.
    var identities: [[String]] { sections.map { [$0.id] + $0.rows.map(\.id) } }
}

/// `before`'s identities with `change` applied as a table view's batch
/// update: deletions at the index paths before the edit, then moves and
/// insertions at those after it, the inserted content read from `after`.
private func applying(_ change: FormChange, to before: [[String]], reading after: [[String]]) -> [[String]] {
    var sections = before
    for path in change.deletedRows.sorted(by: { ($0.section, $0.row) > ($1.section, $1.row) }) {
        sections[path.section].remove(at: path.row + 1)
    }
    let removed = Set(change.deletedSections).union(change.movedSections.map(\.from))
    let moved = change.movedSections.map { (index: $0.to, section: sections[$0.from]) }
    sections = sections.indices.filter { !removed.contains($0) }.map { sections[$0] }
    let inserted = change.insertedSections.map { (index: $0, section: after[$0]) }
    for (index, section) in (moved + inserted).sorted(by: { $0.index < $1.index }) {
        sections.insert(section, at: index)
    }
    for path in change.insertedRows.sorted(by: { ($0.section, $0.row) < ($1.section, $1.row) }) {
        sections[path.section].insert(after[path.section][path.row + 1], at: path.row + 1)
    }
    return sections
}

@Suite("A screen model from the public API")
struct ScreenModelAdapterTests {
    @Test func sectionsRowsAndTheirTextAreWhatAPersonReads() throws {
        var form = try FormState(Sample.SignUp())
        try form.setText("secret", for: "password")
        let screen = ScreenModel(form)
        #expect(screen.sections.map(\.title) == [nil, "Contact", "Address", "Emergency Contacts"])
        #expect(screen.sections[1].footer == "We never share these.")
        #expect(
            screen.sections.map { $0.rows.map(\.title) } == [
                ["User Name", "Password", "Age", "Gender"], ["Email", "Tags", "Newsletter"],
                ["Street", "Country"], [],
            ])
        // The password is masked in the text, and a draft typed into it is masked the same way.
        #expect(screen.row("Password")?.text == "••••••")
        #expect(screen.row("Password")?.isMasked == true)
        #expect(form.row("password")?.displayText(ofDraft: "abc") == String(repeating: FormRow.maskCharacter, count: 3))
        #expect(form.row("user_name")?.displayText(ofDraft: "abc") == "abc")
        #expect(screen.row("Gender")?.text == "Prefer Not to Say")
        #expect(screen.row("Gender")?.choices == ["Female", "Male", "Prefer Not to Say"])
        #expect(form.row("gender")?.label(for: .string("female")) == "Female")
        #expect(screen.row("Newsletter")?.text == "No")
        #expect(screen.row("Age")?.text == "0")
        #expect(screen.row("User Name")?.text == "")
        #expect(screen.row("User Name")?.placeholder == "Your name")
    }

    @Test func hiddenAndDisabledRowsFollowTheirConditionsAndAccess() throws {
        var form = try FormState(Sample.SignUp())
        #expect(ScreenModel(form).row("Frequency") == nil)
        try form.setValue(true, for: "newsletter")
        try form.setText("40", for: "age")
        var screen = ScreenModel(form)
        #expect(screen.row("Newsletter")?.text == "Yes")
        #expect(screen.row("Frequency")?.text == "Monthly")
        #expect(screen.row("About Me")?.isEnabled == true)
        form.setAccess(.editable(except: ["email"], reason: "Verified"))
        screen = ScreenModel(form)
        #expect(screen.row("Email")?.isEnabled == false)
        #expect(form.row("email")?.disabledReason == "Verified")
        #expect(screen.row("User Name")?.isEnabled == true)
    }

    @Test func aRepeatingGroupOffersAddingUpToItsLimit() throws {
        var form = try FormState(Sample.SignUp())
        let empty = try #require(ScreenModel(form).sections.last?.group)
        #expect(
            empty
                == ScreenModel.GroupControls(
                    noun: "Emergency Contact", item: nil, count: 0, help: "Up to three people we may call", add: true,
                    delete: false, move: false))
        let group = try #require(form.repeatingGroup("emergency_contacts"))
        #expect(group.minItems == 0 && group.maxItems == 3 && group.allowsAdding && group.allowsDeleting)
        for index in 0..<3 { try form.insertItem(at: index, intoGroup: "emergency_contacts") }
        let screen = ScreenModel(form)
        // The header no longer offers "Add"; adding is allowed, there is no room.
        #expect(screen.sections[3].group?.add == false)
        #expect(form.repeatingGroup("emergency_contacts")?.allowsAdding == true)
        #expect(form.repeatingGroup("emergency_contacts")?.canAdd == false)
        #expect(throws: FormInputError.self) { try form.insertItem(at: 3, intoGroup: "emergency_contacts") }
        // Items titled by a blank name show the noun and their number, and offer "Remove" and "Move".
        #expect(
            screen.sections.dropFirst(4).map(\.title) == ["Emergency Contact 1", "Emergency Contact 2", "Emergency Contact 3"])
        #expect(
            screen.sections[5].group
                == ScreenModel.GroupControls(
                    noun: "Emergency Contact", item: 1, count: 3, help: nil, add: false, delete: true, move: true))
        #expect(screen.sections[4].rows.map(\.title) == ["Name", "Phone", "Relationship"])
        #expect(screen.sections[4].rows[2].choices == ["Parent", "Partner", "Friend", "Other"])
    }

    @Test func editsThroughThePublicAPIAreFollowedByTheScreen() throws {
        var form = try FormState(Sample.SignUp())
        var shown = ScreenModel(form).identities
        let edits: [(inout FormState<Sample.SignUp>) throws -> FormChange] = [
            { try $0.insertItem(at: 0, intoGroup: "emergency_contacts") },
            { try $0.setText("Ada", for: "emergency_contacts[0].name") },
            { try $0.insertItem(at: 0, intoGroup: "emergency_contacts") },
            { try $0.setValue("other", for: "emergency_contacts[1].relationship") },
            { try $0.setValue(true, for: "newsletter") },
            { try $0.removeItem(at: 0, fromGroup: "emergency_contacts") },
            { try $0.setText("CN", for: "address.country") },
        ]
        for edit in edits {
            let change = try edit(&form)
            let fresh = ScreenModel(form).identities
            shown = applying(change, to: shown, reading: fresh)
            #expect(shown == fresh)
        }
        let screen = ScreenModel(form)
        // The remaining item is Ada's, titled by her name, with its details row shown.
        #expect(screen.sections.last?.title == "Ada")
        #expect(screen.sections.last?.rows.map(\.title) == ["Name", "Phone", "Relationship", "Details"])
        #expect(screen.sections.last?.group?.count == 1)
        #expect(screen.sections.last?.group?.move == false)
        #expect(screen.row("Province") != nil)
    }

    @Test func validationErrorsStandBesideTheirRows() throws {
        var form = try FormState(Sample.SignUp())
        try form.insertItem(at: 0, intoGroup: "emergency_contacts")
        try form.setText("Ada", for: "emergency_contacts[0].name")
        try form.setText("not mail", for: "email")
        let screen = ScreenModel(form, errors: form.validate())
        #expect(screen.row("User Name")?.errors == ["User Name is required"])
        #expect(screen.row("Password")?.errors == ["Password is required"])
        #expect(screen.row("Email")?.errors.count == 1)
        #expect(screen.sections.last?.rows.map(\.errors) == [[], ["Phone is required"], []])
        // Text the form cannot read is refused with a message, and the row says so.
        #expect(throws: FormInputError.self) { try form.setText("twelve", for: "age") }
        #expect(ScreenModel(form).row("Age")?.errors.isEmpty == false)
    }
}
