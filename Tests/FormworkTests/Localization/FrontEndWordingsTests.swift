import Formwork
import FormworkFixtures
import Foundation
import Testing

/// The core words only the texts every surface shares: the page's, the
/// terminal's and the pictures' own texts live in FormworkHTML,
/// FormworkTerminal and FormworkLayout, each in its module's catalogue.
@Suite struct FrontEndWordingsTests {
    /// The key families of the front ends' own texts.
    static let frontEndPrefixes = ["html.", "terminal.", "picture."]

    @Test func theCoreCatalogueWordsNoFrontEndsOwnText() {
        for tag in FormCatalogue.formwork.languageTags {
            let strays = FormCatalogue.formwork.keys(for: tag).filter { key in
                Self.frontEndPrefixes.contains { key.hasPrefix($0) }
            }
            #expect(strays.isEmpty, "\(tag) words front-end keys in the core: \(strays)")
        }
    }

    @Test func theCoresSourcesNameNoFrontEndsKey() throws {
        for file in SourceKeys.swiftFiles(under: SourceKeys.folder(of: "Formwork")) {
            let text = try String(contentsOf: file, encoding: .utf8)
            let named = Self.frontEndPrefixes.filter { text.contains("\"\($0)") }
            #expect(named.isEmpty, "\(file.lastPathComponent) names \(named) keys: they belong to their front end")
        }
    }

    @Test func theCoreHoldsNoFrontEndsWordingsFile() {
        let files = SourceKeys.swiftFiles(under: SourceKeys.folder(of: "Formwork")).map(\.lastPathComponent)
        #expect(files.count > 10, "the scan found the core's sources")
        let strays = files.filter { name in
            name.contains("Wordings") && ["HTML", "Page", "Terminal", "Picture"].contains { name.contains($0) }
        }
        #expect(strays.isEmpty, "front-end wordings in Sources/Formwork: \(strays)")
    }
}
