import Formwork
import FormworkFixtures
import FormworkLayout
import Foundation
import Testing

/// A model's own layout per size class (``FormLayoutCustomizing``).
struct CustomModelLayoutTests {
    /// TLFormView's iPad layout at 768, by hand: the avatar is 160 × 160 at
    /// (8, 8). The fields start at 8 + 160 + 8 = 176 and end at 768 - 8 =
    /// 760, so they are 584 wide, stacked from y = 8: user_name 8, email 52,
    /// header_2 96 (28 tall), address.street 124, address.city 168, ending
    /// at 212. Content: max(8 + 160, 212) + 8 = 220.
    @Test func iPadLayoutOfAProfile() throws {
        let layout = try FormState(LayoutProfile()).layout(for: .regular)
        #expect(layout.lines == LayoutProfile.formLayout(for: .regular)?.lines)
        #expect(layout.frames.map(\.name) == ["avatar", "user_name", "email", "header_2", "address.street", "address.city"])
        #expect(
            layout.frames.map { [$0.x, $0.y, $0.width, $0.height] } == [
                [8, 8, 160, 160],
                [176, 8, 584, 44],
                [176, 52, 584, 44],
                [176, 96, 584, 28],
                [176, 124, 584, 44],
                [176, 168, 584, 44],
            ])
        #expect(layout.contentSize == FormLayout.Size(width: 768, height: 220))
        #expect(!layout.isAmbiguous)
    }

    /// Compact has no custom layout: the default stack at x = 8, 359 wide,
    /// the avatar its preferred 230: y 8, 238, 282, header 326 (28), 354,
    /// 398; content 398 + 44 + 8 = 450.
    @Test func compactProfileUsesTheDefaultLayout() throws {
        let form = try FormState(LayoutProfile())
        let layout = try form.layout(for: .compact)
        #expect(layout.lines == form.layoutInput.defaultLines)
        #expect(layout.frames.map(\.y) == [8, 238, 282, 326, 354, 398])
        #expect(layout.frames.map(\.height) == [230, 44, 44, 28, 44, 44])
        #expect(layout.frames.allSatisfy { $0.x == 8 && $0.width == 359 })
        #expect(layout.contentSize == FormLayout.Size(width: 375, height: 450))
    }

    @Test func theModelIsAskedPerSizeClass() throws {
        let customs = try FormState(LayoutProfile()).layoutInput.customLayouts
        #expect(customs[.compact] == nil)
        #expect(customs[.regular] == LayoutProfile.formLayout(for: .regular))
    }

    @Test func switchingSizeClassSwapsLinesOnOneEngine() throws {
        let engine = try FormState(LayoutProfile()).layoutEngine()
        let solver = ObjectIdentifier(engine.solver)
        _ = try engine.layout(.compact)
        let regular = try engine.layout(.regular)
        #expect(ObjectIdentifier(engine.solver) == solver)
        #expect(engine.constraintSetChanges == 2)
        #expect(regular.frame(named: "address.city")?.y == 168)
    }

    /// Checked when the engine is made, so a compact layout reports the
    /// iPad line. `H:[avatar]-margin-[` is 19 characters: the caret is under
    /// column 19.
    @Test func aMisspelledDottedKeyNamesTheModelTheLineAndTheClosestKey() throws {
        let form = try FormState(MisspelledProfile())
        let error = try #require(layoutError(of: form, at: .compact))
        let custom = try #require(error.customLayout)
        #expect(custom.modelType == "MisspelledProfile")
        #expect(custom.sizeClass == .regular)
        #expect(custom.lineNumber == 4)
        #expect(custom.unknownName == "adress.street")
        #expect(custom.suggestion == "address.street")
        #expect(
            error.description == """
                MisspelledProfile.formLayout(for: .regular), line 4: Unknown view 'adress.street'. Did you mean 'address.street'?
                H:[avatar]-margin-[adress.street]-margin-|
                                   ^
                Name a row by its key (address.street) or its identifier (address_street), \
                a section header by header_<section number>.
                """)
    }

    /// `V:|-[user_name]-[` is 17 characters. The closest spelling is the
    /// identifier `address_street` (one edit), which is the row `address.street`.
    @Test func aMisspelledIdentifierSuggestsTheIdentifierAndItsRow() throws {
        let form = try FormState(MisspelledIdentifierProfile())
        let custom = try #require(layoutError(of: form, at: .compact)?.customLayout)
        #expect(custom.suggestion == "address.street")
        #expect(
            custom.error
                == VisualFormatError(
                    "Unknown view 'address_stret'. Did you mean 'address_street' (row 'address.street')?",
                    format: "V:|-[user_name]-[address_stret]-|", position: 17))
    }

    /// A syntax error is reported against the line as written, with the model.
    /// `H:|-[user_name(>=44)` is 20 characters: the missing `]` is at 20.
    @Test func aSyntaxErrorIsReportedWithTheModel() throws {
        struct Broken: FormLayoutCustomizing {
            @FormText var user_name = ""
            static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
                FormCustomLayout(lines: ["H:|-[user_name(>=44)"])
            }
        }
        let form = try FormState(Broken())
        let custom = try #require(layoutError(of: form, at: .regular)?.customLayout)
        #expect(custom.unknownName == nil)
        #expect(custom.error.format == "H:|-[user_name(>=44)")
        #expect(custom.error.position == 20)
        #expect(!custom.description.contains("Name a row"))
    }

    /// A model that gives one layout to every size class has a typo in it
    /// reported for the size class being laid out, `.regular` as well as
    /// `.compact`.
    @Test func aTypoInALayoutForEverySizeClassNamesTheSizeClassBeingLaidOut() throws {
        let form = try FormState(MisspelledIdentifierProfile())
        for sizeClass in LayoutSizeClass.allCases {
            let width: LayoutWidth = sizeClass == .regular ? .regular : .compact
            let error = try #require(layoutError(of: form, at: width))
            #expect(error.customLayout?.sizeClass == sizeClass)
            #expect(error.description.hasPrefix("MisspelledIdentifierProfile.formLayout(for: .\(sizeClass.rawValue)), line 1:"))
        }
    }

    /// An engine is made for no width in particular: the first size class
    /// whose layout holds the faulty line is named.
    @Test func anEngineNamesTheFirstSizeClassWhoseLayoutHoldsTheLine() throws {
        let form = try FormState(MisspelledIdentifierProfile())
        let error = #expect(throws: LayoutError.self) { try form.layoutEngine() }
        #expect(error?.customLayout?.sizeClass == .compact)
    }

    /// The regular layout names the row `address.street` in neither line,
    /// so laying it out throws, naming the model and the row.
    @Test func aModelLayoutLeavingARowUnplacedNamesTheModelAndTheRow() throws {
        struct Sparse: FormLayoutCustomizing {
            @FormText var user_name = ""
            @FormGroup var address = StreetAddress()
            static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
                FormCustomLayout(lines: [
                    "H:|-[user_name]-|", "H:|-[header_2]-|", "H:|-[address.city]-|",
                    "V:|-[user_name]-[header_2]-[address.city]-|",
                ])
            }
        }
        let form = try FormState(Sparse())
        let ambiguity = try #require(layoutError(of: form, at: .regular)?.ambiguity)
        #expect(ambiguity.modelType == "Sparse")
        #expect(ambiguity.sizeClass == .regular)
        #expect(ambiguity.views.map(\.name) == ["address.street"])
        #expect(
            ambiguity.views.first?.fix == "Add a line that places `address.street` horizontally, "
                + "such as `H:|-[address.street]-|`, and one that places it vertically, such as "
                + "`V:[header_2]-(==0)-[address.street(>=44)]`.")
    }
}
