import Formwork
import FormworkFixtures
import FormworkLayout
import FormworkTesting
import Foundation
import Testing

/// A real snapshot test. The reference,
/// `__Snapshots__/SignUpSnapshotTests/signUpCompactOutline.compact.txt`, was
/// written by hand: x 8, width 375 - 16 = 359; heights avatar 230, rows 44,
/// headers 28, tags 2 × 44, about_me 88; y from 8 adding each height; the
/// content 734 + 8 = 742 tall.
struct SignUpSnapshotTests {
    @Test func signUpCompactOutline() throws {
        let form = try FormState(SignUp())
        assertSnapshot(of: try form.layout(for: .compact), as: .text, named: "compact")
    }

    /// The complete picture, checked by eye (rendered to PNG with
    /// rsvg-convert): `__Snapshots__/SignUpSnapshotTests/signUpCompactPicture.compact.svg`.
    /// A name, an age, an email with an error passed in (drawn in red
    /// under its field) and a text area cut with "…" after two lines.
    @Test func signUpCompactPicture() throws {
        var form = try FormState(SignUp())
        try form.setText("Ada Lovelace", for: "user_name")
        try form.setText("36", for: "age")
        try form.setText("ada@", for: "email")
        try form.setText(
            "Mathematician and writer, known for her notes on the Analytical Engine: the first published "
                + "algorithm, and the insight that the machine could do more than calculate.",
            for: "about_me")
        let error = FormFieldError(
            key: "email", title: "Email", kind: .model, message: "Enter a whole address, such as ada@example.com.")
        assertSnapshot(of: try form.layout(for: .compact, errors: [error]), as: .svg, named: "compact")
    }
}
