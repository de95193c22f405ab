import Foundation

/// What a browser posts for a page, built by hand after the HTML
/// standard's form-submission algorithm (§4.10.21.4 "Constructing the entry
/// list"): controls in tree order; disabled ones skipped; checkboxes and
/// radio buttons only when checked; a select's selected options; newlines
/// of a textarea's value as CR LF (§4.10.21.8); no file chosen.
enum Browser {
    /// The entry list of the page's form, after `edit` changed its controls.
    static func entries(_ html: String, edit: (inout [StrictTokenizer.Element]) -> Void = { _ in }) throws -> [(String, String)] {
        var elements = try StrictTokenizer.elements(html)
        edit(&elements)
        var entries: [(String, String)] = []
        var select: (name: String, disabled: Bool)?
        for element in elements where !element.isInTemplate {
            let a = element.attributes
            switch element.name {
            case "select":
                select = a["name"].map { ($0, a["disabled"] != nil) }
            case "option":
                if let select, !select.disabled, a["selected"] != nil { entries.append((select.name, a["value"] ?? "")) }
            case "input", "textarea":
                select = nil
                guard let name = a["name"], a["disabled"] == nil else { continue }
                let type = a["type"] ?? "text"
                if (type == "checkbox" || type == "radio") && a["checked"] == nil { continue }
                if type == "file" { continue }  // the multipart tests send their own files
                let value = element.name == "textarea" ? crlf(a["#text"] ?? "") : a["value"] ?? ""
                entries.append((name, value))
            default:
                select = nil
            }
        }
        return entries
    }

    /// The `application/x-www-form-urlencoded` serializer (URL standard §5.2).
    static func urlEncoded(_ entries: [(String, String)]) -> String {
        entries.map { encode($0.0) + "=" + encode($0.1) }.joined(separator: "&")
    }

    /// A `multipart/form-data` body with the boundary `XyZ` (§4.10.21.8, RFC 7578).
    static func multipart(_ entries: [(String, String)]) -> Data {
        var body = ""
        for (name, value) in entries {
            body += "--XyZ\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
        }
        return Data((body + "--XyZ--\r\n").utf8)
    }

    private static func crlf(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .replacingOccurrences(of: "\n", with: "\r\n")
    }

    private static func encode(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
                encoded.append(Character(Unicode.Scalar(byte)))
            case UInt8(ascii: " "): encoded += "+"
            default: encoded += String(format: "%%%02X", byte)
            }
        }
        return encoded
    }
}
