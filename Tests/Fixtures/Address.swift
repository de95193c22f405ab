import Formwork

/// The profile's address group: street, city and a country with a placeholder.
public struct Address: FormModel, Equatable {
    @FormText public var street = ""
    @FormText public var city = ""
    @FormText(placeholder: "CN") public var country = ""

    public init() {}
}
