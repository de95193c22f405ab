import Formwork
import FormworkFixtures
import FormworkLayout
import Foundation
import Testing

/// The default Visual Format of real models, written out by hand from
/// TLFormModel's rule: `V:|-margin-[first(>=44)]`, then
/// `V:[prev(>=44)]-(==0)-[next(>=44)]`, `-margin-|` after the last, and
/// `|-margin-[f]-margin-|` for every box; a titled section adds
/// `header_<section number>` with `(==28)`.
struct FormStateDefaultLinesTests {
    struct Newsletter: FormModel {
        @FormText(.email) var email = ""
    }

    struct Login: FormModel {
        @FormText var user_name = ""
        @FormText(.password) var password = ""
    }

    /// 8 rows, then the group `address` with 4: 12 rows and one header.
    struct Registration: FormModel {
        @FormText var first_name = ""
        @FormText var last_name = ""
        @FormText(.email) var email = ""
        @FormText(.phone) var phone = ""
        @FormDate(.date) var birthday: Date? = nil
        @FormEnumerated var gender: Gender = .prefer_not_to_say
        @FormBoolean var newsletter = false
        @FormLongText var bio = ""
        @FormGroup var address = PostalAddress()
    }

    struct PostalAddress: FormModel {
        @FormText var street = ""
        @FormText var city = ""
        @FormText var zip = ""
        @FormText var country = ""
    }

    @Test func oneRowOpensAndClosesTheStack() throws {
        let form = try FormState(Newsletter())
        #expect(
            form.layoutInput.defaultLines == [
                "V:|-margin-[email(>=44)]-margin-|",
                "|-margin-[email]-margin-|",
            ])
    }

    @Test func twoRowsChainWithAZeroGap() throws {
        let form = try FormState(Login())
        #expect(
            form.layoutInput.defaultLines == [
                "V:|-margin-[user_name(>=44)]",
                "|-margin-[user_name]-margin-|",
                "V:[user_name(>=44)]-(==0)-[password(>=44)]-margin-|",
                "|-margin-[password]-margin-|",
            ])
    }

    @Test func twelveRowsWithAGroupSection() throws {
        let form = try FormState(Registration())
        #expect(form.rows.count == 12)
        #expect(
            form.layoutInput.defaultLines == [
                "V:|-margin-[first_name(>=44)]",
                "|-margin-[first_name]-margin-|",
                "V:[first_name(>=44)]-(==0)-[last_name(>=44)]",
                "|-margin-[last_name]-margin-|",
                "V:[last_name(>=44)]-(==0)-[email(>=44)]",
                "|-margin-[email]-margin-|",
                "V:[email(>=44)]-(==0)-[phone(>=44)]",
                "|-margin-[phone]-margin-|",
                "V:[phone(>=44)]-(==0)-[birthday(>=44)]",
                "|-margin-[birthday]-margin-|",
                "V:[birthday(>=44)]-(==0)-[gender(>=44)]",
                "|-margin-[gender]-margin-|",
                "V:[gender(>=44)]-(==0)-[newsletter(>=44)]",
                "|-margin-[newsletter]-margin-|",
                "V:[newsletter(>=44)]-(==0)-[bio(>=44)]",
                "|-margin-[bio]-margin-|",
                "V:[bio(>=44)]-(==0)-[header_2(==28)]",
                "|-margin-[header_2]-margin-|",
                "V:[header_2(==28)]-(==0)-[address_street(>=44)]",
                "|-margin-[address_street]-margin-|",
                "V:[address_street(>=44)]-(==0)-[address_city(>=44)]",
                "|-margin-[address_city]-margin-|",
                "V:[address_city(>=44)]-(==0)-[address_zip(>=44)]",
                "|-margin-[address_zip]-margin-|",
                "V:[address_zip(>=44)]-(==0)-[address_country(>=44)]-margin-|",
                "|-margin-[address_country]-margin-|",
            ])
    }

    @Test func theSolvedLayoutCarriesTheDefaultLines() throws {
        let form = try FormState(Login())
        let layout = try form.layout(for: .compact)
        #expect(layout.lines == form.layoutInput.defaultLines)
        #expect(layout.metrics == [FormLayout.Metric(name: "margin", value: 8)])
    }
}
