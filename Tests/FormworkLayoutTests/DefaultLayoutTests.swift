import Formwork
import Testing

@testable import FormworkLayout

/// TLFormModel's default Visual Format, written out by hand from its rule:
/// first box `V:|-margin-[f(>=44)]`, each next `V:[prev(>=44)]-(==0)-[next(>=44)]`,
/// `-margin-|` after the last, and `|-margin-[f]-margin-|` for every box.
struct DefaultLayoutTests {
    static func item(_ name: String, _ kind: FormRow.Kind = .text) -> FormLayoutInput.Item {
        FormLayoutInput.Item(name: name, kind: kind, title: name)
    }

    @Test func oneItemOpensAndClosesTheStack() {
        let input = FormLayoutInput(sections: [FormLayoutInput.Section(items: [Self.item("user_name")])])
        #expect(
            input.defaultLines == [
                "V:|-margin-[user_name(>=44)]-margin-|",
                "|-margin-[user_name]-margin-|",
            ])
    }

    @Test func twoItemsChainWithAZeroGap() {
        let input = FormLayoutInput(sections: [
            FormLayoutInput.Section(items: [Self.item("user_name"), Self.item("age", .number)])
        ])
        #expect(
            input.defaultLines == [
                "V:|-margin-[user_name(>=44)]",
                "|-margin-[user_name]-margin-|",
                "V:[user_name(>=44)]-(==0)-[age(>=44)]-margin-|",
                "|-margin-[age]-margin-|",
            ])
    }

    static let profile = FormLayoutInput(sections: [
        FormLayoutInput.Section(items: [
            item("first_name"), item("last_name"), item("email"), item("phone"),
            item("address.street"), item("address.city"), item("address.zip"), item("country", .enumerated),
            item("birthday", .date), item("gender", .enumerated), item("bio", .longText), item("newsletter", .boolean),
        ])
    ])

    @Test func twelveItemsWithDottedKeys() {
        #expect(
            Self.profile.defaultLines == [
                "V:|-margin-[first_name(>=44)]",
                "|-margin-[first_name]-margin-|",
                "V:[first_name(>=44)]-(==0)-[last_name(>=44)]",
                "|-margin-[last_name]-margin-|",
                "V:[last_name(>=44)]-(==0)-[email(>=44)]",
                "|-margin-[email]-margin-|",
                "V:[email(>=44)]-(==0)-[phone(>=44)]",
                "|-margin-[phone]-margin-|",
                "V:[phone(>=44)]-(==0)-[address_street(>=44)]",
                "|-margin-[address_street]-margin-|",
                "V:[address_street(>=44)]-(==0)-[address_city(>=44)]",
                "|-margin-[address_city]-margin-|",
                "V:[address_city(>=44)]-(==0)-[address_zip(>=44)]",
                "|-margin-[address_zip]-margin-|",
                "V:[address_zip(>=44)]-(==0)-[country(>=44)]",
                "|-margin-[country]-margin-|",
                "V:[country(>=44)]-(==0)-[birthday(>=44)]",
                "|-margin-[birthday]-margin-|",
                "V:[birthday(>=44)]-(==0)-[gender(>=44)]",
                "|-margin-[gender]-margin-|",
                "V:[gender(>=44)]-(==0)-[bio(>=44)]",
                "|-margin-[bio]-margin-|",
                "V:[bio(>=44)]-(==0)-[newsletter(>=44)]-margin-|",
                "|-margin-[newsletter]-margin-|",
            ])
    }

    /// Ten 44-point rows from y = 8, then bio (longText, 88), then newsletter:
    /// bio at 8 + 10 × 44 = 448, newsletter at 448 + 88 = 536, content 536 + 44 + 8 = 588.
    @Test func twelveItemsSolveIntoAStack() throws {
        let layout = try Self.profile.layout(.compact)
        #expect(layout.frames.map(\.y) == [8, 52, 96, 140, 184, 228, 272, 316, 360, 404, 448, 536])
        #expect(layout.frames.map(\.height) == [44, 44, 44, 44, 44, 44, 44, 44, 44, 44, 88, 44])
        #expect(layout.frames.allSatisfy { $0.x == 8 && $0.width == 359 })
        #expect(layout.contentSize == FormLayout.Size(width: 375, height: 588))
        #expect(layout.frame(named: "address.street")?.identifier == "address_street")
        #expect(!layout.isAmbiguous)
    }

    @Test func titledSectionsAddAHeaderBox() {
        let input = FormLayoutInput(sections: [
            FormLayoutInput.Section(items: [Self.item("user_name")]),
            FormLayoutInput.Section(title: "Contact", items: [Self.item("email")]),
        ])
        #expect(
            input.defaultLines == [
                "V:|-margin-[user_name(>=44)]",
                "|-margin-[user_name]-margin-|",
                "V:[user_name(>=44)]-(==0)-[header_2(==28)]",
                "|-margin-[header_2]-margin-|",
                "V:[header_2(==28)]-(==0)-[email(>=44)]-margin-|",
                "|-margin-[email]-margin-|",
            ])
    }

    @Test func identifiersAreValidAndUnique() {
        let input = FormLayoutInput(sections: [
            FormLayoutInput.Section(
                title: "Header",
                items: [
                    Self.item("address.street"), Self.item("address_street"), Self.item("2fa"), Self.item("header_1"),
                ])
        ])
        #expect(input.identifiers.map(\.identifier) == ["header_1", "address_street", "address_street_2", "_2fa", "header_1_2"])
    }

    /// An identifier keeps ASCII letters, digits and `_`; anything else,
    /// letters of other scripts included, becomes `_`.
    @Test func identifiersKeepOnlyASCIIWordCharacters() {
        #expect(LayoutEntry.identifier(for: "Zaz_09") == "Zaz_09")
        #expect(LayoutEntry.identifier(for: "é-ß.ª@[`{") == "_________")
        #expect(LayoutEntry.identifier(for: "naïve 名前") == "na_ve___")
        for value in UInt8(0)...127 {
            let scalar = Unicode.Scalar(value)
            let isWord = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
            let expected = isWord ? (("0"..."9").contains(scalar) ? "_" + String(scalar) : String(scalar)) : "_"
            #expect(LayoutEntry.identifier(for: String(scalar)) == expected, "\(value)")
        }
    }

    @Test func emptyInputHasNoLines() throws {
        let input = FormLayoutInput(sections: [])
        #expect(input.defaultLines.isEmpty)
        #expect(try input.layout().frames.isEmpty)
    }

    @Test func preferredHeightsPerKind() {
        // text, longText, title, number, boolean, list, enumerated, image, date, file, rating
        #expect(
            FormRow.Kind.allCases.map { FormLayoutInput.Item(name: "f", kind: $0, title: "").preferredHeight } == [
                44, 88, 32, 44, 44, 44, 44, 230, 44, 44, 44,
            ])
        // A title line and 3 entries, 44 each.
        #expect(FormLayoutInput.Item(name: "tags", kind: .list, title: "Tags", text: "a\nb\nc").preferredHeight == 176)
    }
}
