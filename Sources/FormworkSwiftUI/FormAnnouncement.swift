#if os(iOS)
    // The iOS 17.4 SDK declares UIKit's notification names as mutable globals, which strict
    // concurrency refuses to read; they are constants in fact, set once by UIKit.
    @preconcurrency import UIKit

    /// What a form says to VoiceOver as it happens: the messages an edit
    /// made appear, and what is wrong when submitting is refused.
    enum FormAnnouncement {
        /// Says `messages` to VoiceOver, one after another in one announcement, so none cuts another off.
        @MainActor
        static func post(_ messages: [String]) {
            guard !messages.isEmpty else { return }
            UIAccessibility.post(notification: .announcement, argument: messages.joined(separator: "\n"))
        }
    }
#endif
