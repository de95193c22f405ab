import Formwork
import Foundation

/// Plain-text renderings of a form and a model for the terminal.
enum FormOutline {
    static func render<Model: FormModel>(_ form: FormState<Model>) -> String {
        var lines: [String] = []
        let width = max(16, form.rows.map(\.key.count).max() ?? 0)
        for section in form.sections {
            lines.append("[\(section.title ?? "—")]" + (section.repetition.map(describe) ?? ""))
            for row in section.rows {
                let shown = row.displayText.isEmpty ? (row.placeholder.map { "(\($0))" } ?? "") : row.displayText
                let key = row.key.padding(toLength: width, withPad: " ", startingAt: 0)
                let kind = row.kind.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
                let title = row.displayTitle.padding(toLength: 12, withPad: " ", startingAt: 0)
                lines.append("  \(key) \(kind) \(title) \(shown)")
            }
            if let footer = section.footer { lines.append("  \(footer)") }
        }
        return lines.joined(separator: "\n")
    }

    /// What an edit did to the visible form, as a suffix: "  (shows about_me)".
    /// What a repeating group's section offers: `(2 items: add, delete, move)`.
    static func describe(_ repetition: FormSection.Repetition) -> String {
        // The group's section offers adding; each item's, deleting and moving it.
        let offers =
            repetition.index == nil
            ? [("add", repetition.canAdd)] : [("delete", repetition.canDelete), ("move", repetition.canMove)]
        let actions =
            offers
            .filter(\.1).map(\.0)
        let offered = actions.isEmpty ? "" : ": " + actions.joined(separator: ", ")
        guard let index = repetition.index else {
            return "   (\(repetition.count) \(repetition.count == 1 ? "item" : "items")\(offered))"
        }
        return "   (item \(index + 1) of \(repetition.count)\(offered))"
    }

    static func describe(_ change: FormChange) -> String {
        var parts: [String] = []
        if change.changedKeys.isEmpty { parts.append("unchanged") }
        if !change.appearedKeys.isEmpty { parts.append("shows " + change.appearedKeys.joined(separator: ", ")) }
        if !change.disappearedKeys.isEmpty { parts.append("hides " + change.disappearedKeys.joined(separator: ", ")) }
        if !change.insertedSections.isEmpty { parts.append("inserts sections \(change.insertedSections)") }
        if !change.deletedSections.isEmpty { parts.append("deletes sections \(change.deletedSections)") }
        return parts.isEmpty ? "" : "   (" + parts.joined(separator: "; ") + ")"
    }

    /// The model a property a line, each value as Swift shows it; a group
    /// shows its model as every model prints (`Address(street: "", …)`), so
    /// blank values show as `""` rather than vanish.
    static func describe(_ model: SignUp) -> String {
        """
          avatar: \(model.avatar.map { "\($0.filename) (\($0.contentType), \($0.data.count) bytes)" } ?? "nil")
          user_name: "\(model.user_name)"
          age: \(model.age)
          gender: \(model.gender.rawValue)
          email: "\(model.email)"
          phone: \(model.phone.map { "\"\($0)\"" } ?? "nil")
          tags: \(model.tags)
          topics: \(model.topics.map(\.rawValue))
          birthday: \(model.birthday.map { FormValue.date($0).text } ?? "nil")
          newsletter: \(model.newsletter)
          frequency: \(model.frequency.rawValue)
          about_me: "\(model.about_me)"
          address: \(model.address)
          emergency_contacts: \(model.emergency_contacts)
          accountID: \(model.accountID.uuidString)   (not a row: kept as it was)
        """
    }
}
