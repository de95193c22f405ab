import Formwork

/// Days of the week, numbered from Monday as ISO 8601 numbers them: an
/// `Int`-backed option for lists (`@FormList var delivery_days: [Weekday]`).
public enum Weekday: Int, FormChoice {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday
}
