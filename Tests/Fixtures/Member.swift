import Formwork

/// A club member's record: thirteen rows of text, whole numbers, fractions
/// (`1.65`, `0.25`), a Boolean, a list and long text, with no conditions.
public struct Member: FormModel, Equatable {
    @FormText public var name = ""
    @FormText(.email) public var email = ""
    @FormText(.phone) public var phone = ""
    @FormText public var club = ""
    @FormText public var city = ""
    @FormText public var country = ""
    @FormNumber public var age = 0
    @FormNumber public var visits = 0
    @FormNumber public var height = 1.65
    @FormNumber public var discount = 0.25
    @FormBoolean public var newsletter = false
    @FormList public var tags: [String] = []
    @FormLongText public var notes = ""

    public init() {}

    /// A member with every row filled in.
    public static var grace: Member {
        var grace = Member()
        grace.name = "Grace Hopper"
        grace.email = "grace@example.com"
        grace.phone = "+1 212 555 0100"
        grace.club = "Harbour Rowing"
        grace.city = "New York"
        grace.country = "US"
        grace.age = 45
        grace.visits = 1_234
        grace.height = 1.58
        grace.discount = 0.125
        grace.newsletter = true
        grace.tags = ["rowing", "compilers", "navy"]
        grace.notes = "Found the first bug."
        return grace
    }
}
