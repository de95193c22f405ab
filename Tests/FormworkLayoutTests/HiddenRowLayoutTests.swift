import Formwork
import FormworkLayout
import Testing

/// A membership form whose school row is shown only to students.
private struct Membership: FormLayoutCustomizing {
    @FormBoolean var student = false
    @FormText(visibleWhen: "student") var school = ""

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        guard sizeClass == .regular else { return nil }
        return FormCustomLayout(lines: [
            "H:|-8-[student]-8-|",
            "H:|-8-[school]-8-|",
            "V:|-8-[student(==44)]-(>=8)-|",
            "V:[student]-8-[school(==44)]-(>=8)-|",
        ])
    }
}

@Suite struct HiddenRowLayoutTests {
    @Test func aHiddenRowTakesNoSpaceInTheDefaultLayout() throws {
        var form = try FormState(Membership())
        // Only student: V:|-8-[student(>=44)]-8-| gives y 8, height 44, content 8 + 44 + 8 = 60.
        let alone = try form.layout(for: .compact)
        #expect(alone.frame(named: "school") == nil)
        #expect(alone.frame(named: "student")?.y == 8)
        #expect(alone.contentSize.height == 60)
        try form.setText("yes", for: "student")
        // Both: school follows at 8 + 44 = 52; content 8 + 44 + 44 + 8 = 104.
        let both = try form.layout(for: .compact)
        #expect(both.frame(named: "school")?.y == 52)
        #expect(both.contentSize.height == 104)
    }

    @Test func aCustomLineNamingAHiddenRowIsLeftOut() throws {
        var form = try FormState(Membership())
        // The two lines naming school are left out; student sits at 8, 8 with width 768 - 16 = 752.
        let layout = try form.layout(for: .regular)
        #expect(layout.frame(named: "school") == nil)
        #expect(layout.frame(named: "student")?.x == 8)
        #expect(layout.frame(named: "student")?.width == 752)
        try form.setText("yes", for: "student")
        // Shown again: school is 8 below student's bottom (8 + 44): y 60.
        #expect(try form.layout(for: .regular).frame(named: "school")?.y == 60)
    }

    /// A line naming a hidden row is still parsed, so its typo is reported
    /// while the row is hidden, not only once it is shown.
    /// `H:|-8-[school]-8-[` is 18 characters.
    @Test func aTypoInALineNamingAHiddenRowIsReportedWhileTheRowIsHidden() throws {
        struct Club: FormLayoutCustomizing {
            @FormBoolean var student = false
            @FormText(visibleWhen: "student") var school = ""
            static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
                FormCustomLayout(lines: ["H:|-8-[student]-8-|", "V:|-8-[student(==44)]-(>=8)-|", "H:|-8-[school]-8-[studnt]-|"])
            }
        }
        let form = try FormState(Club())
        #expect(
            throws: LayoutError.customLayout(
                FormCustomLayout.LineError(
                    modelType: "Club", sizeClass: .compact, lineNumber: 3,
                    error: VisualFormatError(
                        "Unknown view 'studnt'. Did you mean 'student'?", format: "H:|-8-[school]-8-[studnt]-|", position: 18),
                    unknownName: "studnt", suggestion: "student"))
        ) { try form.layout(for: .compact) }
    }

    @Test func aMisspelledHiddenRowSuggestsIt() throws {
        struct Club: FormLayoutCustomizing {
            @FormBoolean var student = false
            @FormText(visibleWhen: "student") var school = ""
            static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
                FormCustomLayout(lines: ["H:|-8-[student]-8-|", "V:|-8-[student(==44)]-(>=8)-|", "H:|-8-[schol]-8-|"])
            }
        }
        let form = try FormState(Club())
        let custom = try #require(layoutError(of: form, at: .compact)?.customLayout)
        #expect(custom.suggestion == "school")
    }

    /// `[student(==school)]` compares with a hidden row: like a line placing
    /// it, the line is left out, so student keeps 768 - 16 = 752.
    @Test func aLineComparingWithAHiddenRowIsLeftOut() throws {
        struct Club: FormLayoutCustomizing {
            @FormBoolean var student = false
            @FormText(visibleWhen: "student") var school = ""
            static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
                FormCustomLayout(lines: ["H:|-8-[student(==school)]-8-|", "H:|-8-[student]-8-|", "V:|-8-[student(==44)]-(>=8)-|"])
            }
        }
        #expect(try FormState(Club()).layout(for: .regular).frame(named: "student")?.width == 752)
    }
}
