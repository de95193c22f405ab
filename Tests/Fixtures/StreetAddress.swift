import Formwork

/// The sign-up's address group: a street and a city (rows `address.street`
/// and `address.city`, identifiers `address_street` and `address_city`).
public struct StreetAddress: FormModel, Equatable {
    @FormText public var street = ""
    @FormText public var city = ""

    public init() {}
}
