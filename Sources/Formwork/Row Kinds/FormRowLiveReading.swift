/// How the page's live script reads a row's control to evaluate conditions
/// as the person types, as the form would read the text posted.
///
/// ```swift
/// static func liveReading(for row: FormRowContext) -> FormRowLiveReading { .wholeNumber }
/// ```
///
/// The script can only repeat readings it knows: a kind whose reading is
/// its own keeps ``renderedValue``, and conditions on it change when the
/// form is sent.
public struct FormRowLiveReading: Sendable, Hashable {
    let shape: FormLiveReading.Shape

    /// The control's text as it is.
    public static var text: Self { Self(shape: .text) }
    /// A whole number written in decimal digits, as `Int` reads it.
    public static var wholeNumber: Self {
        Self(shape: .integer(minimum: "-9223372036854775808", maximum: "9223372036854775807"))
    }
    /// The nearest `Double` of a numeral.
    public static var number: Self { Self(shape: .double) }
    /// The value the page was rendered with, until the form is sent.
    public static var renderedValue: Self { Self(shape: .fixed) }
}
