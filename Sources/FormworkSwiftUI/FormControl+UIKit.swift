#if os(iOS)
    import Formwork
    import SwiftUI
    import UIKit

    extension FormControl.Keyboard {
        /// The UIKit keyboard this keyboard names; the default keyboard for one this module does not know.
        var uiKeyboardType: UIKeyboardType {
            switch self {
            case .email: return .emailAddress
            case .phone: return .phonePad
            case .url: return .URL
            case .wholeNumber: return .numberPad
            case .decimal: return .decimalPad
            case .signedNumber: return .numbersAndPunctuation
            default: return .default
            }
        }
    }

    extension FormControl.TextContent {
        /// The UIKit content type this names, for autofill; `nil` for one this module does not know.
        var uiTextContentType: UITextContentType? {
            switch self {
            case .name: return .name
            case .email: return .emailAddress
            case .phone: return .telephoneNumber
            case .url: return .URL
            case .password: return .password
            default: return nil
            }
        }
    }

    extension FormControl.Capitalization {
        /// The SwiftUI capitalization this names; sentences for one this module does not know.
        var textInputAutocapitalization: TextInputAutocapitalization {
            switch self {
            case .words: return .words
            case .never: return .never
            default: return .sentences
            }
        }
    }
#endif
