import Formwork
import Foundation

extension FormPage {
    /// One entry of a form's entry list: a name and a text or a file.
    ///
    /// ```swift
    /// FormPage.Entry(name: "user_name", value: .text("Ada"))
    /// FormPage.Entry(name: "avatar", value: .file(FormFile(filename: "ada.png", contentType: "image/png", data: png)))
    /// ```
    public struct Entry: Sendable, Hashable {
        /// What an entry holds: the HTML standard's entry value, a string or a file.
        public enum Value: Sendable, Hashable {
            /// A control's text.
            case text(String)
            /// A file input's file; an input with none chosen posts a file
            /// with the name `""`, the type `application/octet-stream` and no bytes.
            case file(FormFile)
        }

        /// The control's name.
        public var name: String
        /// What is posted under it.
        public var value: Value

        /// An entry posting `value` under `name`.
        public init(name: String, value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// The form's entry list as a browser constructs it from the current
    /// values (HTML §4.10.21.4), in tree order.
    ///
    /// ```swift
    /// let page = try FormPage(html: #"<form><input name="a" value="1"><input type="checkbox" name="b"></form>"#)
    /// page.entries.map(\.name)   // ["a"]: the box is not checked
    /// ```
    ///
    /// Left out: a control with no name or an empty one, a disabled
    /// control (its own `disabled`, or a disabled `<fieldset>` around it,
    /// outside that fieldset's first `<legend>`), one in a `<datalist>`,
    /// an unchecked checkbox or radio button, every button but the one
    /// ``press(_:)`` named, and reset and plain buttons. A checkbox or radio
    /// button posts its `value` (`on` when it has none); a `<select>` its
    /// selected options that are not disabled, one entry each; a file input
    /// its files, or an empty file when none is attached; a hidden input
    /// named `_charset_` posts `UTF-8`; an image button pressed posts
    /// `name.x=0` and `name.y=0`. Line breaks stay as they are here: the
    /// encoders write them as CR LF.
    public var entries: [Entry] {
        var entries: [Entry] = []
        for (index, control) in controls.enumerated() {
            if control.isDisabled || control.isInDatalist { continue }
            if control.isButton && index != submitter { continue }
            if control.inputType == "checkbox" || control.inputType == "radio", !control.isChecked { continue }
            if control.inputType == "image" {
                let prefix = control.name.map { $0.isEmpty ? "" : $0 + "." } ?? ""
                entries += [Entry(name: prefix + "x", value: .text("0")), Entry(name: prefix + "y", value: .text("0"))]
                continue
            }
            guard let name = control.name, !name.isEmpty else { continue }
            switch control.element {
            case .select:
                for option in control.options where option.isSelected && !option.isDisabled {
                    entries.append(Entry(name: name, value: .text(option.value)))
                }
            case .input("file"):
                let files =
                    control.files.isEmpty
                    ? [FormFile(filename: "", contentType: "application/octet-stream", data: Data())] : control.files
                entries += files.map { Entry(name: name, value: .file($0)) }
            case .input("hidden") where name.lowercased() == "_charset_":
                entries.append(Entry(name: name, value: .text("UTF-8")))
            default:
                entries.append(Entry(name: name, value: .text(control.value)))
            }
        }
        return entries
    }

    /// The body a browser posts for the form as `application/x-www-form-urlencoded`.
    ///
    /// ```swift
    /// let page = try FormPage(html: #"<form><input name="q" value="a b&c"></form>"#)
    /// page.urlEncodedBody()   // "q=a+b%26c"
    /// ```
    ///
    /// The ``entries`` by ``urlEncoded(_:)``.
    public func urlEncodedBody() -> String {
        Self.urlEncoded(entries)
    }

    /// The body a browser posts for the form as `multipart/form-data`,
    /// its parts separated by `boundary`.
    ///
    /// ```swift
    /// let body = try page.multipartBody(boundary: "formwork-boundary")
    /// // Content-Type: multipart/form-data; boundary=formwork-boundary
    /// ```
    ///
    /// The ``entries`` by ``multipart(_:boundary:)``.
    public func multipartBody(boundary: String = FormPage.defaultBoundary) throws(FormPageError) -> Data {
        try Self.multipart(entries, boundary: boundary)
    }

    /// The `Content-Type` and body a browser posts for the form, in the
    /// form's ``enctype``: urlencoded, or multipart with `boundary`.
    ///
    /// ```swift
    /// let (contentType, body) = try page.body()
    /// // contentType: "application/x-www-form-urlencoded", or "multipart/form-data; boundary=…"
    /// ```
    ///
    /// - Throws: ``FormPageError`` for a form posted as `text/plain`, which
    ///   no Formwork reader reads, and for a boundary
    ///   ``multipart(_:boundary:)`` refuses.
    public func body(boundary: String = FormPage.defaultBoundary) throws(FormPageError) -> (
        contentType: String, data: Data
    ) {
        switch enctype {
        case "multipart/form-data":
            return ("multipart/form-data; boundary=" + boundary, try multipartBody(boundary: boundary))
        case "text/plain":
            throw FormPageError("The form is posted as text/plain, which FormPage does not encode: read its entries.")
        default:
            return ("application/x-www-form-urlencoded", Data(urlEncodedBody().utf8))
        }
    }
}
