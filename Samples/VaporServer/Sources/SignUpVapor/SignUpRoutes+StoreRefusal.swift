import Formwork

extension SignUpRoutes {
    /// The error the form shows beside its row for a sign-up the database
    /// refused, in the page's language: the one place a refusal of the store
    /// becomes what the person reads, beside the form's own errors.
    static func formError(for refusal: SignUpStore.Refusal, in form: FormState<SignUp>, texts: SignUpTexts)
        -> FormFieldError
    {
        switch refusal {
        case .emailTaken:
            let title = form.row("email")?.title ?? "Email"
            return FormFieldError(key: "email", title: title, kind: .model, message: texts.emailTaken)
        }
    }
}
