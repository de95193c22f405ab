/// Reads the parts of a `multipart/form-data` body (RFC 7578 over RFC 2046
/// section 5.1.1): where each part starts and ends, within the limits.
///
/// The framing is read strictly, since two readers that frame one body
/// differently read different fields (request smuggling): a boundary must
/// stand on a line of its own, followed only by spaces or tabs (RFC 2046
/// transport padding) and CRLF, or by `--` to close the body; a body without
/// its opening boundary, or without its closing one, is refused. A preamble
/// before the first boundary and an epilogue after the last are ignored, as
/// RFC 2046 says. A problem of the framing or a limit stops the reading at
/// once; a problem of one part's headers is collected and the reading goes
/// on, so every such problem is reported together.
struct FormMultipartReader {
    private let bytes: [UInt8]
    private let dashBoundary: [UInt8]
    private let limits: FormParameters.DecodingLimits

    /// The parts of `bytes` separated by `boundary`, or every problem found.
    static func parts(
        of bytes: [UInt8], boundary: String, limits: FormParameters.DecodingLimits
    ) throws(FormParameters.DecodingError) -> [FormMultipartPart] {
        guard FormMultipartEncoder.isValidBoundary(boundary) else { throw fatal(.invalidBoundary(boundary)) }
        guard bytes.count <= limits.maxBodySize else {
            throw fatal(.bodyTooLarge(size: bytes.count, limit: limits.maxBodySize))
        }
        return try FormMultipartReader(bytes: bytes, dashBoundary: Array("--\(boundary)".utf8), limits: limits).parts()
    }

    private static func fatal(_ reason: FormParameters.DecodingError.Reason, at offset: Int? = nil)
        -> FormParameters.DecodingError
    {
        FormParameters.DecodingError([.init(offset: offset, reason: reason)])
    }

    private func parts() throws(FormParameters.DecodingError) -> [FormMultipartPart] {
        guard var position = openingBoundary() else { throw Self.fatal(.missingBoundary) }
        var parts: [FormMultipartPart] = []
        var problems: [FormParameters.DecodingError.Problem] = []
        while true {
            // `position` is just after a boundary: `--` closes the body, CRLF starts a part.
            guard let start = try partStart(after: position) else { break }
            guard let end = nextDelimiter(from: start) else { throw Self.fatal(.missingCloseDelimiter, at: start) }
            guard parts.count + problems.count < limits.maxParts else { throw Self.fatal(.tooManyParts(limit: limits.maxParts)) }
            switch try FormMultipartPart.read(bytes[start..<end], limits: limits) {
            case .success(let part): parts.append(part)
            case .failure(let error): problems += error.problems
            }
            position = end + 2 + dashBoundary.count
        }
        guard problems.isEmpty else { throw FormParameters.DecodingError(problems) }
        return parts
    }

    /// The offset just after the first boundary: at the start of the body,
    /// or after a preamble and its CRLF.
    private func openingBoundary() -> Int? {
        if bytes.starts(with: dashBoundary) { return dashBoundary.count }
        return nextDelimiter(from: 0).map { $0 + 2 + dashBoundary.count }
    }

    /// Where the part after the boundary ending at `position` starts, or
    /// `nil` when that boundary closes the body.
    private func partStart(after position: Int) throws(FormParameters.DecodingError) -> Int? {
        if bytes[position...].starts(with: [0x2D, 0x2D]) { return nil }
        var index = position
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index + 1 < bytes.count else { throw Self.fatal(.missingCloseDelimiter, at: index) }
        guard bytes[index] == 0x0D, bytes[index + 1] == 0x0A else { throw Self.fatal(.boundaryInContent, at: position) }
        return index + 2
    }

    /// The offset of the next CRLF followed by `--boundary`, from `start`.
    private func nextDelimiter(from start: Int) -> Int? {
        let needed = 2 + dashBoundary.count
        guard bytes.count >= needed else { return nil }
        let last = bytes.count - needed
        var index = start
        while index <= last {
            if bytes[index] == 0x0D, bytes[index + 1] == 0x0A, bytes[index + 2] == 0x2D,
                bytes[(index + 2)..<(index + needed)].elementsEqual(dashBoundary)
            {
                return index
            }
            index += 1
        }
        return nil
    }
}
