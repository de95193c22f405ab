import FormworkHTML
import Hummingbird

/// The pages as Hummingbird's answers.
extension Pages {
    /// FormworkHTML's stylesheet as a file, which browsers keep in their cache for every page.
    static func styleSheet() -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/css; charset=utf-8", .cacheControl: "public, max-age=3600"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: FormHTMLStyleSheet.text())))
    }

    /// An HTML answer with `status`.
    static func response(_ html: String, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = "text/html; charset=utf-8"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }
}
