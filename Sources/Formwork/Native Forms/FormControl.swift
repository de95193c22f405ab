/// The native control that shows a row, and how it takes text: what a
/// SwiftUI or UIKit form draws for it, decided here so that every native
/// surface draws the same row the same way.
///
/// ```swift
/// let editor = try FormEditor(SignUp())
/// let email = editor.control(for: editor.form.row("email")!)
/// email.style          // .textField
/// email.keyboard       // .email
/// email.textContent    // .email
/// email.capitalization // .never
/// ```
///
/// A view maps each part to its platform's own: ``Keyboard/email`` is
/// `UIKeyboardType.emailAddress`, ``TextContent/email`` is
/// `UITextContentType.emailAddress`. The parts are open sets of names, like
/// ``FormRow/Kind``, so a later style is not a break; a view draws a style
/// it does not know as ``Style/textField``.
public struct FormControl: Sendable, Hashable {
    /// Which control shows the row.
    public var style: Style
    /// The keyboard typing into the row shows.
    public var keyboard: Keyboard
    /// What the row's text is, for the system's autofill; `nil` for any text.
    public var textContent: TextContent?
    /// How typed text is capitalized.
    public var capitalization: Capitalization
    /// Whether the system may correct what is typed (names, addresses and
    /// codes are typed as they are).
    public var autocorrects: Bool

    /// A control of `style` that takes text with the given keyboard and traits.
    public init(
        style: Style, keyboard: Keyboard = .text, textContent: TextContent? = nil,
        capitalization: Capitalization = .sentences, autocorrects: Bool = true
    ) {
        self.style = style
        self.keyboard = keyboard
        self.textContent = textContent
        self.capitalization = capitalization
        self.autocorrects = autocorrects
    }

    /// Whether typing goes into the control, so that it takes focus and
    /// Return moves on from it: a text field, a secure field, a number field.
    public var takesTyping: Bool { style == .textField || style == .secureField || style == .numberField }
}

extension FormControl {
    /// A control: one of the styles below.
    public struct Style: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// One line of text (`TextField`, `UITextField`).
        public static let textField = Style(rawValue: "textField")
        /// A password, typed masked (`SecureField`, `isSecureTextEntry`).
        public static let secureField = Style(rawValue: "secureField")
        /// A number, typed as text with a number keyboard.
        public static let numberField = Style(rawValue: "numberField")
        /// Several lines of text (`TextEditor`, `UITextView`), within the row's character limit.
        public static let textEditor = Style(rawValue: "textEditor")
        /// An on/off switch (`Toggle`, `UISwitch`).
        public static let toggle = Style(rawValue: "toggle")
        /// One choice from a menu (`Picker` in its menu style, `UIMenu`).
        public static let menu = Style(rawValue: "menu")
        /// One choice from options shown at once, each on its own line with a checkmark.
        public static let inline = Style(rawValue: "inline")
        /// One choice from a few short options side by side (`UISegmentedControl`).
        public static let segmented = Style(rawValue: "segmented")
        /// Several choices, each option a switch of its own.
        public static let checklist = Style(rawValue: "checklist")
        /// A list of typed items, each a line that can be added and deleted.
        public static let itemList = Style(rawValue: "itemList")
        /// A date, a time or both (`DatePicker`, `UIDatePicker`), in the form's time zone.
        public static let datePicker = Style(rawValue: "datePicker")
        /// A picture from the photo library (`PhotosPicker` from iOS 16).
        public static let photo = Style(rawValue: "photo")
        /// A file chosen from the files the person has (`fileImporter`, `UIDocumentPickerViewController`).
        public static let file = Style(rawValue: "file")
        /// A heading: text, never edited.
        public static let heading = Style(rawValue: "heading")
        /// One to ``FormEditor/stars(for:)`` stars.
        public static let rating = Style(rawValue: "rating")
        /// A kind of the app's own, drawn by a view the app gives, else as a text field.
        public static let custom = Style(rawValue: "custom")
    }

    /// The keyboard a row's typing shows.
    public struct Keyboard: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// Letters, in the person's language (`.default`).
        public static let text = Keyboard(rawValue: "text")
        /// An email address's (`.emailAddress`).
        public static let email = Keyboard(rawValue: "email")
        /// A phone number's (`.phonePad`).
        public static let phone = Keyboard(rawValue: "phone")
        /// A web address's (`.URL`).
        public static let url = Keyboard(rawValue: "url")
        /// Digits alone, for a whole number that is never negative (`.numberPad`).
        public static let wholeNumber = Keyboard(rawValue: "wholeNumber")
        /// Digits and a decimal separator, for a number that is never negative (`.decimalPad`).
        public static let decimal = Keyboard(rawValue: "decimal")
        /// Digits and punctuation, for a number that may be negative (`.numbersAndPunctuation`):
        /// the digit pads have no minus sign.
        public static let signedNumber = Keyboard(rawValue: "signedNumber")
    }

    /// What a row's text is, for the system's autofill.
    public struct TextContent: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A person's name (`.name`).
        public static let name = TextContent(rawValue: "name")
        /// An email address (`.emailAddress`).
        public static let email = TextContent(rawValue: "email")
        /// A phone number (`.telephoneNumber`).
        public static let phone = TextContent(rawValue: "phone")
        /// A web address (`.URL`).
        public static let url = TextContent(rawValue: "url")
        /// A password (`.password`).
        public static let password = TextContent(rawValue: "password")
    }

    /// How typed text is capitalized.
    public struct Capitalization: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The first letter of each sentence (`.sentences`).
        public static let sentences = Capitalization(rawValue: "sentences")
        /// The first letter of each word, as names are written (`.words`).
        public static let words = Capitalization(rawValue: "words")
        /// Never: addresses, codes and passwords are typed as they are (`.none`).
        public static let never = Capitalization(rawValue: "never")
    }
}
