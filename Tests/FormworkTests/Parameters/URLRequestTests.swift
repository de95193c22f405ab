import Foundation
import Testing

@testable import Formwork

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("URL requests")
struct URLRequestTests {
    private let search: FormParameters = ["q": "swift forms", "page": 2]

    private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test func aQueryIsAppendedWithAQuestionMark() throws {
        #expect(
            try search.url(appendingQueryTo: url("https://example.com/search")).absoluteString
                == "https://example.com/search?q=swift+forms&page=2")
    }

    @Test func anExistingQueryIsExtendedWithAnAmpersand() throws {
        #expect(
            try search.url(appendingQueryTo: url("https://example.com/s?lang=en")).absoluteString
                == "https://example.com/s?lang=en&q=swift+forms&page=2")
    }

    @Test func aTrailingQuestionMarkOrAmpersandIsReused() throws {
        #expect(
            try search.url(appendingQueryTo: url("https://example.com/s?")).absoluteString
                == "https://example.com/s?q=swift+forms&page=2")
        #expect(
            try search.url(appendingQueryTo: url("https://example.com/s?a=1&")).absoluteString
                == "https://example.com/s?a=1&q=swift+forms&page=2")
    }

    @Test func theFragmentStaysLast() throws {
        #expect(
            try search.url(appendingQueryTo: url("https://example.com/s?lang=en#top")).absoluteString
                == "https://example.com/s?lang=en&q=swift+forms&page=2#top")
    }

    @Test func noParametersLeaveTheURLAlone() throws {
        #expect(
            try FormParameters().url(appendingQueryTo: url("https://example.com/s")).absoluteString == "https://example.com/s")
    }

    @Test func getRequests() throws {
        let request = try search.getRequest(url: url("https://example.com/search"))
        #expect(request.httpMethod == "GET")
        #expect(request.url?.query == "q=swift+forms&page=2")
        #expect(request.httpBody == nil)
    }

    @Test func urlEncodedPostRequests() throws {
        let request = search.urlEncodedRequest(url: try url("https://example.com/search"))
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
        #expect(request.httpBody == Data("q=swift+forms&page=2".utf8))
    }

    @Test func jsonPostRequests() throws {
        let request = try search.jsonRequest(url: url("https://example.com/api"))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(request.httpBody == Data(#"{"q":"swift forms","page":2}"#.utf8))
    }

    @Test func multipartPostRequests() throws {
        let body = try search.multipart(boundary: "XyZ")
        let request = search.request(url: try url("https://example.com/upload"), multipart: body)
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "multipart/form-data; boundary=XyZ")
        #expect(request.httpBody == body.data)
        let generated = search.multipartRequest(url: try url("https://example.com/upload"))
        #expect(
            generated.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("multipart/form-data; boundary=----FormworkBoundary")
                == true)
    }
}
