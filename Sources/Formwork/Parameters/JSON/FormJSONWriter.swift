import Foundation

/// An RFC 8259 JSON writer for ``FormValue``: members in their given order,
/// numbers exactly as ``FormValue/text`` writes them, `/` not escaped,
/// non-ASCII text as UTF-8.
struct FormJSONWriter {
    var options: FormParameters.JSONOptions
    private(set) var output: [UInt8] = []

    init(options: FormParameters.JSONOptions) {
        self.options = options
    }

    mutating func write(_ value: FormValue, path: String, depth: Int) throws(FormParameters.EncodingError) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .integer(let number): append(String(number))
        case .double(let number):
            guard number.isFinite else { throw .nonFiniteNumber(path: path) }
            append(ExactNumberText.double(number))
        case .decimal(let number):
            guard number.isFinite else { throw .nonFiniteNumber(path: path) }
            append(ExactNumberText.decimal(number))
        case .string(let text): writeString(text)
        case .date(let date):
            guard FormDateText.isRepresentable(date) else { throw .dateOutOfRange(path: path) }
            writeString(FormDateText.iso8601(date))
        case .file(let file): try writeFile(file, path: path, depth: depth)
        case .array(let items):
            try writeContainer("[", "]", count: items.count, depth: depth) {
                (writer, index) throws(FormParameters.EncodingError) in
                try writer.write(items[index], path: "\(path)[\(index)]", depth: depth + 1)
            }
        case .object(let members):
            try writeMembers(members, path: path, depth: depth)
        }
    }

    mutating func writeMembers(_ members: [FormValue.Member], path: String, depth: Int) throws(FormParameters.EncodingError) {
        try writeContainer("{", "}", count: members.count, depth: depth) { (writer, index) throws(FormParameters.EncodingError) in
            let member = members[index]
            writer.writeString(member.key)
            writer.append(writer.options.formatting == .prettyPrinted ? ": " : ":")
            let childPath = path.isEmpty ? member.key : "\(path)[\(member.key)]"
            try writer.write(member.value, path: childPath, depth: depth + 1)
        }
    }

    private mutating func writeContainer(
        _ open: String, _ close: String, count: Int, depth: Int,
        element: (inout FormJSONWriter, Int) throws(FormParameters.EncodingError) -> Void
    ) throws(FormParameters.EncodingError) {
        append(open)
        guard count > 0 else { return append(close) }
        let pretty = options.formatting == .prettyPrinted
        for index in 0..<count {
            if index > 0 { append(",") }
            if pretty { newline(depth: depth + 1) }
            try element(&self, index)
        }
        if pretty { newline(depth: depth) }
        append(close)
    }

    private mutating func writeFile(_ file: FormFile, path: String, depth: Int) throws(FormParameters.EncodingError) {
        if options.fileStyle == .url, let url = file.url {
            return writeString(url.absoluteString)
        }
        var members: [FormValue.Member] = [
            .init("filename", .string(file.filename)),
            .init("contentType", .string(file.contentType)),
            .init("data", .string(file.data.base64EncodedString())),
        ]
        if let url = file.url { members.append(.init("url", .string(url.absoluteString))) }
        try writeMembers(members, path: path, depth: depth)
    }

    private mutating func newline(depth: Int) {
        output.append(0x0A)
        output.append(contentsOf: repeatElement(0x20, count: depth * 2))
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    /// RFC 8259 section 7, as ``JSONStringLiteral`` writes every JSON string.
    mutating func writeString(_ text: String) {
        JSONStringLiteral.write(text, into: &output)
    }
}
