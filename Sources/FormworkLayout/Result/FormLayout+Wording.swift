import Formwork

extension FormLayout {
    /// The language a layout is shown in, and the words its pictures write
    /// themselves: a list's button, the tags of read-only and hidden rows,
    /// an attachment without a file.
    ///
    /// ```swift
    /// let arabic = FormLayout.Wording(FormLocalization(language: .arabic))
    /// arabic.add                   // "+ إضافة"
    /// arabic.language.direction    // .rightToLeft: the layout is mirrored
    /// FormLayout.Wording.english.readOnly   // "Read-only"
    /// ```
    ///
    /// A form's layout takes its wording from the form's
    /// `FormState.localization`; an input built by hand is in
    /// English unless given one. The language decides the pictures' `lang`
    /// and, written right to left, mirrors the layout (see
    /// ``FormLayout/mirrored()``).
    public struct Wording: Sendable, Equatable {
        /// The language: its tag is the picture's `lang`, its direction the layout's.
        public var language: FormLanguage
        /// The button of a list that takes entries (`picture.add`, "+ Add").
        public var add: String
        /// The tag of a row of a read-only form (`picture.readOnly`, "Read-only").
        public var readOnly: String
        /// The tag of a row its condition hides (`picture.hidden`, "Hidden").
        public var hidden: String
        /// What an attachment without a file shows (`picture.noFile`, "No file").
        public var noFile: String

        /// The wording of `localization`: its language, and each word as
        /// `FormLocalization.text(_:)` gives it.
        ///
        /// ```swift
        /// FormLayout.Wording(FormLocalization(language: .japanese)).hidden   // "非表示"
        /// ```
        public init(_ localization: FormLocalization) {
            language = localization.language
            add = localization.text(FormPhrase("picture.add"), builtIn: .pictures)
            readOnly = localization.text(FormPhrase("picture.readOnly"), builtIn: .pictures)
            hidden = localization.text(FormPhrase("picture.hidden"), builtIn: .pictures)
            noFile = localization.text(FormPhrase("picture.noFile"), builtIn: .pictures)
        }

        /// English, the wording of a layout built without one.
        public static let english = Wording(.none)

        /// Whether the layout runs right to left, and so is mirrored.
        var isRightToLeft: Bool { language.direction == .rightToLeft }
    }
}
