import Formwork
import FormworkFixtures
import Testing

/// Titles derived from property names. Each expectation is written by hand
/// from the rules in `FormTitleFormatter`'s documentation.
@Suite struct TitleTests {
    static let cases: [(name: String, title: String)] = [
        ("user_name", "User Name"),
        ("userName", "User Name"),
        ("URL_path", "URL Path"),
        ("user_id", "User ID"),
        ("a__b", "A B"),
        ("address2", "Address 2"),
        ("iOS_version", "iOS Version"),
        ("name", "Name"),
        ("URLPath", "URL Path"),
        ("httpStatusCode", "HTTP Status Code"),
        ("userID", "User ID"),
        ("userIDNumber", "User ID Number"),
        ("_private", "Private"),
        ("api_key", "API Key"),
        ("jsonData", "JSON Data"),
        ("html", "HTML"),
        ("line2Text", "Line 2 Text"),
        ("zip_code", "Zip Code"),
        ("first_name_", "First Name"),
        ("ABC", "ABC"),
        ("isbn13", "ISBN 13"),
        ("iPhoneModel", "iPhone Model"),
        ("macOS_build", "macOS Build"),
        ("ios_version", "iOS Version"),
        ("tvOSApp", "tvOS App"),
        ("uuid", "UUID"),
        ("x", "X"),
        ("about_me", "About Me"),
        ("prefer_not_to_say", "Prefer Not to Say"),
        ("email_address_2", "Email Address 2"),
        ("HTTPServer", "HTTP Server"),
        ("中文名", "中文名"),
        ("éclair_size", "Éclair Size"),
        ("", ""),
    ]

    /// Title case: minor words (articles, coordinating conjunctions, short
    /// prepositions) are lower case unless first or last; terms and
    /// capitalised words keep their spelling.
    static let titleCaseCases: [(name: String, title: String)] = [
        ("years_of_experience", "Years of Experience"),
        ("yearsOfExperience", "Years of Experience"),
        ("terms_and_conditions", "Terms and Conditions"),
        ("the_end", "The End"),
        ("made_by", "Made By"),
        ("of_age", "Of Age"),
        ("a_or_b", "A or B"),
        ("price_per_unit", "Price per Unit"),
        ("time_in_office", "Time in Office"),
        ("sign_up_date", "Sign Up Date"),
        ("opt_out_of_emails", "Opt Out of Emails"),
        ("user_id_of_owner", "User ID of Owner"),
        ("URL_to_HTTPServer", "URL to HTTP Server"),
        ("urlPathForAPI", "URL Path for API"),
        ("isAValue", "Is a Value"),
        ("plan_A", "Plan A"),
        ("state_OR_country", "State OR Country"),
        ("name_of_the_product_in_stock", "Name of the Product in Stock"),
    ]

    @Test(arguments: titleCaseCases)
    func minorWordsAreLowerCaseUnlessFirstOrLast(_ name: String, _ title: String) {
        #expect(FormTitleFormatter.standard.title(for: name) == title)
    }

    @Test func everyWordCapitalisationKeepsMinorWordsCapitalised() {
        let titles = FormTitleFormatter(capitalization: .everyWord)
        #expect(titles.title(for: "years_of_experience") == "Years Of Experience")
        #expect(titles.title(for: "urlPathForAPI") == "URL Path For API")
        #expect(titles.title(for: "user_id") == "User ID")
    }

    @Test func aModelChoosesItsTitleCapitalisation() throws {
        struct Applicant: FormModel {
            static var formTitleCapitalization: FormTitleFormatter.Capitalization { .everyWord }
            @FormNumber var years_of_experience = 0
            @FormText(title: "Name on the badge") var badge_name = ""
        }
        struct Candidate: FormModel {
            @FormNumber var years_of_experience = 0
        }
        #expect(try FormState(Applicant()).rows.map(\.title) == ["Years Of Experience", "Name on the badge"])
        #expect(try FormState(Candidate()).rows.map(\.title) == ["Years of Experience"])
    }

    @Test(arguments: cases)
    func derivesTitleFromPropertyName(_ name: String, _ title: String) {
        #expect(FormTitleFormatter.standard.title(for: name) == title)
    }

    @Test func userTermsExtendTheBuiltInOnes() {
        let titles = FormTitleFormatter(acronyms: ["VIN", "eSIM"])
        #expect(titles.title(for: "vin_code") == "VIN Code")
        #expect(titles.title(for: "eSIMNumber") == "eSIM Number")
        #expect(titles.title(for: "user_id") == "User ID")
        #expect(FormTitleFormatter.standard.title(for: "vin_code") == "Vin Code")
    }

    @Test func modelAcronymsApplyToItsRows() throws {
        struct Product: FormModel {
            static var formAcronyms: [String] { ["VIN"] }
            @FormText var vin = ""
            @FormText(title: "Name on the box") var box_name = ""
        }
        let form = try FormState(Product())
        #expect(form.rows.map(\.title) == ["VIN", "Name on the box"])
    }

    @Test func optionLabelsComeFromCaseNamesUnlessOverridden() throws {
        #expect(Gender.formOptions.map(\.label) == ["Female", "Male", "Prefer Not to Say"])
        #expect(Priority.formOptions.map(\.label) == ["Low", "Normal", "High"])
        #expect(Priority.formOptions.map(\.value) == [.integer(1), .integer(2), .integer(3)])
    }
}
