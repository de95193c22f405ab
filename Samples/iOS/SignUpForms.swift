#if os(iOS)
    import Formwork
    import Foundation

    /// How both of the sample's screens make their form: the sign-up model in
    /// the device's first preferred language Formwork has, English otherwise.
    enum SignUpForms {
        static func editor() throws -> FormEditor<SignUp> {
            var form = try FormState(SignUp())
            let preferred = Locale.preferredLanguages.first ?? "en"
            form.localization = SignUpTranslations.localization(for: FormLanguage.matching(preferred, default: .english))
            return FormEditor(form)
        }
    }
#endif
