import Formwork
import FormworkLayout
import Testing

/// A custom layout that names only some rows is an error listing the rows
/// it leaves unplaced; the complete layout of the same profile places
/// every visible box.
struct PartialLayoutProfileTests {
    /// At .regular with age 0 (about_me hidden) the custom lines place
    /// avatar, user_name and address.street; the other ten visible boxes
    /// (two of them section headers) get nothing but a preferred height.
    @Test func aCustomLayoutNamingOnlySomeRowsIsAnErrorListingTheUnplacedOnes() throws {
        let form = try FormState(PartialLayoutProfile())
        let ambiguity = try #require(layoutError(of: form, at: .regular)?.ambiguity)
        #expect(ambiguity.modelType == "PartialLayoutProfile")
        #expect(ambiguity.sizeClass == .regular)
        #expect(ambiguity.width == 768)
        #expect(ambiguity.isCustom)
        #expect(
            ambiguity.views.map(\.name) == [
                "age", "gender", "header_2", "email", "phone", "tags", "birthday", "newsletter", "header_3", "address.city",
            ])
        #expect(ambiguity.views.allSatisfy { $0.attributes == [.x, .y, .width] })
    }

    /// The whole message, checked line by line: each fix places the box
    /// across the width with the layout's margin and under the box before
    /// it in reading order.
    @Test func theErrorSaysHowToPlaceEachUnplacedRow() throws {
        let form = try FormState(PartialLayoutProfile())
        var message = ""
        do { _ = try form.layout(for: .regular) } catch { message = error.description }
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines.count == 12)
        #expect(
            lines.first
                == "Ambiguous layout: PartialLayoutProfile.formLayout(for: .regular) at width 768 leaves 10 boxes undetermined:")
        #expect(
            lines.dropFirst().first == "- age (x, y, width): Add a line that places `age` horizontally, such as "
                + "`H:|-margin-[age]-margin-|`, and one that places it vertically, such as `V:[user_name]-(==0)-[age(>=44)]`.")
        #expect(
            lines.contains(
                "- header_2 (x, y, width): Add a line that places `header_2` horizontally, such as "
                    + "`H:|-margin-[header_2]-margin-|`, and one that places it vertically, such as `V:[gender]-(==0)-[header_2(==28)]`."
            ))
        #expect(
            lines.contains(
                "- address.city (x, y, width): Add a line that places `address.city` horizontally, such as "
                    + "`H:|-margin-[address.city]-margin-|`, and one that places it vertically, such as "
                    + "`V:[address.street]-(==0)-[address.city(>=44)]`."))
        #expect(
            lines.last == "Place every visible box horizontally and vertically, "
                + "or lay out with `ambiguity: .allow` to get these frames anyway.")
    }

    @Test func compactStillUsesTheDefaultStack() throws {
        let layout = try FormState(PartialLayoutProfile()).layout(for: .compact)
        #expect(layout.ambiguity == nil)
    }

    /// By hand at 768, margin 8. Left column: avatar (8, 8, 160, 160), bottom
    /// 168. Right column from x 8 + 160 + 8 = 176, width 768 - 8 - 176 = 584:
    /// user_name y 8, age 52, gender 96, bottom 140. header_2 sits 8 below
    /// the taller column: 168 + 8 = 176, at x 8 and 752 wide; then 28, 44s:
    /// email 204, phone 248, tags 292, birthday 336, newsletter 380 (bottom
    /// 424). about_me is hidden, so header_3 follows at 424 (`>=0`, pulled up
    /// by the content hugging), street 452, city 496; content 540 + 8 = 548.
    @Test func theCompleteLayoutIsDeterminedWithAboutMeHidden() throws {
        let layout = try FormState(CompleteLayoutProfile()).layout(for: .regular)
        #expect(layout.ambiguity == nil)
        #expect(layout.frame(named: "about_me") == nil)
        let frames = layout.frames.map { [$0.x, $0.y, $0.width, $0.height] }
        #expect(
            frames == [
                [8, 8, 160, 160], [176, 8, 584, 44], [176, 52, 584, 44], [176, 96, 584, 44],
                [8, 176, 752, 28], [8, 204, 752, 44], [8, 248, 752, 44], [8, 292, 752, 44], [8, 336, 752, 44],
                [8, 380, 752, 44], [8, 424, 752, 28], [8, 452, 752, 44], [8, 496, 752, 44],
            ])
        #expect(layout.contentSize == FormLayout.Size(width: 768, height: 548))
    }

    /// With age 42 about_me (88 tall) shows at 424 and pushes the Address
    /// section down by 88: header_3 512, street 540, city 584; content 636.
    @Test func theCompleteLayoutMakesRoomForAboutMeWhenShown() throws {
        var form = try FormState(CompleteLayoutProfile())
        try form.setText("42", for: "age")
        let layout = try form.layout(for: .regular)
        #expect(layout.ambiguity == nil)
        #expect(layout.frame(named: "about_me").map { [$0.x, $0.y, $0.width, $0.height] } == [8, 424, 752, 88])
        #expect(layout.frame(named: "header_3")?.y == 512)
        #expect(layout.frame(named: "address.city")?.y == 584)
        #expect(layout.contentSize == FormLayout.Size(width: 768, height: 636))
    }
}
