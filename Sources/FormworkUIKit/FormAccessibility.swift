#if os(iOS)
    // UIKit's accessibility traits and notifications are global variables in
    // Objective-C, which the iOS 17 SDK imports as mutable: Swift 6 refuses to
    // read them from isolated code unless the import is `@preconcurrency`.
    // This file alone imports UIKit so, and reads each one the form uses.
    @preconcurrency import UIKit

    /// The accessibility traits the form's cells give their views, and the
    /// notifications the form posts to assistive technology.
    enum FormAccessibility {
        /// A button: an add row.
        static let button = UIAccessibilityTraits.button
        /// A heading row.
        static let header = UIAccessibilityTraits.header
        /// A star of a rating row that is the rating chosen.
        static let selected = UIAccessibilityTraits.selected
        /// A row that cannot be edited.
        static let notEnabled = UIAccessibilityTraits.notEnabled
        /// No trait.
        static let none = UIAccessibilityTraits.none

        /// Says `message`, after any announcement still being said rather than cutting it off.
        @MainActor
        static func announce(_ message: String) {
            let queued = NSAttributedString(string: message, attributes: [.accessibilitySpeechQueueAnnouncement: true])
            UIAccessibility.post(notification: .announcement, argument: queued)
        }

        /// Moves assistive technology's focus to `element`.
        @MainActor
        static func moveFocus(to element: Any?) {
            UIAccessibility.post(notification: .layoutChanged, argument: element)
        }
    }
#endif
