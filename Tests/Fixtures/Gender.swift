import Formwork

/// The gender choice of the seed models: labels "Female", "Male",
/// "Prefer Not to Say".
public enum Gender: String, FormChoice {
    case female, male, prefer_not_to_say
}
