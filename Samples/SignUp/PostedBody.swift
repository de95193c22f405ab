import Formwork
import Foundation

/// A request body as a server receives it: the bytes and the `Content-Type`
/// header, read into a form as a web page's submission.
///
/// ```swift
/// // swift run signup --read-body body.bin --content-type 'multipart/form-data; boundary=XyZ'
/// let body = PostedBody(data: bytes, contentType: "application/x-www-form-urlencoded")
/// let result = body.read(into: &form)   // nil: a content type no reader takes
/// ```
struct PostedBody {
    var data: Data
    var contentType: String

    /// What an HTML form posts, read as its page means it: an unticked
    /// checkbox (absent, or only its hidden `false`) is `false`, and the
    /// empty box a list offers for a new entry adds no entry.
    static let htmlFormOptions = FormUpdateOptions(absentBooleansAreFalse: true, blankListItemsAreAbsent: true)

    /// The media types `read(into:)` reads.
    static let readableMediaTypes = ["application/x-www-form-urlencoded", "multipart/form-data", "application/json"]

    /// The content type without parameters such as `charset`, in lowercase.
    var mediaType: String {
        contentType.split(separator: ";", maxSplits: 1).first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        } ?? ""
    }

    /// Reads the body by its media type (urlencoded, multipart or JSON), or
    /// returns `nil` for any other type and leaves the form as it was.
    func read<Model: FormModel>(into form: inout FormState<Model>) -> FormUpdateResult? {
        switch mediaType {
        case "application/x-www-form-urlencoded":
            return form.update(fromURLEncoded: data, options: Self.htmlFormOptions)
        case "multipart/form-data":
            return form.update(fromMultipart: data, contentType: contentType, options: Self.htmlFormOptions)
        case "application/json":
            // A JSON document says nothing about the keys it leaves out, and posts no empty boxes.
            return form.update(fromJSON: data)
        default:
            return nil
        }
    }
}
