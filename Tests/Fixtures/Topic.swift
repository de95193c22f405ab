import Formwork

/// Topics for a list of options (`@FormList var topics: [Topic]`).
public enum Topic: String, FormChoice {
    case swift, design, music
}
