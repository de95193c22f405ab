#if os(iOS)
    import Formwork
    import FormworkSwiftUI
    import SwiftUI

    /// The sample's sign-up form as an iOS app: the same `SignUp` model the
    /// command-line sample declares, shown by `FormView` (SwiftUI) on one tab
    /// and by `FormViewController` (UIKit) on the other, in the language the
    /// person's device reads, with Chinese and Arabic titles from the sample's
    /// own translations.
    @main
    struct SignUpApp: App {
        var body: some Scene {
            WindowGroup {
                TabView {
                    NavigationView { SignUpStart() }
                        .tabItem { Label("SwiftUI", systemImage: "swift") }
                    SignUpUIKitScreen()
                        .tabItem { Label("UIKit", systemImage: "tablecells") }
                }
            }
        }
    }

    /// Makes the form, or says why the model could not make one.
    struct SignUpStart: View {
        private let made = Result { try SignUpForms.editor() }

        var body: some View {
            switch made {
            case .success(let editor): SignUpScreen(editor: editor)
            case .failure(let error): Text(verbatim: String(describing: error)).padding()
            }
        }
    }

    /// The form, and what it made once submitted.
    struct SignUpScreen: View {
        @State private var editor: FormEditor<SignUp>
        @State private var signedUp: SignUp?

        init(editor: FormEditor<SignUp>) {
            _editor = State(initialValue: editor)
        }

        var body: some View {
            FormView($editor) { signUp in
                signedUp = signUp
            }
            .alert(item: $signedUp) { signUp in
                Alert(title: Text(verbatim: signUp.user_name))
            }
        }
    }

    extension SignUp: Identifiable {
        var id: UUID { accountID }
    }
#endif
