import Formwork

/// A delivery's drop point, the inner group: a place, its coordinates and a floor.
public struct DropPoint: FormModel, Equatable {
    @FormText public var street = ""
    @FormText public var city = ""
    @FormNumber public var latitude: Double? = nil
    @FormNumber public var longitude: Double? = nil
    @FormNumber public var floor: Int? = nil

    public init() {}
}
