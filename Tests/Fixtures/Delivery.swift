import Formwork
import Foundation

/// Where and to whom an ``Order`` goes: a group holding a group.
public struct Delivery: FormModel, Equatable {
    @FormText public var recipient = ""
    @FormNumber public var fee: Decimal = 0
    @FormNumber public var window_hours: Int? = nil
    @FormGroup public var drop = DropPoint()

    public init() {}
}
