import Formwork
import FormworkFixtures
import Foundation
import Testing

/// `form.parameters`: one member per row in declaration order, groups
/// nested, chosen by a policy, with mapped rows. Expected bodies are derived
/// by hand from the WHATWG urlencoded serializer
/// (https://url.spec.whatwg.org/#concept-urlencoded-serializer): a space is
/// `+`, only `A–Z a–z 0–9 * - . _` stay literal, every other byte is `%XX`
/// (so `[` `]` `@` `:` `&` `'` are `%5B %5D %40 %3A %26 %27`).
@Suite("Submission: parameters out")
struct ParametersOutTests {
    @Test func membersFollowDeclarationOrderAndNestGroups() throws {
        let parameters = try FormState(Profile.ada).parameters
        #expect(
            parameters.map(\.key) == [
                "user_name", "age", "gender", "email", "tags", "birthday", "newsletter", "about_me", "address",
            ])
        #expect(
            parameters["address"]
                == .object([
                    .init("street", "12 St James's Sq"), .init("city", "London"),
                    .init("country", "GB"),
                ]))
        #expect(parameters["tags"] == ["math", "engines"])
        #expect(parameters["age"] == .integer(36))
        #expect(parameters["newsletter"] == .bool(true))
    }

    @Test func nilValuesAreOmittedByDefault() throws {
        // avatar, phone are nil in Ada's profile; birthday nil in the default one.
        let parameters = try FormState(Profile()).parameters
        #expect(parameters["avatar"] == nil)
        #expect(parameters["phone"] == nil)
        #expect(parameters["birthday"] == nil)
        #expect(parameters.map(\.key) == ["user_name", "age", "gender", "email", "tags", "newsletter", "about_me", "address"])
    }

    @Test func urlEncodedBodyIsTheWHATWGSerialization() throws {
        let body = try FormState(Profile.ada).parameters.urlEncoded
        let expected = [
            "user_name=Ada+Lovelace", "age=36", "gender=female", "email=ada%40example.com",
            "tags%5B%5D=math", "tags%5B%5D=engines", "birthday=2026-11-21", "newsletter=true",
            "about_me=Analyst+%26+poet", "address%5Bstreet%5D=12+St+James%27s+Sq", "address%5Bcity%5D=London",
            "address%5Bcountry%5D=GB",
        ].joined(separator: "&")
        #expect(body == expected)
    }

    @Test func dateAndTimeRowsSubmitWhatTheyShow() throws {
        struct Alarm: FormModel {
            @FormDate(.date) var day = Date(timeIntervalSince1970: 1_795_253_400)  // 2026-11-21T09:30:00Z
            @FormDate(.time) var ring = Date(timeIntervalSince1970: 1_795_253_400)
            @FormDate var at = Date(timeIntervalSince1970: 1_795_253_400)
        }
        // As HTML's date and time inputs submit: the calendar date, the time of day;
        // ":" is not in the WHATWG literal set, so it is written %3A.
        let body = try FormState(Alarm()).parameters.urlEncoded
        #expect(body == "day=2026-11-21&ring=09%3A30&at=2026-11-21T09%3A30%3A00Z")
        let back = try Alarm(urlEncoded: body)
        #expect(back.day == Date(timeIntervalSince1970: 1_795_219_200))  // midnight UTC of that day
        #expect(back.ring == Date(timeIntervalSince1970: 34_200))  // 09:30 on 1970-01-01
        #expect(back.at == Date(timeIntervalSince1970: 1_795_253_400))
    }

    @Test func jsonBodyKeepsOrderAndTypes() throws {
        let json = try FormState(Profile.ada).parameters.jsonString()
        #expect(
            json == #"{"user_name":"Ada Lovelace","age":36,"gender":"female","email":"ada@example.com","#
                + #""tags":["math","engines"],"birthday":"2026-11-21","newsletter":true,"#
                + #""about_me":"Analyst & poet","address":{"street":"12 St James's Sq","city":"London","country":"GB"}}"#)
    }

    @Test func booleansAreTrueAndFalse() throws {
        #expect(try FormState(Profile()).parameters.urlEncoded.contains("&newsletter=false&"))
        #expect(try FormState(Profile.ada).parameters.urlEncoded.contains("&newsletter=true&"))
    }

    @Test func decimalsAreExact() throws {
        var order = GiftOrder()
        order.price = try #require(Decimal(string: "3.14159265358979323846", locale: nil))
        order.parcel.weight = try #require(Decimal(string: "0.1", locale: nil))
        let parameters = try FormState(order).parameters
        #expect(parameters.urlEncoded.contains("&amount=3.14159265358979323846&"))
        #expect(parameters.urlEncoded.hasSuffix("&parcel%5Bkg%5D=0.1&parcel%5Blabel_set%5D=false"))
        #expect(try parameters.jsonString().contains(#""amount":3.14159265358979323846,"#))
    }

    @Test func titleRowsSubmitNothing() throws {
        let parameters = try FormState(Everything()).parameters
        #expect(parameters["heading"] == nil)
        #expect(parameters.first?.key == "text")
    }

    // MARK: Policies

    @Test func hiddenRowsAreLeftOutByDefaultAndIncludedOnRequest() throws {
        let form = try FormState(GiftOrder())  // gift == false hides gift_message
        #expect(form.parameters["gift_message"] == nil)
        let all = form.parameters(policy: .init(hiddenRows: .include))
        #expect(all.map(\.key) == ["gift", "gift_message", "wrapping", "unit", "amount", "parcel"])
    }

    @Test func disabledRowsAreIncludedByDefaultAndLeftOutOnRequest() throws {
        let form = try FormState(GiftOrder())  // gift == false disables wrapping
        #expect(form.row("wrapping")?.isEnabled == false)
        #expect(form.parameters["wrapping"] == "plain")
        #expect(form.parameters(policy: .init(disabledRows: .leaveOut))["wrapping"] == nil)
    }

    @Test func aReadOnlyFormStillSubmitsEveryVisibleRow() throws {
        var form = try FormState(Profile.ada)
        form.setEditable(false)
        #expect(form.parameters == (try FormState(Profile.ada)).parameters)
        #expect(form.parameters(policy: .init(disabledRows: .leaveOut)).isEmpty)
    }

    @Test func defaultBodyOfTheGiftOrder() throws {
        // gift_message hidden, note nil, draft maps to nothing, side nil maps
        // to nothing, label nil maps to label_text (null, omitted) and label_set.
        let body = try FormState(GiftOrder()).parameters.urlEncoded
        #expect(body == "gift=false&wrapping=plain&unit=CNY&amount=0&parcel%5Bkg%5D=0&parcel%5Blabel_set%5D=false")
    }

    @Test func nilValuesCanBeNull() throws {
        let parameters = try FormState(GiftOrder()).parameters(policy: .init(nilValues: .null))
        #expect(parameters["note"] == .null)
        #expect(
            try parameters.jsonString()
                == #"{"gift":false,"wrapping":"plain","note":null,"unit":"CNY","amount":0,"#
                + #""parcel":{"kg":0,"label_text":null,"label_set":false}}"#)
        // The urlencoded rendering applies its own nil policy, which omits by default.
        #expect(!parameters.urlEncoded.contains("note"))
    }

    @Test func nilValuesCanBeEmptyStrings() throws {
        let body = try FormState(GiftOrder()).parameters(policy: .init(nilValues: .emptyString)).urlEncoded
        #expect(
            body == "gift=false&wrapping=plain&note=&unit=CNY&amount=0"
                + "&parcel%5Bkg%5D=0&parcel%5Blabel_text%5D=&parcel%5Blabel_set%5D=false")
    }

    // MARK: Mappings

    @Test func aMappedRowSubmitsSeveralParametersInItsPlace() throws {
        var order = GiftOrder()
        order.price = try #require(Decimal(string: "19.99", locale: nil))
        let parameters = try FormState(order).parameters
        #expect(parameters["price"] == nil)
        #expect(parameters["unit"] == "CNY")
        #expect(parameters["amount"] == .decimal(try #require(Decimal(string: "19.99", locale: nil))))
        #expect(parameters.map(\.key) == ["gift", "wrapping", "unit", "amount", "parcel"])
    }

    @Test func aMappedRowCanSubmitNothing() throws {
        var order = GiftOrder()
        order.draft = "not yet"
        #expect(try FormState(order).parameters["draft"] == nil)
    }

    @Test func aMappedRowInAGroupSubmitsInsideTheGroup() throws {
        var order = GiftOrder()
        order.parcel.side = 30
        order.parcel.label = "Fragile"
        let parcel = try FormState(order).parameters["parcel"]
        #expect(
            parcel
                == .object([
                    .init("kg", .decimal(0)), .init("width", 30), .init("height", 30),
                    .init("label_text", "Fragile"), .init("label_set", true),
                ]))
    }

    @Test func aMappingMayRepeatAKeyAndBothAreKept() throws {
        let parameters = try FormState(PriceTag()).parameters
        #expect(parameters.map(\.key) == ["unit", "unit", "amount"])
        #expect(parameters.urlEncoded == "unit=EUR&unit=CNY&amount=5")
        #expect(parameters.dictionary["unit"] as? String == "CNY")  // a dictionary keeps the last
    }
}
