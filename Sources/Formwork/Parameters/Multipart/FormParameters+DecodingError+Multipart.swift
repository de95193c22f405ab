extension FormParameters.DecodingError.Reason {
    /// The sentence for a problem of a `multipart/form-data` body.
    var multipartDescription: String {
        switch self {
        case .invalidContentType(let value):
            return "the Content-Type '\(value)' is not multipart/form-data with a boundary"
        case .invalidBoundary(let boundary):
            return "the boundary '\(boundary)' is not 1 to 70 characters RFC 2046 allows"
        case .missingBoundary: return "the body does not start with its boundary line"
        case .missingCloseDelimiter: return "the body ends before its closing boundary: it is truncated"
        case .boundaryInContent: return "the boundary is followed by other text on its line"
        case .tooManyParts(let limit): return "more than \(limit) parts"
        case .partTooLarge(let size, let limit): return "part of \(size) bytes is larger than \(limit) bytes"
        case .headerTooLarge(let limit): return "part headers longer than \(limit) bytes"
        case .malformedHeader(let explanation): return explanation
        case .missingContentDisposition: return "the part has no Content-Disposition header"
        case .notFormData(let type): return "the part's Content-Disposition is '\(type)', not form-data"
        case .missingName: return "the part's Content-Disposition has no name"
        case .duplicateHeader(let name): return "'\(name)' is given twice in one part"
        case .unsupportedTransferEncoding(let encoding):
            return "the Content-Transfer-Encoding '\(encoding)' is not 7bit, 8bit or binary"
        // Only the multipart reasons are routed here (see `description`).
        default: return "invalid multipart body"
        }
    }
}
