import Formwork
import FormworkLayout
import Foundation
import Testing

@testable import FormworkTesting

/// Real forms drawn by the picture renderer, compared by the diff page: a
/// renamed title, a row that became required and a removed row each show,
/// listed by key and outlined where the row is.
struct PictureDiffEndToEndTests {
    struct Before: FormModel {
        @FormText var user_name = ""
        @FormText(.email) var email = ""
        @FormText(.phone) var phone = ""
        @FormBoolean var newsletter = false
    }

    struct After: FormModel {
        @FormText(title: "Full Name") var user_name = ""
        @FormText(.email, rules: [.required]) var email = ""
        @FormBoolean var newsletter = false
    }

    @Test func aRenamedARequiredAndARemovedRowShowInTheDiffPage() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("formwork-picture-diff-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func verify(_ layout: FormLayout) -> String? {
            verifySnapshot(
                of: layout, as: .svg, named: "compact", record: .missing, snapshotDirectory: directory,
                function: "signUp()")
        }
        _ = verify(try FormState(Before()).layout(for: .compact))
        let message = try #require(verify(try FormState(After()).layout(for: .compact)))
        #expect(message.contains("Changed rows: user_name (changed), email (changed), phone (removed)"))
        // newsletter moved up by phone's 44 points and is otherwise the same.
        #expect(message.contains("Moved rows: newsletter"))

        let page = String(
            decoding: try Data(contentsOf: directory.appendingPathComponent("signUp.compact.diff.html")), as: UTF8.self)
        #expect(page.contains("Full Name"))
        #expect(page.contains("data-required"))
        for (kind, key) in [("changed", "user_name"), ("changed", "email"), ("removed", "phone")] {
            #expect(page.contains("data-diff=\"\(kind)\" data-diff-key=\"\(key)\""))
        }
        #expect(!page.contains("data-diff-key=\"newsletter\""))
    }
}
