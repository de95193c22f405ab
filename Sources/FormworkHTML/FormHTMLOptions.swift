/// How ``Formwork/FormState/html(options:errors:)`` writes a form.
///
/// ```swift
/// let page = form.html(options: FormHTMLOptions(action: "/signup", submitLabel: "Sign up", pretty: false))
/// ```
///
/// Every option has a default that suits a page served by the same server
/// that reads the body: `post` to the page's own address, the encoding
/// chosen from the rows, ids prefixed `formwork-`.
public struct FormHTMLOptions: Sendable, Hashable {
    /// The HTTP method a form submits with.
    public enum Method: String, Sendable, Hashable {
        /// `method="get"`: the values go into the URL's query; no files.
        case get
        /// `method="post"`: the values go into the body (the default).
        case post
    }

    /// How a posted form's body is encoded (its `enctype`).
    public enum Encoding: Sendable, Hashable {
        /// `multipart/form-data` when the form has an image or file row
        /// (a browser sends only a file's name otherwise), else urlencoded.
        case automatic
        /// `application/x-www-form-urlencoded`, read by `update(fromURLEncoded:)`.
        case urlEncoded
        /// `multipart/form-data`, read by `update(fromMultipart:boundary:)`.
        case multipart
    }

    /// How an enumerated row (or a list of options) offers its options,
    /// for the rows that declare no `style:` of their own
    /// (`FormChoiceStyle.automatic`); a row's own style wins.
    public enum ChoiceStyle: Sendable, Hashable {
        /// Buttons for a choice among four options or fewer, a menu
        /// otherwise and for a single choice that may be left with none (an
        /// optional row no rule requires), which needs an empty entry. A
        /// required `Track? = nil` gets buttons, none checked at first.
        case automatic
        /// A `<select>` menu (`multiple` for several choices).
        case select
        /// Radio buttons, or checkboxes for several choices.
        case radio
    }

    /// Where the form posts; `nil` (the default) writes no `action`, so
    /// the browser posts to the page's own address.
    public var action: String?
    /// `post` by default.
    public var method: Method
    /// The `id` of the `<form>` element; `"formwork"` by default. The live
    /// conditions' script finds its form by this id.
    public var formID: String
    /// Put before every control's id (`formwork-user_name`), so two forms
    /// on one page can keep their ids apart; `"formwork-"` by default.
    public var idPrefix: String
    /// The body encoding of a posted form; ``Encoding/automatic`` by default.
    public var encoding: Encoding
    /// How options are offered; ``ChoiceStyle/automatic`` by default.
    public var choiceStyle: ChoiceStyle
    /// The label of the submit button; `nil` for no button (the page adds
    /// its own). The default, ``defaultSubmitLabel``, is worded in the
    /// form's language ("Submit", "提交", "إرسال"); any other label is
    /// written as given.
    public var submitLabel: String?

    /// The label that stands for the built-in one, `"Submit"`.
    ///
    /// ```swift
    /// FormHTMLOptions().submitLabel == FormHTMLOptions.defaultSubmitLabel   // true: "提交" in Chinese
    /// ```
    ///
    /// A submit button with this label is worded in the form's language
    /// (the phrase `html.submit`); any other label is written as given.
    public static let defaultSubmitLabel = "Submit"

    /// The CSP nonce written as `nonce="…"` on the live conditions'
    /// `<script>`, for a page whose Content-Security-Policy allows scripts
    /// by nonce; `nil` by default. Formwork writes no `style` attribute, so
    /// a policy without `'unsafe-inline'` refuses nothing of the form; its
    /// stylesheet goes in the page's head (``FormHTMLStyleSheet``).
    public var nonce: String?
    /// Whether elements go on lines of their own, indented two spaces per
    /// level; `true` by default. Either way the same form gives the same bytes.
    public var pretty: Bool
    /// A cross-site request forgery token, written as a hidden input, the
    /// first control of the form; `nil` (the default) writes none. The
    /// server checks it with ``FormCSRFToken/isSent(in:)`` when the form
    /// comes back.
    public var csrfToken: FormCSRFToken?

    /// Options with the given choices; every argument has its documented default.
    ///
    /// ```swift
    /// FormHTMLOptions(action: "/profile", idPrefix: "profile-", choiceStyle: .select)
    /// ```
    public init(
        action: String? = nil, method: Method = .post, formID: String = "formwork", idPrefix: String = "formwork-",
        encoding: Encoding = .automatic, choiceStyle: ChoiceStyle = .automatic, submitLabel: String? = defaultSubmitLabel,
        nonce: String? = nil, pretty: Bool = true, csrfToken: FormCSRFToken? = nil
    ) {
        self.action = action
        self.method = method
        self.formID = formID
        self.idPrefix = idPrefix
        self.encoding = encoding
        self.choiceStyle = choiceStyle
        self.submitLabel = submitLabel
        self.nonce = nonce
        self.pretty = pretty
        self.csrfToken = csrfToken
    }
}
