/// The headers of one `multipart/form-data` part that decide its field:
/// the name, the file name and the file's content type.
struct FormMultipartHeaders {
    var name: String
    var filename: String?
    var contentType: String?

    /// The headers in `block` (header lines joined by CRLF, without the
    /// empty line), which starts at byte `offset` of the body.
    static func read(_ block: ArraySlice<UInt8>, at offset: Int) -> Result<Self, FormParameters.DecodingError> {
        var disposition: ArraySlice<UInt8>?
        var contentType: ArraySlice<UInt8>?
        var seen: Set<String> = []
        for line in lines(of: block) {
            let (name, value): (String, ArraySlice<UInt8>)
            switch field(line) {
            case .failure(let error): return .failure(error)
            case .success(let field): (name, value) = field
            }
            // A header given twice could be read as either: refuse it.
            guard seen.insert(name).inserted else { return .failure(problem(.duplicateHeader(name), at: line.startIndex)) }
            switch name {
            case "content-disposition": disposition = value
            case "content-type": contentType = value
            case "content-transfer-encoding":
                let encoding = String(decoding: value, as: UTF8.self)
                guard ["7bit", "8bit", "binary"].contains(encoding.lowercased()) else {
                    return .failure(problem(.unsupportedTransferEncoding(encoding), at: line.startIndex))
                }
            default: break
            }
        }
        guard let disposition else { return .failure(problem(.missingContentDisposition, at: offset)) }
        return formData(disposition, contentType: contentType, at: offset)
    }

    /// The name and file name of a `Content-Disposition: form-data` value.
    private static func formData(_ disposition: ArraySlice<UInt8>, contentType: ArraySlice<UInt8>?, at offset: Int)
        -> Result<Self, FormParameters.DecodingError>
    {
        let parsed: FormMultipartHeaderValue
        switch FormMultipartHeaderValue.parse(disposition) {
        case .failure(let error):
            return .failure(
                FormParameters.DecodingError(error.problems.map { .init(key: $0.key, offset: offset, reason: $0.reason) }))
        case .success(let value): parsed = value
        }
        guard parsed.type == "form-data" else { return .failure(problem(.notFormData(parsed.type), at: offset)) }
        // RFC 2231's `name*=utf-8''…`, which Python's email package writes for
        // a name that is not ASCII, counts only when there is no plain `name`.
        let extended = parsed.parameter("name*").flatMap(FormMultipartHeaderValue.extendedValue)
        guard let decodedName = parsed.parameter("name").map(FormMultipartHeaderValue.unescaped) ?? extended else {
            return .failure(problem(.missingName, at: offset))
        }
        return .success(
            FormMultipartHeaders(
                name: decodedName,
                filename: parsed.parameter("filename").map(FormMultipartHeaderValue.unescaped),
                contentType: contentType.map(FormMultipartHeaderValue.unescaped)))
    }

    private static func problem(_ reason: FormParameters.DecodingError.Reason, at offset: Int) -> FormParameters.DecodingError {
        FormParameters.DecodingError([.init(offset: offset, reason: reason)])
    }

    /// The lines of `block`, split at each CRLF.
    private static func lines(of block: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        guard !block.isEmpty else { return [] }
        var lines: [ArraySlice<UInt8>] = []
        var start = block.startIndex
        var index = start
        while index + 1 < block.endIndex {
            if block[index] == 0x0D, block[index + 1] == 0x0A {
                lines.append(block[start..<index])
                start = index + 2
                index = start
            } else {
                index += 1
            }
        }
        lines.append(block[start...])
        return lines
    }

    /// A header line's lowercased name and its value without surrounding
    /// spaces or tabs, or why the line is no header (RFC 9110 section 5).
    private static func field(_ line: ArraySlice<UInt8>) -> Result<(String, ArraySlice<UInt8>), FormParameters.DecodingError> {
        let malformed = { (explanation: String) in problem(.malformedHeader(explanation), at: line.startIndex) }
        if line.contains(0x0D) || line.contains(0x0A) {
            return .failure(malformed("a CR or LF inside a header line, where it could start a header of its own"))
        }
        if let first = line.first, first == 0x20 || first == 0x09 {
            return .failure(malformed("a folded header line (obs-fold), which RFC 7578 and RFC 9112 do not allow"))
        }
        guard let colon = line.firstIndex(of: 0x3A) else { return .failure(malformed("a header line without ':'")) }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(FormMultipartHeaderValue.isTokenByte) else {
            return .failure(malformed("a header name that is not a token: '\(String(decoding: name, as: UTF8.self))'"))
        }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
        return .success((String(decoding: name, as: UTF8.self).lowercased(), value))
    }
}
