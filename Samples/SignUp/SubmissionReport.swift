import Formwork
import Foundation

/// What `--json` prints: the model and every problem of reading a body and
/// applying edits, as one JSON object a script can compare exactly.
///
/// ```swift
/// // swift run signup --read-body body.txt --content-type application/x-www-form-urlencoded --json
/// let report = SubmissionReport(model: try form.model, update: result, refusedEdits: [], validationErrors: form.validate())
/// print(try report.json())
/// // {"decodingProblems":[],"fieldErrors":[],"model":{"about_me":"",…},"refusedKeys":[],…}
/// ```
///
/// Keys are sorted, dates are ISO 8601 (`2000-02-29T00:00:00Z`), and a
/// file's bytes are `{"size": 67, "head": "89504e47…"}`: the count and the
/// first 256 bytes in lowercase hexadecimal, so an upload is checked
/// without printing all of it.
struct SubmissionReport<Model: FormModel>: Encodable {
    /// An error of one row: what it says and, for a refused value, what was sent.
    struct RowError: Encodable {
        var key: String
        var message: String
        var input: String?
    }

    var model: Model
    /// Values that did not fit their rows, the body's first and then the edits'.
    var fieldErrors: [RowError]
    var unknownKeys: [String]
    var refusedKeys: [String]
    var decodingProblems: [String]
    /// What the model's rules say about the result (`validate()`).
    var validationErrors: [RowError]

    init(model: Model, update: FormUpdateResult?, refusedEdits: [FormInputError], validationErrors: [FormFieldError]) {
        self.model = model
        fieldErrors = ((update?.fieldErrors ?? []) + refusedEdits).map {
            RowError(key: $0.key, message: $0.message, input: $0.input)
        }
        unknownKeys = update?.unknownKeys ?? []
        refusedKeys = update?.refusedKeys ?? []
        decodingProblems = (update?.decodingProblems ?? []).map(\.description)
        self.validationErrors = validationErrors.map { RowError(key: $0.key, message: $0.message, input: nil) }
    }

    /// The report as one line of JSON text.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        encoder.dataEncodingStrategy = .custom { data, encoder in
            var container = encoder.container(keyedBy: BytesKey.self)
            try container.encode(data.count, forKey: .size)
            try container.encode(data.prefix(256).map { hexByte($0) }.joined(), forKey: .head)
        }
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    private enum BytesKey: String, CodingKey { case size, head }
}

/// Two lowercase hexadecimal digits, written without `String(format:)`,
/// whose output Foundation does not promise to be the same everywhere.
private func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
}
