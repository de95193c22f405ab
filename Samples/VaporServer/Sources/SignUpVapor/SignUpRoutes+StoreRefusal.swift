import Formwork

extension SignUpRoutes {
    /// Puts a sign-up the database refused on the form, beside its row, in
    /// the page's language: the one place a refusal of the store becomes
    /// what the person reads. The form holds it like its own errors, so the
    /// page shows it, and it stands while the row holds the refused value.
    static func addError(for refusal: SignUpStore.Refusal, to form: inout FormState<SignUp>, texts: SignUpTexts) {
        switch refusal {
        case .emailTaken: form.addError(FormMessage(texts.emailTaken), for: "email")
        }
    }
}
