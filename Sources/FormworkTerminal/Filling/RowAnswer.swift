import Formwork
import Foundation

/// What a person typed for a row, applied to the form the way both the
/// screen and line mode apply it: as `setText(_:for:)` reads it,
/// except that an image or file row reads the file at the typed path into a
/// `FormFile`, and a switch takes the yes and no words the terminal shows
/// in the form's language (``YesNo``).
enum RowAnswer {
    /// A typed answer the form did not take; the row keeps its value and
    /// the person's text is kept to be corrected.
    struct Refusal: Error, Sendable, Hashable {
        /// What is wrong, shown beside the row: `Age must be a whole number`.
        var message: String
        /// What was typed.
        var input: String
    }

    /// Applies `text` to the row `key` and returns what changed.
    static func apply<Model: FormModel>(
        _ text: String, to row: FormRow, in form: inout FormState<Model>
    ) -> Result<FormChange, Refusal> {
        do {
            if row.holdsFile {
                let path = text.trimmingCharacters(in: .whitespaces)
                if path.isEmpty { return .success(try form.setValue(.null, for: row.key)) }
                switch TypedFile.read(atPath: path, in: form.localization) {
                case .success(let file): return .success(try attach(file, at: path, to: row, in: &form))
                case .failure(let refusal): return .failure(Refusal(message: refusal.message, input: text))
                }
            }
            if row.kind == .boolean, let on = YesNo(form.localization).answer(text) {
                return .success(try form.setValue(.bool(on), for: row.key))
            }
            return .success(try form.setText(text, for: row.key))
        } catch {
            return .failure(Refusal(message: error.message, input: error.input))
        }
    }
}

extension RowAnswer {
    /// Sets a file row to `file`, read from `path`; a row that holds a
    /// `URL` rather than a `FormFile` takes the file's `file://` URL.
    private static func attach<Model: FormModel>(
        _ file: FormFile, at path: String, to row: FormRow, in form: inout FormState<Model>
    ) throws(FormInputError) -> FormChange {
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        return try form.attach(file, orItsURL: url, for: row.key)
    }
}

extension RowAnswer.Refusal {
    /// The refusal of an edit the form did not take: a ``FormInputError``,
    /// or a refusal already made.
    init(_ error: any Error) {
        switch error {
        case let refusal as RowAnswer.Refusal: self = refusal
        case let refused as FormInputError: self.init(message: refused.message, input: refused.input)
        default: self.init(message: "\(error)", input: "")
        }
    }
}
