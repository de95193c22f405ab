import Formwork

/// An `Int`-backed option with labels of its own.
public enum Priority: Int, FormChoice {
    case low = 1, normal = 2, high = 3
    public var formLabel: String { ["", "Low", "Normal", "High"][rawValue] }
}
