import Formwork

/// A token a server writes into its form and checks in the posted body, so
/// that another site cannot post the form in a signed-in person's name
/// (cross-site request forgery).
///
/// ```swift
/// let token = FormCSRFToken.random()
/// let html = form.html(options: FormHTMLOptions(csrfToken: token))
/// // … the server keeps `token.value` (in a cookie or the session) and,
/// // when the form comes back:
/// token.isSent(in: try FormParameters(urlEncoded: "csrf_token=\(token.value)&user_name=Ada"))   // true
/// ```
///
/// The form carries it as `<input type="hidden" name="csrf_token" value="…">`,
/// the first control inside the `<form>`. Formwork only writes it and
/// compares it: keeping the expected value is the server's, in a cookie the
/// page's own site sets (the double-submit pattern Django uses) or in the
/// person's session. A body read into a form lists the token's name in
/// `FormUpdateResult.unknownKeys`, as any key no row reads; its
/// ``name`` must not be a row's parameter key.
public struct FormCSRFToken: Sendable, Hashable {
    /// The parameter name the token is posted under; `"csrf_token"` by default.
    public var name: String
    /// The token itself.
    public var value: String

    /// A token with the given value, posted under `name`.
    ///
    /// ```swift
    /// FormCSRFToken("3f9a", name: "_csrf").name   // "_csrf"
    /// ```
    public init(_ value: String, name: String = "csrf_token") {
        self.name = name
        self.value = value
    }

    /// A new token of 32 random bytes, written as 64 lowercase hexadecimal
    /// digits, from `SystemRandomNumberGenerator` (the system's
    /// cryptographically secure source on every platform Swift runs on).
    ///
    /// ```swift
    /// FormCSRFToken.random().value.count   // 64
    /// ```
    public static func random(name: String = "csrf_token") -> FormCSRFToken {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef")
        var text = ""
        text.reserveCapacity(64)
        for _ in 0..<32 {
            let byte = UInt8.random(in: .min ... .max, using: &generator)
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return FormCSRFToken(text, name: name)
    }

    /// Whether `parameters` carry this token: exactly one top-level member
    /// named ``name``, a string equal to ``value``. The comparison takes the
    /// same time wherever the two first differ, so timing tells an attacker
    /// nothing about the expected token; an empty expected value matches
    /// nothing.
    ///
    /// ```swift
    /// let token = FormCSRFToken("abc")
    /// token.isSent(in: ["csrf_token": "abc"])   // true
    /// token.isSent(in: ["csrf_token": "abd"])   // false
    /// token.isSent(in: [:])                     // false
    /// ```
    public func isSent(in parameters: FormParameters) -> Bool {
        let sent = parameters.members.filter { $0.key == name }
        guard sent.count == 1, case .string(let text) = sent[0].value, !value.isEmpty else { return false }
        return Self.equalInConstantTime(Array(text.utf8), Array(value.utf8))
    }

    /// Whether `a` equals `b`, in a time that depends on their lengths only.
    static func equalInConstantTime(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index] : 0
            let right = index < b.count ? b[index] : 0
            difference |= left ^ right
        }
        return difference == 0
    }
}
