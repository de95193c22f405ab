import Formwork
import Vapor

extension Request {
    /// The language among `languages` the request's `Accept-Language`
    /// prefers; `default` when it names none of them or is absent.
    ///
    /// ```swift
    /// // Accept-Language: zh-CN,zh;q=0.9,en;q=0.8
    /// request.formLanguage(among: [.english, .simplifiedChinese, .arabic])   // .simplifiedChinese
    /// ```
    ///
    /// The header is read by `FormLanguage.negotiating(acceptLanguage:among:default:)`
    /// (RFC 9110 §12.5.4 weights, RFC 4647 lookup). A header sent on several
    /// lines is one list, as RFC 9110 §5.3 combines them.
    public func formLanguage(among languages: [FormLanguage], default: FormLanguage = .english) -> FormLanguage {
        let lines = headers[.acceptLanguage]
        guard !lines.isEmpty else { return `default` }
        return FormLanguage.negotiating(
            acceptLanguage: lines.joined(separator: ", "), among: languages, default: `default`)
    }
}
