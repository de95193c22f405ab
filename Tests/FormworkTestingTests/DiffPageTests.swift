import Foundation
import Testing

@testable import FormworkTesting

/// The diff page of two pictures: what it lists by key and what it outlines.
struct DiffPageTests {
    static let files = DiffPage.Files(
        snapshot: "compact", reference: "/refs/signUp.compact.svg", actual: "/refs/signUp.compact.actual.svg")

    func page(_ actual: String) throws -> DiffPage {
        try #require(actual != PictureFixtures.reference, "the fixture edits the reference")
        return DiffPage.pictures(reference: PictureFixtures.reference, actual: actual, files: Self.files)
    }

    /// The part of the page showing the reference picture, and the part showing the actual one.
    func pictures(_ html: String) throws -> (reference: Substring, actual: Substring) {
        let reference = try #require(html.range(of: "<section class=\"picture reference\">"))
        let actual = try #require(html.range(of: "<section class=\"picture actual\">"))
        return (html[reference.lowerBound..<actual.lowerBound], html[actual.lowerBound...])
    }

    @Test func aChangedTitleIsListedByKeyAndOutlinedInBothPictures() throws {
        let page = try page(PictureFixtures.renamedTitle)
        #expect(page.summary == ["Changed rows: user_name (changed)"])
        #expect(
            page.html.contains(
                "<li class=\"changed\"><code>user_name</code> changed<ul class=\"details\">\n"
                    + "<li>text: &quot;User Name&quot; → &quot;Full Name&quot;</li>\n</ul></li>"))
        let outline =
            "<rect data-diff=\"changed\" data-diff-key=\"user_name\" x=\"8\" y=\"8\" width=\"359\" height=\"44\" "
            + "fill=\"#d70015\" fill-opacity=\"0.08\" stroke=\"#d70015\" stroke-width=\"2\" stroke-dasharray=\"6 3\">"
        let (reference, actual) = try pictures(page.html)
        #expect(reference.components(separatedBy: outline).count == 2)
        #expect(actual.components(separatedBy: outline).count == 2)
        #expect(reference.contains(">User Name</text>") && actual.contains(">Full Name</text>"))
    }

    @Test func aNewlyRequiredRowShowsItsAttributeAndItsMarker() throws {
        let page = try page(PictureFixtures.requiredEmail)
        #expect(page.summary == ["Changed rows: email (changed)"])
        #expect(page.html.contains("<li>data-required: none → &quot;true&quot;</li>\n<li>text added: &quot;*&quot;</li>"))
        let (reference, actual) = try pictures(page.html)
        #expect(reference.contains("data-diff=\"changed\" data-diff-key=\"email\" x=\"8\" y=\"52\""))
        #expect(actual.contains("data-diff=\"changed\" data-diff-key=\"email\" x=\"8\" y=\"52\""))
    }

    @Test func aRemovedRowIsOutlinedInTheReferenceOnly() throws {
        let page = try page(PictureFixtures.withoutPhone)
        #expect(page.summary == ["Changed rows: phone (removed)"])
        #expect(page.html.contains("<li class=\"removed\"><code>phone</code> removed</li>"))
        let (reference, actual) = try pictures(page.html)
        #expect(
            reference.contains(
                "<rect data-diff=\"removed\" data-diff-key=\"phone\" x=\"8\" y=\"96\" width=\"359\" height=\"44\" "
                    + "fill=\"#8e8e93\""))
        #expect(!actual.contains("data-diff-key=\"phone\""))
    }

    @Test func anAddedRowIsOutlinedInTheActualOnly() throws {
        let page = try page(PictureFixtures.withNewsletter)
        #expect(page.summary == ["Changed rows: newsletter (added)"])
        #expect(page.html.contains("<li class=\"added\"><code>newsletter</code> added</li>"))
        let (reference, actual) = try pictures(page.html)
        #expect(
            actual.contains(
                "<rect data-diff=\"added\" data-diff-key=\"newsletter\" x=\"8\" y=\"140\" width=\"359\" height=\"44\" "
                    + "fill=\"#248a3d\" fill-opacity=\"0.08\" stroke=\"#248a3d\" stroke-width=\"2\">"))
        #expect(!reference.contains("data-diff-key=\"newsletter\""))
    }

    @Test func aRowThatOnlyMovedIsListedAsMovedAndNotOutlined() throws {
        let page = try page(PictureFixtures.emailMovedDown)
        #expect(page.summary == ["Changed rows: none", "Moved rows: email"])
        #expect(page.html.contains("<h2>Moved rows</h2>\n<ul class=\"changes\">\n<li class=\"moved\"><code>email</code> moved"))
        #expect(page.html.contains("<li>data-frame: &quot;8 52 359 44&quot; → &quot;8 60 359 44&quot;</li>"))
        #expect(!page.html.contains("data-diff="))
    }

    @Test func severalChangesAreListedInTheActualOrderThenTheRemovedOnes() {
        let actual = PictureFixtures.withNewsletter
            .replacingOccurrences(of: ">User Name<", with: ">Full Name<")
            .replacingOccurrences(of: "data-key=\"phone\"", with: "data-key=\"mobile\"")
        let page = DiffPage.pictures(reference: PictureFixtures.reference, actual: actual, files: Self.files)
        #expect(
            page.summary == [
                "Changed rows: user_name (changed), mobile (added), newsletter (added), phone (removed)"
            ])
    }

    @Test func picturesWithoutRowsAreShownSideBySideWithANote() throws {
        let actual = PictureFixtures.withoutRows.replacingOccurrences(of: ">Age<", with: ">Years<")
        let page = DiffPage.pictures(reference: PictureFixtures.withoutRows, actual: actual, files: Self.files)
        #expect(page.summary == ["Changed rows: unknown, the pictures have no rows with a data-key to compare."])
        #expect(page.html.contains("<p class=\"note\">The rows of these pictures could not be read"))
        let (reference, actualPart) = try pictures(page.html)
        #expect(reference.contains("<h2>Reference</h2>\n<p class=\"path\">/refs/signUp.compact.svg</p>\n<svg "))
        #expect(actualPart.contains("<h2>Actual</h2>\n<p class=\"path\">/refs/signUp.compact.actual.svg</p>\n<svg "))
        #expect(actualPart.contains(">Years</text>"))
    }

    @Test func thePageIsSelfContainedAndEscapesWhatItNames() {
        let files = DiffPage.Files(snapshot: "<b>&'\"", reference: "/a<b>.svg", actual: "/a<b>.actual.svg")
        let page = DiffPage.pictures(
            reference: PictureFixtures.reference, actual: PictureFixtures.renamedTitle, files: files)
        #expect(page.html.contains("<title>Snapshot ‘&lt;b&gt;&amp;&#39;&quot;’: reference and actual</title>"))
        #expect(page.html.contains("<p class=\"path\">/a&lt;b&gt;.svg</p>"))
        for external in ["<script", "<link", "src=", "href=", "url("] { #expect(!page.html.contains(external)) }
    }
}
