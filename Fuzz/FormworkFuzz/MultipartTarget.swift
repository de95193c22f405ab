import Formwork
import Foundation

extension FuzzTarget {
    static let multipartCorpus = [
        "--B\r\nContent-Disposition: form-data; name=\"user_name\"\r\n\r\nAda\r\n--B\r\nContent-Disposition: form-data; name=\"tags[]\"\r\n\r\nmath\r\n--B--\r\n",
        "--B\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"me.png\"\r\nContent-Type: image/png\r\n\r\n\u{89}PNG\r\n--B--",
        "preamble\r\n--B \r\nContent-Disposition: form-data; name=\"a%22b%0D%0A\"\r\n\r\n\r\n--B--\r\nepilogue",
        "--B\r\nContent-Disposition: form-data; name*=utf-8''%E5%90%8D\r\n\r\nx\r\n--B--",
        "--B--\r\n",
        "--B\r\nContent-Disposition: form-data; name=\"jobs[3][title]\"\r\n\r\nb\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"jobs[1][title]\"\r\n\r\na\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"jobs[99999999][years]\"\r\n\r\n1\r\n--B--\r\n",
        "--B\r\nContent-Disposition: form-data; name=\"jobs\"\r\n\r\n\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"jobs[0][title]\"; filename=\"a.txt\"\r\n\r\nx\r\n--B--\r\n",
    ]
    static let multipartPieces = [
        "\r\n", "\r", "\n", "--B", "--B--", "--", ":", ";", "\"", "=", "\\", " ", "\t", "name=", "filename=\"\"",
        "Content-Disposition: form-data", "Content-Type: text/plain", "Content-Transfer-Encoding: base64", "%22", "%0A",
        "[", "]", "[]", "[0]", "é", "😀", "\u{0}", "jobs", "[title]", "picks[2]", "[1000]",
    ]

    /// A multipart body: no trap, an error that says something, and what is
    /// read writes a body (with Formwork's writer) that reads back the same.
    static let multipart = FuzzTarget(name: "multipart") { generator throws(FuzzFailure) in
        let body = generator.mutated(multipartCorpus, pieces: multipartPieces)
        var form = try? FormState(FuzzSignUp())
        _ = form?.update(fromMultipart: Data(body.utf8), boundary: "B")
        try requireItemsWithinLimits(body) { $0.update(fromMultipart: Data(body.utf8), boundary: "B") }
        switch FormParameters.fuzzMultipart(Array(body.utf8), boundary: "B") {
        case .failure(let error):
            try require(!error.problems.isEmpty && !error.description.isEmpty, "an error without problems", input: body)
            return false
        case .success(let parameters):
            // An empty name given twice is written `[]`, which has no root name (as for urlencoded).
            if parameters.contains(where: { $0.key.isEmpty && $0.value.arrayValue != nil }) { return true }
            var seeded = SystemRandomNumberGenerator()
            let written = parameters.multipart(using: &seeded)
            let again = try? FormParameters(multipart: written.data, boundary: written.boundary)
            try require(again == parameters, "written and read back differently", input: body)
            return true
        }
    }
}
