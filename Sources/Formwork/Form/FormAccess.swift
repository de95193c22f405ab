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
    let decide: @Sendable (_ key: String, _ sectionKeys: [String]) -> FormAccessDecision

    /// Every row editable (the default).
    public static let everything = FormAccess { _, _ in .editable }

    /// Every row read-only except those listed (a white list).
    public static func readOnly(except keys: [String], reason: String? = nil) -> FormAccess {
        FormAccess { key, sections in
            covers(keys, key, sections) ? .editable : .disabled(reason: reason)
        }
    }

    /// Every row editable except those listed (a black list).
    public static func editable(except keys: [String], reason: String? = nil) -> FormAccess {
        FormAccess { key, sections in
            covers(keys, key, sections) ? .disabled(reason: reason) : .editable
        }
    }

    /// A decision per row key, for permissions.
    public static func custom(_ decide: @escaping @Sendable (_ key: String) -> FormAccessDecision) -> FormAccess {
        FormAccess { key, _ in decide(key) }
    }

    private static func covers(_ keys: [String], _ key: String, _ sections: [String]) -> Bool {
        keys.contains { $0 == key || key.hasPrefix($0 + ".") || sections.contains($0) }
    }
}

/// Whether a row may be edited, and why not.
public enum FormAccessDecision: Sendable, Hashable {
    /// The row may be edited.
    case editable
    /// The row may not be edited; `reason` is shown to whoever tries.
    case disabled(reason: String?)
}
