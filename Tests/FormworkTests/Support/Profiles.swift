import Formwork
import Foundation

// The seed models the core tests use: a profile with every kind of row.

enum Gender: String, FormOption {
    case female, male, prefer_not_to_say
}

enum Topic: String, FormOption {
    case swift, design, music
}

enum Priority: Int, FormOption {
    case low = 1, normal = 2, high = 3
    var formLabel: String { ["", "Low", "Normal", "High"][rawValue] }
}

struct Address: FormModel, Equatable {
    @FormText var street = ""
    @FormText var city = ""
    @FormText(placeholder: "CN") var country = ""
}

/// The profile of the core issue, row for row.
struct Profile: FormModel, Equatable {
    @FormImage var avatar: URL? = nil
    @FormText(placeholder: "Your name") var user_name = ""
    @FormNumber var age = 0
    @FormEnumerated var gender: Gender = .prefer_not_to_say
    var contact = FormSeparator("Contact")
    @FormText(.email) var email = ""
    @FormText(.phone, title: "Mobile") var phone: String? = nil
    @FormList var tags: [String] = []
    @FormDate(.date) var birthday: Date? = nil
    @FormBoolean var newsletter = false
    @FormLongText var about_me = ""
    @FormGroup var address = Address()
    var serverID = UUID()
}

/// One property of every wrapper and value type, for round trips.
struct Everything: FormModel, Equatable {
    @FormTitle var heading = "Everything"
    @FormText var text = ""
    @FormText(.password) var secret: String? = nil
    @FormLongText var notes = ""
    @FormNumber var int = 0
    @FormNumber var int64: Int64 = 0
    @FormNumber var int32: Int32 = 0
    @FormNumber var double = 0.0
    @FormNumber var decimal: Decimal = 0
    @FormNumber var maybe_int: Int? = nil
    @FormNumber var maybe_double: Double? = nil
    @FormNumber var maybe_decimal: Decimal? = nil
    @FormBoolean var flag = false
    @FormBoolean var maybe_flag: Bool? = nil
    @FormList var words: [String] = []
    @FormList var numbers: [Int64] = []
    @FormList var reals: [Double] = []
    @FormList var topics: [Topic] = []
    @FormEnumerated var gender: Gender = .female
    @FormEnumerated var maybe_gender: Gender? = nil
    @FormEnumerated var genders: [Gender] = []
    @FormEnumerated var priority: Priority = .normal
    @FormEnumerated(options: [.init("S", "Small"), .init("M", "Medium"), .init("L", "Large")]) var size = "M"
    @FormImage var picture: URL? = nil
    @FormImage var scan: FormFile? = nil
    @FormDate var moment = Date(timeIntervalSince1970: 0)
    @FormDate(.date) var day: Date? = nil
    @FormGroup var address = Address()
    var untouched = "kept"
}
