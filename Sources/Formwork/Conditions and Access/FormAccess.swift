/// Which rows a person may edit: everything, a white list, a black list, or a
/// decision per row.
///
/// ```swift
/// form.setAccess(.readOnly(except: ["email", "address"]))        // only these (and address.*) editable
/// form.setAccess(.editable(except: ["user_name"], reason: "Names are verified"))
/// form.setAccess(.custom { key in
///     key.hasPrefix("billing.") && !user.isAdmin ? .disabled(reason: "Ask an admin") : .editable
/// })
/// ```
///
/// A key names a row, or a group or separator section together with every
/// row in it (`address` covers `address.city`). A disabled row keeps its
/// value, shows ``FormRow/disabledReason``, and refuses edits.
public struct FormAccess: Sendable {
    private enum Policy: Sendable {
        case everything
        case readOnly(except: [String], reason: String?)
        case editable(except: [String], reason: String?)
        case custom(@Sendable (String) -> FormAccess.Decision)
    }

    private let policy: Policy

    /// `true` for ``everything``: no row's key needs asking about.
    var allowsEverything: Bool {
        if case .everything = policy { return true }
        return false
    }

    /// Every row editable (the default).
    public static let everything = FormAccess(policy: .everything)

    /// Every row read-only except those listed (a white list).
    public static func readOnly(except keys: [String], reason: String? = nil) -> FormAccess {
        FormAccess(policy: .readOnly(except: keys, reason: reason))
    }

    /// Every row editable except those listed (a black list).
    public static func editable(except keys: [String], reason: String? = nil) -> FormAccess {
        FormAccess(policy: .editable(except: keys, reason: reason))
    }

    /// A decision per row key, for permissions.
    public static func custom(_ decide: @escaping @Sendable (_ key: String) -> FormAccess.Decision) -> FormAccess {
        FormAccess(policy: .custom(decide))
    }

    /// The decision for the row `key` inside the sections `sectionKeys`
    /// (asked only for lists). The key is looked up only by a policy that
    /// reads it: with every row editable, an edit or a validation reached
    /// the row's object for nothing.
    func decide(_ key: @autoclosure () -> String, _ sectionKeys: () -> [String]) -> FormAccess.Decision {
        switch policy {
        case .everything: return .editable
        case .readOnly(let keys, let reason):
            return Self.covers(keys, key(), sectionKeys) ? .editable : .disabled(reason: reason)
        case .editable(let keys, let reason):
            return Self.covers(keys, key(), sectionKeys) ? .disabled(reason: reason) : .editable
        case .custom(let decide): return decide(key())
        }
    }

    private static func covers(_ keys: [String], _ key: String, _ sectionKeys: () -> [String]) -> Bool {
        if keys.contains(where: { $0 == key || key.hasPrefix($0 + ".") }) { return true }
        let sections = sectionKeys()
        return keys.contains(where: sections.contains)
    }
}
