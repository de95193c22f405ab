import Formwork
import FormworkLayout
import Testing

// A form whose repeating group holds two referees, laid out by the default
// stack and by custom layouts that cannot know how many items there are.

private struct Referee: FormModel {
    @FormText var name = ""
    @FormText(placeholder: "Phone") var phone = ""
}

private let twoReferees = [Referee(name: "Ada"), Referee(name: "Alan")]

private struct Reference: FormModel {
    @FormText var name = ""
    @FormGroup var referees: [Referee] = twoReferees
    var more = FormSeparator("More")
    @FormLongText var notes = ""
}

/// At 768 the name sits in a left column and the group's header in the
/// right one; the lines name no item row, and put `header_3` (More) a
/// margin under the group's header, which means under its last item.
private struct ColumnReference: FormModel, FormLayoutCustomizing {
    @FormText var name = ""
    @FormGroup var referees: [Referee] = twoReferees
    var more = FormSeparator("More")
    @FormLongText var notes = ""

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        FormCustomLayout(
            lines: [
                "H:|-margin-[name(==200)]-margin-[header_2]-margin-|",
                "H:|-margin-[header_3]-margin-|", "H:|-margin-[notes]-margin-|",
                "V:|-margin-[name(==44)]",
                "V:|-margin-[header_2(==28)]-margin-[header_3(==28)]-0-[notes(==88)]-margin-|",
            ], metrics: ["margin": 8])
    }
}

/// The first referee's name is placed by the lines, at the bottom, named
/// by its identifier across and by its key down; the other item boxes are
/// stacked.
private struct PinnedReference: FormModel, FormLayoutCustomizing {
    @FormText var name = ""
    @FormGroup var referees: [Referee] = twoReferees
    var more = FormSeparator("More")
    @FormLongText var notes = ""

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        FormCustomLayout(
            lines: [
                "H:|-margin-[name]-margin-|", "H:|-margin-[header_2]-margin-|", "H:|-margin-[header_3]-margin-|",
                "H:|-margin-[notes]-margin-|", "H:|-margin-[referees_0__name]-margin-|",
                "V:|-margin-[name(==44)]-0-[header_2(==28)]-0-[header_3(==28)]-0-[notes(==88)]"
                    + "-0-[referees[0].name(==44)]-margin-|",
            ], metrics: ["margin": 8])
    }
}

/// Forgets `notes` altogether and places the first referee's name across
/// but not down: both are reported, and no other item box is.
private struct CarelessReference: FormModel, FormLayoutCustomizing {
    @FormText var name = ""
    @FormGroup var referees: [Referee] = twoReferees
    var more = FormSeparator("More")
    @FormLongText var notes = ""

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        FormCustomLayout(
            lines: [
                "H:|-margin-[name]-margin-|", "H:|-margin-[header_2]-margin-|", "H:|-margin-[header_3]-margin-|",
                "H:|-margin-[referees_0__name]-margin-|",
                "V:|-margin-[name(==44)]-0-[header_2(==28)]-0-[header_3(==28)]-margin-|",
            ], metrics: ["margin": 8])
    }
}

/// Names a third referee the group does not hold.
private struct MiscountedReference: FormModel, FormLayoutCustomizing {
    @FormText var name = ""
    @FormGroup var referees: [Referee] = twoReferees

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        FormCustomLayout(lines: ["H:|-[name]-|", "H:|-[header_2]-|", "V:|-[name]-[header_2]-[referees[2].name]-|"])
    }
}

/// Places every box but the group's header.
private struct HeaderlessReference: FormModel, FormLayoutCustomizing {
    @FormText var name = ""
    @FormGroup var referees: [Referee] = twoReferees
    var more = FormSeparator("More")
    @FormLongText var notes = ""

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        FormCustomLayout(
            lines: [
                "H:|-margin-[name]-margin-|", "H:|-margin-[header_3]-margin-|", "H:|-margin-[notes]-margin-|",
                "V:|-margin-[name(==44)]-0-[header_3(==28)]-0-[notes(==88)]-margin-|",
            ], metrics: ["margin": 8])
    }
}

private struct Place: FormModel {
    @FormText var city = ""
}

/// An item of several sections: its own, a nested group's, and the
/// untitled run of rows after that group.
private struct Posting: FormModel {
    @FormText var role = ""
    @FormGroup var place = Place()
    @FormText var note = ""
}

/// The lines place the group's header (section 1) and the summary (in the
/// untitled section after the group) with the standard spacing only.
private struct Postings: FormModel, FormLayoutCustomizing {
    @FormGroup var posts: [Posting] = [Posting()]
    @FormText var summary = ""

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        FormCustomLayout(lines: ["H:|-[header_1]-|", "H:|-[summary]-|", "V:|-[header_1(==28)]-[summary(==44)]-|"])
    }
}

