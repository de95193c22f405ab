import Foundation

/// One part of a `multipart/form-data` body: its field name and its value.
///
/// The part's headers are read as RFC 7578 section 4 and the Fetch
/// Standard's multipart/form-data parser read them: a `Content-Disposition:
/// form-data` with a `name` and, for a file, a `filename`; a `Content-Type`
/// for a file (`text/plain` when absent, RFC 7578 section 4.4); other
/// headers ignored, except a `Content-Transfer-Encoding` that would change
/// the bytes. Anything two readers could read two ways is refused: a line
/// without `:`, a folded line, a CR or LF that is not a line end, a header
/// or parameter given twice.
struct FormMultipartPart {
    /// The field name, with HTML's escapes undone (see `FormMultipartHeaderValue`).
    var name: String
    /// The value: text, a file, or `nil` for a file input with no file
    /// chosen (an empty file name and no bytes, as browsers send it).
    var value: FormValue?

    /// The part in `bytes` (from just after its boundary line to just
    /// before the CRLF of the next), or the problem that makes it unreadable.
    /// A header block or content over the limits stops the reading.
    static func read(_ bytes: ArraySlice<UInt8>, limits: FormParameters.DecodingLimits) throws(FormParameters.DecodingError)
        -> Result<FormMultipartPart, FormParameters.DecodingError>
    {
        let offset = bytes.startIndex
        guard let (headerEnd, contentStart) = try headerBlock(in: bytes, limit: limits.maxHeaderSize) else {
            let reason = FormParameters.DecodingError.Reason.malformedHeader("the part's headers do not end with an empty line")
            return .failure(FormParameters.DecodingError([.init(offset: offset, reason: reason)]))
        }
        let size = bytes.endIndex - contentStart
        guard size <= limits.maxPartSize else {
            throw FormParameters.DecodingError([
                .init(offset: offset, reason: .partTooLarge(size: size, limit: limits.maxPartSize))
            ])
        }
        return FormMultipartHeaders.read(bytes[offset..<headerEnd], at: offset).map { headers in
            let content = Data(bytes[contentStart...])
            guard let filename = headers.filename else {
                return FormMultipartPart(name: headers.name, value: .string(String(decoding: content, as: UTF8.self)))
            }
            if filename.isEmpty, content.isEmpty { return FormMultipartPart(name: headers.name, value: nil) }
            let file = FormFile(filename: filename, contentType: headers.contentType ?? "text/plain", data: content)
            return FormMultipartPart(name: headers.name, value: .file(file))
        }
    }

    /// Where the header block ends (its last line's CRLF excluded) and the
    /// content starts, after the empty line; `nil` when the part has no
    /// empty line. A part that starts with CRLF has an empty header block.
    private static func headerBlock(in bytes: ArraySlice<UInt8>, limit: Int) throws(FormParameters.DecodingError)
        -> (end: Int, contentStart: Int)?
    {
        let start = bytes.startIndex
        if bytes.starts(with: [0x0D, 0x0A]) { return (start, start + 2) }
        var index = start
        while index + 3 < bytes.endIndex {
            // The block is already longer than allowed: stop scanning, whatever follows.
            guard index - start <= limit else {
                throw FormParameters.DecodingError([.init(offset: start, reason: .headerTooLarge(limit: limit))])
            }
            if bytes[index] == 0x0D, bytes[index + 1] == 0x0A, bytes[index + 2] == 0x0D, bytes[index + 3] == 0x0A {
                return (index, index + 4)
            }
            index += 1
        }
        return nil
    }
}
