import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FormParameters {
    /// `url` with the parameters appended as an urlencoded query.
    ///
    /// ```swift
    /// let parameters: FormParameters = ["q": "swift forms", "page": 2]
    /// try parameters.url(appendingQueryTo: URL(string: "https://example.com/search?lang=en#top")!)
    /// // https://example.com/search?lang=en&q=swift+forms&page=2#top
    /// ```
    ///
    /// The query is ``urlEncoded(options:)``; it is joined with `?` when the
    /// URL has no query, with `&` when it has one (nothing when the query
    /// already ends in `?` or `&`), before any `#fragment`. Without
    /// parameters the URL is returned unchanged.
    ///
    /// - Throws: ``FormParameters/EncodingError/invalidURL(_:)`` when the joined text
    ///   is not a URL that Foundation accepts.
    public func url(appendingQueryTo url: URL, options: FormParameters.URLEncodingOptions = FormParameters.URLEncodingOptions())
        throws(FormParameters.EncodingError) -> URL
    {
        let query = urlEncoded(options: options)
        guard !query.isEmpty else { return url }
        let text = url.absoluteString
        let fragmentStart = text.firstIndex(of: "#") ?? text.endIndex
        var base = String(text[..<fragmentStart])
        if let questionMark = base.firstIndex(of: "?") {
            if base.index(after: questionMark) != base.endIndex, !base.hasSuffix("&") { base += "&" }
        } else {
            base += "?"
        }
        let joined = base + query + text[fragmentStart...]
        guard let result = URL(string: joined) else { throw .invalidURL(joined) }
        return result
    }

    /// A `GET` request for `url` with the parameters as its query.
    ///
    /// ```swift
    /// let request = try parameters.getRequest(url: URL(string: "https://example.com/search")!)
    /// request.url   // https://example.com/search?q=swift+forms&page=2
    /// ```
    ///
    /// - Throws: ``FormParameters/EncodingError/invalidURL(_:)``, as
    ///   ``url(appendingQueryTo:options:)`` throws.
    public func getRequest(url: URL, options: FormParameters.URLEncodingOptions = FormParameters.URLEncodingOptions())
        throws(FormParameters.EncodingError)
        -> URLRequest
    {
        var request = URLRequest(url: try self.url(appendingQueryTo: url, options: options))
        request.httpMethod = "GET"
        return request
    }

    /// A `POST` request for `url` with the parameters as an urlencoded body.
    ///
    /// ```swift
    /// let request = parameters.urlEncodedRequest(url: URL(string: "https://example.com/signup")!)
    /// request.value(forHTTPHeaderField: "Content-Type")   // "application/x-www-form-urlencoded"
    /// ```
    ///
    /// The `Content-Type` is the bare `application/x-www-form-urlencoded`,
    /// as browsers send it: the type defines no `charset` parameter (the
    /// WHATWG URL Standard makes it always UTF-8).
    public func urlEncodedRequest(url: URL, options: FormParameters.URLEncodingOptions = FormParameters.URLEncodingOptions())
        -> URLRequest
    {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.httpBody = urlEncodedData(options: options)
        return request
    }

    /// A `POST` request for `url` with the parameters as a JSON body
    /// (`Content-Type: application/json`); see ``json(options:)``.
    ///
    /// ```swift
    /// let request = try parameters.jsonRequest(url: URL(string: "https://example.com/api/signup")!)
    /// ```
    ///
    /// - Throws: ``FormParameters/EncodingError``, as ``json(options:)`` throws.
    public func jsonRequest(
        url: URL, options: FormParameters.JSONOptions = FormParameters.JSONOptions()
    ) throws(FormParameters.EncodingError) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try json(options: options)
        return request
    }

    /// A `POST` request for `url` with the parameters as a
    /// `multipart/form-data` body and its `Content-Type`; see ``multipart(options:)``.
    ///
    /// ```swift
    /// let request = parameters.multipartRequest(url: URL(string: "https://example.com/avatar")!)
    /// request.value(forHTTPHeaderField: "Content-Type")   // "multipart/form-data; boundary=----FormworkBoundary…"
    /// ```
    public func multipartRequest(url: URL, options: FormParameters.MultipartOptions = FormParameters.MultipartOptions())
        -> URLRequest
    {
        request(url: url, multipart: multipart(options: options))
    }

    /// A `POST` request for `url` carrying an already built multipart `body`.
    ///
    /// ```swift
    /// let body = try parameters.multipart(boundary: "XyZ")
    /// let request = parameters.request(url: URL(string: "https://example.com/avatar")!, multipart: body)
    /// ```
    public func request(url: URL, multipart body: FormParameters.MultipartBody) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue(body.contentType, forHTTPHeaderField: "Content-Type")
        request.httpBody = body.data
        return request
    }
}
