import Formwork
import FormworkFixtures
import FormworkLayout
import Foundation
import Testing

/// The sign-up form's renderings where a real form differs from the
/// neutral-input renderings of `RenderingTests`: a dotted key with its
/// identifier, a list on two lines, an image with no value, a number's
/// display text. Frames as in `FormStateLayoutTests` (x 8, width 359).
struct FormStateRenderingTests {
    static func layout() throws -> FormLayout {
        try FormState(SignUp()).layout(for: .compact)
    }

    @Test func textOutline() throws {
        #expect(
            try Self.layout().render(.text).split(separator: "\n", omittingEmptySubsequences: false) == [
                "layout compact 375 x 786",
                "avatar (image) x=8 y=8 w=359 h=230 title=\"Avatar\" value=\"\"",
                "user_name (text) x=8 y=238 w=359 h=44 title=\"User Name\" placeholder=\"Your name\"",
                "age (number) x=8 y=282 w=359 h=44 title=\"Age\" value=\"0\"",
                "gender (enumerated) x=8 y=326 w=359 h=44 title=\"Gender\" value=\"Prefer Not to Say\"",
                "header_2 (header) x=8 y=370 w=359 h=28 title=\"Contact\"",
                "email (text) x=8 y=398 w=359 h=44 title=\"Email\" placeholder=\"you@example.com\"",
                "tags (list) x=8 y=442 w=359 h=132 title=\"Tags\" value=\"swift\\ndesign\"",
                "about_me (longText) x=8 y=574 w=359 h=88 title=\"About Me\" value=\"\"",
                "header_3 (header) x=8 y=662 w=359 h=28 title=\"Address\"",
                "address.street [address_street] (text) x=8 y=690 w=359 h=44 title=\"Street\" value=\"\"",
                "address.city [address_city] (text) x=8 y=734 w=359 h=44 title=\"City\" value=\"\"",
                "",
            ])
    }

    /// The list's entries as sub-rows under its title line (442 … 486):
    /// baselines 442 + 44 + 27 = 513 and 557, indented to 8 + 16 + 16 = 40.
    /// The group row's element is identified by its identifier and keyed
    /// by its key.
    @Test func svgOfAListAndAGroupRow() throws {
        let lines = try Self.layout().render(.svg).split(separator: "\n").map(String.init)
        #expect(lines.contains("    <text x=\"40\" y=\"513\" fill=\"#000000\">swift</text>"))
        #expect(lines.contains("    <text x=\"40\" y=\"557\" fill=\"#000000\">design</text>"))
        #expect(
            lines.contains(
                "  <g id=\"address_street\" data-key=\"address.street\" data-kind=\"text\" data-control=\"field\" "
                    + "data-frame=\"8 690 359 44\">"))
    }

    @Test func jsonKeepsTheKeyBesideTheIdentifier() throws {
        let lines = try Self.layout().render(.json).split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "    {\"name\": \"address.street\", \"identifier\": \"address_street\", \"role\": \"text\", \"title\": \"Street\", "
                    + "\"text\": \"\", \"placeholder\": false, \"x\": 8, \"y\": 690, \"width\": 359, \"height\": 44},"))
    }
}
