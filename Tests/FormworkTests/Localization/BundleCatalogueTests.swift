import Foundation
import Testing

@testable import Formwork

/// An app's strings tables, as Xcode compiles a string catalogue into a
/// bundle (`<language>.lproj/<table>.strings`), read as a catalogue.
@Suite struct BundleCatalogueTests {
    /// A bundle folder holding `Localizable.strings` in zh-Hans and ru, in the
    /// text format of Apple's `.strings` files.
    static func makeBundle() throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-bundle-\(UUID().uuidString)")
        let tables = [
            "zh-Hans": #""title.user_name" = "用户名";"# + "\n" + #""rule.required" = "请输入{title}";"#,
            "ru": #""rule.maxLength.characters.one" = "не более {count} символа";"# + "\n"
                + #""rule.maxLength.characters.few" = "не более {count} символов (few)";"# + "\n"
                + #""rule.maxLength.characters.other" = "не более {count} символов";"#,
        ]
        for (language, text) in tables {
            let folder = root.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        return (try #require(Bundle(path: root.path)), root)
    }

    @Test func aBundlesTablesBecomeTheAppsWordingsByLanguage() throws {
        let (bundle, root) = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalogue = FormCatalogue(bundle: bundle)
        #expect(catalogue.languageTags == ["ru", "zh-hans"])
        let chinese = FormLocalization(language: .simplifiedChinese, catalogue: catalogue)
        #expect(chinese.title(for: "user_name", default: "User Name") == "用户名")
        #expect(chinese.text(FormPhrase("rule.required", ["title": "用户名"])) == "请输入用户名")
        #expect(chinese.text(FormPhrase("rule.email", ["title": "邮箱"])) == "邮箱必须是有效的电子邮件地址")
    }

    @Test func pluralFormsAreKeyedByTheirCategory() throws {
        let (bundle, root) = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let russian = FormLocalization(language: .russian, catalogue: FormCatalogue(bundle: bundle))
        let phrase = { FormPhrase("rule.maxLength.characters", ["title": "Имя"], count: $0) }
        #expect(russian.text(phrase(21)) == "не более 21 символа")
        #expect(russian.text(phrase(3)) == "не более 3 символов (few)")
        // `many` is not in the table: the table's `other` stands in.
        #expect(russian.text(phrase(5)) == "не более 5 символов")
    }

    @Test func aBundleWithoutTheTableGivesNoWordings() throws {
        let (bundle, root) = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(FormCatalogue(bundle: bundle, table: "Missing").isEmpty)
    }
}
