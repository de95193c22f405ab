import Formwork
import Foundation

/// One property of every wrapper and value type, for round trips.
public struct Everything: FormModel, Equatable {
    @FormHeading public var heading = "Everything"
    @FormText public var text = ""
    @FormText(.password) public var secret: String? = nil
    @FormLongText public var notes = ""
    @FormNumber public var int = 0
    @FormNumber public var int64: Int64 = 0
    @FormNumber public var int32: Int32 = 0
    @FormNumber public var double = 0.0
    @FormNumber public var decimal: Decimal = 0
    @FormNumber public var maybe_int: Int? = nil
    @FormNumber public var maybe_double: Double? = nil
    @FormNumber public var maybe_decimal: Decimal? = nil
    @FormBoolean public var flag = false
    @FormBoolean public var maybe_flag: Bool? = nil
    @FormList public var words: [String] = []
    @FormList public var numbers: [Int64] = []
    @FormList public var reals: [Double] = []
    @FormList public var topics: [Topic] = []
    @FormEnumerated public var gender: Gender = .female
    @FormEnumerated public var maybe_gender: Gender? = nil
    @FormEnumerated public var genders: [Gender] = []
    @FormEnumerated public var priority: Priority = .normal
    @FormEnumerated(options: [.init("S", "Small"), .init("M", "Medium"), .init("L", "Large")]) public var size = "M"
    @FormImage public var picture: URL? = nil
    @FormImage public var scan: FormFile? = nil
    @FormDate public var moment = Date(timeIntervalSince1970: 0)
    @FormDate(.date) public var day: Date? = nil
    @FormGroup public var address = Address()
    public var untouched = "kept"

    public init() {}
}
