import Formwork
import FormworkLayout
import FormworkTesting
import Foundation
import Testing

enum SnapshotGender: String, FormOption {
    case female, male, unspecified
}

struct SnapshotAddress: FormModel {
    @FormText var street = ""
    @FormText var city = ""
}

struct SnapshotSignUp: FormModel {
    @FormImage var avatar: URL? = nil
    @FormText(placeholder: "Your name") var user_name = ""
    @FormNumber(range: 0...150) var age = 0
    @FormEnumerated var gender: SnapshotGender = .unspecified
    var contact = FormSeparator("Contact")
    @FormText(.email, placeholder: "you@example.com") var email = ""
    @FormList var tags: [String] = ["swift", "design"]
    @FormLongText var about_me = ""
    @FormGroup var address = SnapshotAddress()
}

/// A real snapshot test. The reference,
/// `__Snapshots__/SignUpSnapshotTests/signUpCompactOutline.compact.txt`, was
/// written by hand: x 8, width 375 - 16 = 359; heights avatar 230, rows 44,
/// headers 28, tags 2 × 44, about_me 88; y from 8 adding each height; the
/// content 734 + 8 = 742 tall.
struct SignUpSnapshotTests {
    @Test func signUpCompactOutline() throws {
        let form = try ModelForm(SnapshotSignUp())
        assertSnapshot(of: try form.layout(for: .compact), as: .text, named: "compact")
    }
}
