import Formwork
import Foundation

/// The form's parameters in each encoding, and what reading a body back did.
enum ParametersReport {
    static func render<Model: FormModel>(_ form: FormState<Model>) -> String {
        let parameters = form.parameters
        var lines = ["application/x-www-form-urlencoded:", "  " + parameters.urlEncoded]
        let json = (try? parameters.jsonString(options: .pretty)) ?? "(not JSON)"
        lines += ["", "application/json:"] + json.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        if let multipart = try? parameters.multipart(boundary: "FormworkSampleBoundary") {
            lines += ["", "Content-Type: \(multipart.contentType)"]
            let text = String(decoding: multipart.data, as: UTF8.self)
            lines += text.components(separatedBy: "\r\n").map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    static func render(_ result: FormUpdateResult) -> String {
        var lines = [
            "Read a body back: changed "
                + (result.change.changedKeys.isEmpty
                    ? "nothing" : result.change.changedKeys.joined(separator: ", "))
        ]
        for error in result.fieldErrors { lines.append("  refused \(error.key): \(error.message) (sent '\(error.input)')") }
        if !result.unknownKeys.isEmpty { lines.append("  unknown keys: " + result.unknownKeys.joined(separator: ", ")) }
        if !result.refusedKeys.isEmpty {
            let keys = result.refusedKeys.joined(separator: ", ")
            lines.append("  refused keys (rows a person could not edit, each kept its value): " + keys)
        }
        for problem in result.decodingProblems { lines.append("  body problem: \(problem)") }
        return lines.joined(separator: "\n")
    }
}
