#if os(iOS)
    import Formwork
    import FormworkUIKit
    import SwiftUI
    import UIKit

    /// The sign-up form as a UIKit screen: a `FormViewController` in a
    /// navigation controller, as an app's scene delegate would make the root of
    /// its window. Submitting shows the name the form made.
    enum SignUpViewController {
        @MainActor
        static func make() -> UIViewController {
            let root: UIViewController
            do {
                let form = FormViewController(editor: try SignUpForms.editor()) { _ in }
                form.onSubmit = { [weak form] signUp in
                    let alert = UIAlertController(title: signUp.user_name, message: nil, preferredStyle: .alert)
                    // The form's own word for done, in the form's language.
                    let done = form?.editor.text("native.keyboard.done")
                    alert.addAction(UIAlertAction(title: done, style: .default))
                    form?.present(alert, animated: true)
                }
                root = form
            } catch {
                root = UIViewController()
                let label = UILabel()
                label.text = String(describing: error)
                label.numberOfLines = 0
                root.view = label
            }
            return UINavigationController(rootViewController: root)
        }
    }

    /// The UIKit screen inside the SwiftUI app, so one app shows both.
    struct SignUpUIKitScreen: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { SignUpViewController.make() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
    }
#endif
