import Formwork

/// Topics for a list of options (`@FormList var topics: [Topic]`).
public enum Topic: String, FormOption {
    case swift, design, music
}
