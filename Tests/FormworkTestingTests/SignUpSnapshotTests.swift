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
        let form = try ModelForm(SignUp())
        assertSnapshot(of: try form.layout(for: .compact), as: .text, named: "compact")
    }
}
