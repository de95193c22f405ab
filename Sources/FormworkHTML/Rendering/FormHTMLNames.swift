import Formwork
import Foundation

/// The names and ids a page gives a row's controls.
///
/// A control's `name` is the row's parameter key in Formwork's bracket
/// convention, the key ``FormState/parameters`` and `urlEncoded` write:
/// `user_name`, `address[city]`, and `tags[]` for each item of a list. Its
/// `id` is the options' `idPrefix` and the row key with `.` written `-`
/// (`formwork-address-city`); a row key never holds `-`, so no two rows
/// share an id.
package enum FormHTMLNames {
    /// `address[city]` for the path `["address", "city"]`; `tags[]` for a
    /// row holding several values; `nil` for a row that submits nothing.
    package static func name(of row: FormRow) -> String? {
        name(path: row.parameterPath, holdsSeveralValues: row.holdsSeveralValues)
    }

    /// `address[city]` for the path `["address", "city"]`, with `[]` after
    /// it when the row holds several values; `nil` for an empty path.
    package static func name(path: [String], holdsSeveralValues: Bool) -> String? {
        guard let first = path.first else { return nil }
        let nested = path.dropFirst().map { "[\($0)]" }.joined()
        return first + nested + (holdsSeveralValues ? "[]" : "")
    }

    /// `formwork-address-city` for the row `address.city` and the prefix `formwork-`.
    package static func id(of key: String, prefix: String) -> String {
        prefix + key.replacingOccurrences(of: ".", with: "-")
    }
}
