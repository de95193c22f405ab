import Formwork
import Foundation
import Testing

/// Internal, so its printed name is `FormworkTests.MemberPlan` as Swift qualifies an enum case.
enum MemberPlan: String, FormChoice { case free, pro }

private struct Postal: FormModel {
    @FormText var city = ""
    @FormText var postcode: String? = nil
}

private struct Member: FormModel {
    @FormImage var avatar: URL? = nil
    @FormText var user_name = ""
    @FormNumber var age = 0
    @FormNumber var height: Double? = nil
    @FormEnumerated var plan: MemberPlan = .free
    @FormList var tags: [String] = []
    @FormGroup var address = Postal()
    var visits = 3
    var _legacy = "kept"
}

private struct Greeting: FormModel, CustomStringConvertible {
    @FormText var name = ""
    var description: String { "Hello, \(name)" }
}

@Suite("Printing a model")
struct ModelPrintingTests {
    private var ada: Member {
        var member = Member()
        member.user_name = "Ada"
        member.age = 42
        member.tags = ["math"]
        member.address.city = "London"
        return member
    }

    private let adaText = """
        Member(avatar: nil, user_name: "Ada", age: 42, height: nil, plan: FormworkTests.MemberPlan.free, tags: ["math"], \
        address: Postal(city: "London", postcode: nil), visits: 3, _legacy: "kept")
        """

    @Test func printShowsPropertyNamesAndValuesInDeclarationOrder() {
        var printed = ""
        print(ada, to: &printed)
        #expect(printed == adaText + "\n")
    }

    @Test func interpolationAndStringDescribingShowTheValues() {
        #expect("\(ada)" == adaText)
        #expect(String(describing: ada) == adaText)
    }

    @Test func debugPrintShowsTheValues() {
        var printed = ""
        debugPrint(ada, to: &printed)
        #expect(printed == adaText + "\n")
        #expect(String(reflecting: ada) == adaText)
    }

    @Test func dumpShowsTheModelFirstAndEachFieldAsItsValue() {
        var dumped = ""
        dump(Postal(), to: &dumped)
        #expect(
            dumped == """
                ▿ Postal(city: "", postcode: nil)
                  - _city: ""
                  - _postcode: nil

                """)
    }

    @Test func aNestedGroupPrintsAsItsModel() {
        var member = Member()
        member.address.postcode = "NW1"
        #expect("\(member)".contains(#"address: Postal(city: "", postcode: Optional("NW1"))"#))
    }

    @Test func optionalValuesPrintAsSwiftPrintsThem() {
        var member = Member()
        member.height = 1.7
        member.avatar = URL(string: "https://example.com/a.png")
        let text = "\(member)"
        #expect(text.contains("height: Optional(1.7)"))
        #expect(text.contains("avatar: Optional(https://example.com/a.png)"))
    }

    @Test func quotesInATextValueAreEscaped() {
        var member = Member()
        member.user_name = #"O'Brien "OB""#
        // As `debugPrint` shows a String: both quotes escaped.
        #expect("\(member)".contains(#"user_name: "O\'Brien \"OB\"""#))
    }

    @Test func aFieldPrintsAsItsValue() {
        let field = FormText(wrappedValue: "Ada")
        #expect("\(field)" == "Ada")
        #expect(String(reflecting: field) == "\"Ada\"")
    }

    @Test func aModelsOwnDescriptionWins() throws {
        var greeting = Greeting()
        greeting.name = "Ada"
        #expect("\(greeting)" == "Hello, Ada")
        #expect(String(reflecting: greeting) == "Hello, Ada")
        #expect(try FormState(greeting).rows.map(\.key) == ["name"])
    }

    @Test func printingLeavesTheFormsRowsAsDeclared() throws {
        let form = try FormState(ada)
        #expect(
            form.rows.map(\.key) == [
                "avatar", "user_name", "age", "height", "plan", "tags", "address.city", "address.postcode",
            ])
    }
}

private struct Enrolment: FormModel {
    @FormNumber var age = 0
    var guardian = FormSeparator("Guardian", footer: "Needed under 18.", visibleWhen: "age < 18")
    @FormText var guardian_name = ""
    var consent = FormSeparator(enabledWhen: .model { (enrolment: Enrolment) in enrolment.age > 0 })
    @FormBoolean var agreed = false
}

@Suite("Printing a model: separators")
struct SeparatorPrintingTests {
    @Test func aSeparatorInAPrintedModelReadsAsItsDeclaration() {
        #expect(
            "\(Enrolment())" == """
                Enrolment(age: 0, guardian: FormSeparator("Guardian", footer: "Needed under 18.", visibleWhen: "age < 18"), \
                guardian_name: "", consent: FormSeparator(enabledWhen: .model { … }), agreed: false)
                """)
    }

    @Test func aSeparatorWithoutArgumentsPrintsEmptyParentheses() {
        #expect(String(reflecting: FormSeparator()) == "FormSeparator()")
    }
}