extension Referee {
    init(name: String) {
        // Set on a copy: after `self.init()` in a delegating initializer, Swift 6.3 compiles
        // `self.x = …` on a wrapped property as a second initialization of the wrapper, and the
        // wrapper it replaces is never released (see LimitsAndGuarantees).
        var referee = Self()
        referee.name = name
        self = referee
    }
}

@Suite("Repeating group layout")
struct RepeatingGroupLayoutTests {
    /// By hand, at 375 (x 8, width 359): name 8–52; the group's header
    /// "Referees" 52–80 (28); per item a header "Referee n" (28) and two
    /// rows (44 each): 80, 108, 152 and 196, 224, 268; "More" 312–340;
    /// notes 340–428 (88); content 428 + 8 = 436. Item headers are named by
    /// the item's key and take no section number, so "More" is header_3.
    @Test func eachItemIsASectionOfTheDefaultStack() throws {
        #expect(
            try FormState(Reference()).layout(for: .compact).render(.text).split(
                separator: "\n", omittingEmptySubsequences: false) == [
                    "layout compact 375 x 436",
                    "name (text) x=8 y=8 w=359 h=44 title=\"Name\" value=\"\"",
                    "header_2 (header) x=8 y=52 w=359 h=28 title=\"Referees\"",
                    "referees[0] [referees_0_] (header) x=8 y=80 w=359 h=28 title=\"Referee 1\"",
                    "referees[0].name [referees_0__name] (text) x=8 y=108 w=359 h=44 title=\"Name\" value=\"Ada\"",
                    "referees[0].phone [referees_0__phone] (text) x=8 y=152 w=359 h=44 title=\"Phone\" placeholder=\"Phone\"",
                    "referees[1] [referees_1_] (header) x=8 y=196 w=359 h=28 title=\"Referee 2\"",
                    "referees[1].name [referees_1__name] (text) x=8 y=224 w=359 h=44 title=\"Name\" value=\"Alan\"",
                    "referees[1].phone [referees_1__phone] (text) x=8 y=268 w=359 h=44 title=\"Phone\" placeholder=\"Phone\"",
                    "header_3 (header) x=8 y=312 w=359 h=28 title=\"More\"",
                    "notes (longText) x=8 y=340 w=359 h=88 title=\"Notes\" value=\"\"",
                    "",
                ])
    }

    /// The second item's frames, by hand: its header's title grey at x 8 +
    /// 16 = 24 on a baseline 8 above its bottom (224 - 8 = 216), its rows'
    /// titles at baseline y + 22 + 5.
    @Test func eachItemIsASectionOfTheSVG() throws {
        let svg = try FormState(Reference()).layout(for: .compact).render(.svg)
        let lines = svg.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "  <g id=\"referees_1_\" data-key=\"referees[1]\" data-kind=\"header\" data-control=\"section-header\" "
                    + "data-frame=\"8 196 359 28\">"))
        #expect(lines.contains("    <text x=\"24\" y=\"216\" fill=\"#6d6d72\">Referee 2</text>"))
        let picture = PictureSVG(svg)
        let name = try #require(picture.group("referees[1].name"))
        #expect(name.attributes["id"] == "referees_1__name" && name.attributes["data-value"] == "Alan")
        #expect(name.text("Name")?.number("y") == 251 && name.text("Alan") != nil)
        let phone = try #require(picture.group("referees[1].phone"))
        #expect(phone.text("Phone")?.number("y") == 295 && phone.texts.last?.attributes["fill"] == "#aaaaaa")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"436\" "))
    }

    @Test func itemRowsAreNamedByTheirKeysIdentifier() throws {
        let identifiers = try FormState(Reference()).layoutInput.identifiers
        #expect(identifiers.map(\.name).contains("referees[1].phone"))
        #expect(identifiers.first { $0.name == "referees[1].phone" }?.identifier == "referees_1__phone")
    }

    /// By hand, at 768: name x 8, width 200; header_2 x 216, width 768 −
    /// 216 − 8 = 544, y 8–36. The items stack under it in its column:
    /// 36, 64, 108 and 152, 180, 224, the last ending at 268. header_3
    /// goes a margin under that: 276–304; notes 304–392; content 400.
    @Test func aCustomLayoutStacksTheItemsItDoesNotNameUnderTheGroupsHeader() throws {
        let layout = try FormState(ColumnReference()).layout(for: .regular)
        #expect(
            layout.frames.map { "\($0.name) \(Int($0.x)) \(Int($0.y)) \(Int($0.width)) \(Int($0.height))" } == [
                "name 8 8 200 44", "header_2 216 8 544 28",
                "referees[0] 216 36 544 28", "referees[0].name 216 64 544 44", "referees[0].phone 216 108 544 44",
                "referees[1] 216 152 544 28", "referees[1].name 216 180 544 44", "referees[1].phone 216 224 544 44",
                "header_3 8 276 752 28", "notes 8 304 752 88",
            ])
        #expect(layout.contentSize == FormLayout.Size(width: 768, height: 400))
    }

    /// With no item the same lines put header_3 a margin under the group's
    /// header itself: 36 + 8 = 44; notes 72–160; content 168.
    @Test func anEmptyGroupLeavesTheLinesAsWritten() throws {
        var model = ColumnReference()
        model.referees = []
        let layout = try FormState(model).layout(for: .regular)
        #expect(layout.frames.map(\.name) == ["name", "header_2", "header_3", "notes"])
        #expect(layout.frames.map(\.y) == [8, 8, 44, 72])
        #expect(layout.contentSize.height == 168)
    }

    /// The first referee's name is the lines' (at the bottom, 384–428);
    /// the other four item boxes stack under header_2 (52–80): 80, 108,
    /// 152, 180, 224, ending at 268, where header_3 starts.
    @Test func anItemRowTheLinesNameIsPlacedByThemAndLeftOutOfTheStack() throws {
        let layout = try FormState(PinnedReference()).layout(for: .compact)
        #expect(
            layout.frames.map { "\($0.name) \(Int($0.y))" } == [
                "name 8", "header_2 52", "referees[0] 80", "referees[0].name 384", "referees[0].phone 108",
                "referees[1] 152", "referees[1].name 180", "referees[1].phone 224", "header_3 268", "notes 296",
            ])
        #expect(layout.frames.allSatisfy { $0.x == 8 && $0.width == 359 })
        #expect(layout.contentSize.height == 436)
    }

    /// By hand, at 375 with the standard spacing (20 to the edges, 8
    /// between boxes): header_1 x 20, width 335, y 20–48; the item's
    /// header, role, the nested group's header, city and note stack from
    /// 48: 48, 76, 120, 148, 192, ending at 236; summary 8 lower, 244–288;
    /// content 288 + 20 = 308.
    @Test func everySectionOfAnItemIsStacked() throws {
        let layout = try FormState(Postings()).layout(for: .compact)
        #expect(
            layout.frames.map { "\($0.name) [\($0.identifier)] \(Int($0.y))" } == [
                "header_1 [header_1] 20", "posts[0] [posts_0_] 48", "posts[0].role [posts_0__role] 76",
                "posts[0].place [posts_0__place] 120", "posts[0].place.city [posts_0__place_city] 148",
                "posts[0].note [posts_0__note] 192", "summary [summary] 244",
            ])
        #expect(layout.frames.allSatisfy { $0.x == 20 && $0.width == 335 })
        #expect(layout.contentSize.height == 308)
    }

    @Test func unplacedRowsAreStillReportedAndStackedItemsAreNot() throws {
        let layout = try FormState(CarelessReference()).layout(for: .compact, ambiguity: .allow)
        let views = layout.ambiguity?.views ?? []
        #expect(views.map(\.name) == ["referees[0].name", "notes"])
        #expect(views.first?.attributes == [.y])
        #expect(
            views.first?.fix
                == "Add a line that places `referees_0__name` vertically, such as `V:[referees_0_]-(==0)-[referees_0__name(>=44)]`."
        )
        #expect(throws: LayoutError.self) { try FormState(CarelessReference()).layout(for: .compact) }
    }

    /// The stacked items follow the header, so only the header is reported:
    /// placing it places them.
    @Test func anUnplacedGroupHeaderIsReportedWithoutItsStackedItems() throws {
        let layout = try FormState(HeaderlessReference()).layout(for: .compact, ambiguity: .allow)
        #expect(layout.ambiguity?.views.map(\.name) == ["header_2"])
        #expect(layout.ambiguity?.views.first?.attributes == [.x, .y, .width])
    }

    /// Naming an item makes the layout need it: with no referee, a line
    /// naming the first referee's name names an unknown row.
    @Test func aLineNamingAnItemTheGroupDoesNotHoldIsAnUnknownName() throws {
        var model = PinnedReference()
        model.referees = []
        let form = try FormState(model)
        do {
            _ = try form.layout(for: .compact)
            Issue.record("laid out a line naming a missing item")
        } catch {
            guard case .customLayout(let failure) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(failure.unknownName == "referees_0__name")
        }
    }

    @Test func anItemKeyTheFormDoesNotHoldIsReportedAsWritten() throws {
        let form = try FormState(MiscountedReference())
        do {
            _ = try form.layout(for: .compact)
            Issue.record("laid out a line naming a missing item")
        } catch {
            guard case .customLayout(let failure) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(failure.lineNumber == 3)
            #expect(failure.unknownName == "referees[2].name")
            #expect(failure.error.position == 23)
            #expect(failure.suggestion?.hasPrefix("referees[") == true)
        }
    }
}
