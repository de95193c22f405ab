import Formwork
import Testing

@testable import FormworkLayout

/// A small sign-up form rendered in every format. The frames, by hand, at
/// 375 wide with margin 8: every box x = 8, width 375 - 16 = 359;
/// user_name y 8 (44), age y 52 (44), the "Contact & Terms" header y 96
/// (28), email y 124 (44); content height 124 + 44 + 8 = 176.
struct RenderingTests {
    static let layout: FormLayout = {
        let input = FormLayoutInput(sections: [
            FormLayoutInput.Section(items: [
                FormLayoutInput.Item(name: "user_name", kind: .text, title: "User Name", text: "Your name", isPlaceholder: true),
                FormLayoutInput.Item(name: "age", kind: .number, title: "Age", text: "42"),
            ]),
            FormLayoutInput.Section(
                title: "Contact & Terms",
                items: [
                    FormLayoutInput.Item(name: "email", kind: .text, title: "Email", text: "you@example.com", isPlaceholder: true)
                ]),
        ])
        return (try? input.layout(.compact))
            ?? FormLayout(
                width: 0, sizeClass: .compact, lines: [], metrics: [], frames: [],
                contentSize: FormLayout.Size(width: 0, height: 0))
    }()

    @Test func textOutline() {
        #expect(
            Self.layout.render(.text).split(separator: "\n", omittingEmptySubsequences: false) == [
                "layout compact 375 x 176",
                "user_name (text) x=8 y=8 w=359 h=44 title=\"User Name\" placeholder=\"Your name\"",
                "age (number) x=8 y=52 w=359 h=44 title=\"Age\" value=\"42\"",
                "header_2 (header) x=8 y=96 w=359 h=28 title=\"Contact & Terms\"",
                "email (text) x=8 y=124 w=359 h=44 title=\"Email\" placeholder=\"you@example.com\"",
                "",
            ])
    }

    /// 8 points per column, 11 per row. A box covers columns round(x/8) to
    /// round(maxX/8) - 1 = 1…45 and rows round(y/11) to round(maxY/11) - 1:
    /// user_name 1…4, age 5…8, header 9…10 (title on row 9), email 11…14.
    /// The grid is round(375/8) = 47 columns by round(176/11) = 16 rows.
    @Test func asciiWireframe() {
        let border = " +" + String(repeating: "-", count: 43) + "+"
        func inner(_ text: String) -> String { " | " + text + String(repeating: " ", count: 42 - text.count) + "|" }
        #expect(
            Self.layout.render(.ascii).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
                "",
                border, inner("User Name"), inner("(Your name)"), border,
                border, inner("Age"), inner("42"), border,
                " # Contact & Terms",
                "",
                border, inner("Email"), inner("(you@example.com)"), border,
                "",
                "",
            ])
    }

    @Test func json() {
        #expect(
            Self.layout.render(.json).split(separator: "\n", omittingEmptySubsequences: false) == [
                "{",
                "  \"sizeClass\": \"compact\",",
                "  \"width\": 375,",
                "  \"contentSize\": {\"width\": 375, \"height\": 176},",
                "  \"metrics\": {\"margin\": 8},",
                "  \"lines\": [",
                "    \"V:|-margin-[user_name(>=44)]\",",
                "    \"|-margin-[user_name]-margin-|\",",
                "    \"V:[user_name(>=44)]-(==0)-[age(>=44)]\",",
                "    \"|-margin-[age]-margin-|\",",
                "    \"V:[age(>=44)]-(==0)-[header_2(==28)]\",",
                "    \"|-margin-[header_2]-margin-|\",",
                "    \"V:[header_2(==28)]-(==0)-[email(>=44)]-margin-|\",",
                "    \"|-margin-[email]-margin-|\"",
                "  ],",
                "  \"frames\": [",
                "    {\"name\": \"user_name\", \"identifier\": \"user_name\", \"role\": \"text\", \"title\": \"User Name\", \"text\": \"Your name\", \"placeholder\": true, \"x\": 8, \"y\": 8, \"width\": 359, \"height\": 44},",
                "    {\"name\": \"age\", \"identifier\": \"age\", \"role\": \"number\", \"title\": \"Age\", \"text\": \"42\", \"placeholder\": false, \"x\": 8, \"y\": 52, \"width\": 359, \"height\": 44},",
                "    {\"name\": \"header_2\", \"identifier\": \"header_2\", \"role\": \"header\", \"title\": \"Contact & Terms\", \"text\": \"\", \"placeholder\": false, \"x\": 8, \"y\": 96, \"width\": 359, \"height\": 28},",
                "    {\"name\": \"email\", \"identifier\": \"email\", \"role\": \"text\", \"title\": \"Email\", \"text\": \"you@example.com\", \"placeholder\": true, \"x\": 8, \"y\": 124, \"width\": 359, \"height\": 44}",
                "  ],",
                "  \"ambiguities\": []",
                "}",
                "",
            ])
    }

    /// The picture's frame lines, by hand: the root names the size class,
    /// the font and the language (English, left to right), the page is grey, each frame is a `<g>` on its own line
    /// with its key, kind, control, frame and value, a placeholder marked.
    @Test func svg() {
        let lines = Self.layout.render(.svg).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.prefix(2) == [
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"176\" viewBox=\"0 0 375 176\" "
                    + "font-family=\"'Liberation Sans', Arial, Helvetica, sans-serif\" font-size=\"13\" lang=\"en\" data-size-class=\"compact\">",
                "  <rect x=\"0\" y=\"0\" width=\"375\" height=\"176\" fill=\"#f2f2f7\"/>",
            ])
        #expect(
            lines.filter { $0.hasPrefix("  <") } == [
                "  <rect x=\"0\" y=\"0\" width=\"375\" height=\"176\" fill=\"#f2f2f7\"/>",
                "  <g id=\"user_name\" data-key=\"user_name\" data-kind=\"text\" data-control=\"field\" data-frame=\"8 8 359 44\" "
                    + "data-value=\"Your name\" data-placeholder=\"true\">",
                "  </g>",
                "  <g id=\"age\" data-key=\"age\" data-kind=\"number\" data-control=\"number\" data-frame=\"8 52 359 44\" data-value=\"42\">",
                "  </g>",
                "  <g id=\"header_2\" data-key=\"header_2\" data-kind=\"header\" data-control=\"section-header\" data-frame=\"8 96 359 28\">",
                "  </g>",
                "  <g id=\"email\" data-key=\"email\" data-kind=\"text\" data-control=\"field\" data-frame=\"8 124 359 44\" "
                    + "data-value=\"you@example.com\" data-placeholder=\"true\">",
                "  </g>",
            ])
        #expect(lines.suffix(2) == ["</svg>", ""])
        #expect(lines.contains("    <text x=\"24\" y=\"116\" fill=\"#6d6d72\">Contact &amp; Terms</text>"))
    }

    @Test func numbersUseOneFormatEverywhere() {
        #expect(PointsText.format(16) == "16")
        #expect(PointsText.format(0.5) == "0.5")
        #expect(PointsText.format(12.25) == "12.25")
        #expect(PointsText.format(-3.1) == "-3.1")
        #expect(PointsText.format(2.0 / 3.0) == "0.67")  // rounded to hundredths
        #expect(PointsText.format(-0.001) == "0")  // never "-0"
        #expect(PointsText.format(1.005e3) == "1005")
    }

    @Test func stringsAreEscapedPerFormat() {
        #expect(JSONLayoutRenderer.string("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\u0001\"")
        #expect(TextOutlineRenderer.quoted("say \"hi\"\n") == "\"say \\\"hi\\\"\\n\"")
    }
}
