import Testing

@testable import FormworkTesting

/// Reading a picture's rows from its SVG text.
struct PictureRowTests {
    @Test func rowsAreTheKeyedGroupsWithTheirAttributesAndTexts() throws {
        let rows = try #require(PictureRow.rows(in: PictureFixtures.reference))
        #expect(rows.map(\.key) == ["user_name", "email", "phone"])
        #expect(rows[1]["data-placeholder"] == "true")
        #expect(rows[1]["data-required"] == nil)
        #expect(rows[1].texts == ["Email", "you@example.com"])
        #expect(rows[2].frame == [8, 96, 359, 44])
    }

    @Test func valuesAndTextsAreUnescaped() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <g id="tags" data-key="tags" data-kind="list" data-control="list" data-frame="0 0 10 10" \
            data-value="swift&#10;&quot;design&quot; &amp; more">
                <text x="1" y="1">R&amp;D &lt;team&gt; &apos;s&apos; &#x263A;</text>
              </g>
            </svg>
            """
        let row = try #require(PictureRow.rows(in: svg)?.first)
        #expect(row["data-value"] == "swift\n\"design\" & more")
        #expect(row.texts == ["R&D <team> 's' ☺"])
    }

    @Test func aPictureWithoutKeyedGroupsHasNoRows() {
        #expect(PictureRow.rows(in: PictureFixtures.withoutRows) == nil)
        #expect(PictureRow.rows(in: "not a picture") == nil)
    }
}
