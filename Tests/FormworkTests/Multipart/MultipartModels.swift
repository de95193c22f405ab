import Formwork
import FormworkFixtures
import Foundation

/// A job application posted from an HTML form with `enctype="multipart/form-data"`:
/// text, a number, a list, a checkbox, a group, a photo and a CV.
struct JobApplication: FormModel, Equatable {
    @FormText var name = ""
    @FormNumber var age = 0
    @FormList var tags: [String] = []
    @FormBoolean var newsletter = false
    @FormGroup var address = Address()
    @FormImage var photo: FormFile? = nil
    @FormAttachment var cv: FormFile? = nil
    @FormImage var homepage_picture: URL? = nil
}

/// Bodies written out by hand, line by line, as RFC 7578 lays them out.
enum MultipartBody {
    /// `lines` joined with CRLF, as bytes.
    static func lines(_ lines: [String]) -> Data {
        Data(lines.joined(separator: "\r\n").utf8)
    }

    /// The lines of one text part named `name` (without its boundary line).
    static func text(_ name: String, _ value: String) -> [String] {
        ["Content-Disposition: form-data; name=\"\(name)\"", "", value]
    }
}
