import Formwork

/// The `<script>` that re-evaluates a form's predicate conditions in the
/// page; empty until the live conditions are written.
enum FormHTMLLiveScript {
    /// The script element ending the form, or `""` when no predicate decides anything.
    static func element<Model: FormModel>(for form: ModelForm<Model>, options: FormHTMLOptions) -> String {
        ""
    }
}
