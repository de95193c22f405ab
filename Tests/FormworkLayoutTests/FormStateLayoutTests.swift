import Formwork
import FormworkFixtures
import FormworkLayout
import Foundation
import Testing

/// The sign-up form laid out through `form.layout(for:)`, frames by hand.
///
/// Boxes in reading order with their preferred heights: avatar (image) 230,
/// user_name 44, age 44, gender 44, header_2 "Contact" 28, email 44,
/// tags 44 for its title line + 2 entries × 44 = 132, about_me (long text)
/// 88, header_3 "Address" 28, address.street 44, address.city 44. Each
/// starts where the previous ends, from y = 8: 8, 238, 282, 326, 370, 398,
/// 442, 574, 662, 690, 734; the last ends at 778 and the content is
/// 778 + 8 = 786 tall.
struct FormStateLayoutTests {
    static let ys: [Double] = [8, 238, 282, 326, 370, 398, 442, 574, 662, 690, 734]
    static let heights: [Double] = [230, 44, 44, 44, 28, 44, 132, 88, 28, 44, 44]

    @Test func rowsBecomeItemsWithTextOrPlaceholder() throws {
        let input = try FormState(SignUp()).layoutInput
        #expect(input.sections.map(\.title) == [nil, "Contact", "Address"])
        #expect(input.customLayouts.isEmpty)
        let items = input.sections.flatMap(\.items)
        #expect(
            items.map(\.name) == [
                "avatar", "user_name", "age", "gender", "email", "tags", "about_me", "address.street", "address.city",
            ])
        #expect(
            items[1]
                == FormLayoutInput.Item(
                    name: "user_name", kind: .text, title: "User Name",
                    text: "Your name", isPlaceholder: true))
        #expect(items[2] == FormLayoutInput.Item(name: "age", kind: .number, title: "Age", text: "0"))
        #expect(items[0] == FormLayoutInput.Item(name: "avatar", kind: .image, title: "Avatar"))  // no value, no placeholder
    }

    @Test func aListShowsOneEntryPerLine() throws {
        let tags = try FormState(SignUp()).layoutInput.sections[1].items[1]
        #expect(tags.text == "swift\ndesign")
        #expect(tags.preferredHeight == 132)  // a title line and 2 entries, × 44
    }

    /// Compact: every box at x = 8, 375 - 2 × 8 = 359 wide.
    @Test func signUpAtCompactWidth() throws {
        let layout = try FormState(SignUp()).layout(for: .compact)
        #expect(layout.sizeClass == .compact)
        #expect(layout.frames.map(\.y) == Self.ys)
        #expect(layout.frames.map(\.height) == Self.heights)
        #expect(layout.frames.allSatisfy { $0.x == 8 && $0.width == 359 })
        #expect(layout.contentSize == FormLayout.Size(width: 375, height: 786))
        #expect(!layout.isAmbiguous)
    }

    /// Regular: the same stack, 768 - 2 × 8 = 752 wide.
    @Test func signUpAtRegularWidth() throws {
        let layout = try FormState(SignUp()).layout(for: .regular)
        #expect(layout.sizeClass == .regular)
        #expect(layout.frames.map(\.y) == Self.ys)
        #expect(layout.frames.allSatisfy { $0.x == 8 && $0.width == 752 })
        #expect(layout.contentSize == FormLayout.Size(width: 768, height: 786))
    }

    /// Headers take the section titles and sit between the sections' rows:
    /// "Contact" after gender (326 + 44 = 370), "Address" after about_me (574 + 88 = 662).
    @Test func sectionTitlesBecomeHeaders() throws {
        let layout = try FormState(SignUp()).layout(for: .compact)
        let headers = layout.frames.filter { $0.role == .header }
        #expect(headers.map(\.identifier) == ["header_2", "header_3"])
        #expect(headers.map(\.title) == ["Contact", "Address"])
        #expect(headers.map(\.y) == [370, 662])
        #expect(headers.map(\.height) == [28, 28])
    }

    @Test func oneEngineLaysOutCompactThenRegularBySuggestingTheWidth() throws {
        let form = try FormState(SignUp())
        let engine = try form.layoutEngine()
        let compact = try engine.layout(.compact)
        let constraints = engine.solver.constraintCount
        let regular = try engine.layout(.regular)
        #expect(engine.constraintSetChanges == 1)  // the default lines, added once
        #expect(engine.solver.constraintCount == constraints)  // nothing added or removed for 768
        #expect(compact == (try form.layout(for: .compact)))
        #expect(regular == (try form.layout(for: .regular)))
    }
}
