/// Writes a layout's points (frames, widths, metrics) for every text the
/// layout module writes (outlines, JSON, SVG, messages), identically on
/// every platform and in every locale. Formwork's own `ExactNumberText`
/// writes form values exactly; this rounds, because a frame is read by eye.
///
/// A number is rounded to hundredths (half away from zero) and written with
/// a `.` and no trailing zeros: `16`, `343`, `0.5`, `12.25`, `-3.1`. Zero is
/// never written `-0`. Non-finite values are written `nan`, `inf`, `-inf`.
enum PointsText {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let hundredths = (value * 100).rounded(.toNearestOrAwayFromZero)
        guard abs(hundredths) < 9.0e18 else { return "\(value)" }
        let scaled = Int64(hundredths)
        let magnitude = scaled.magnitude
        let whole = magnitude / 100
        let fraction = magnitude % 100
        var text = scaled < 0 ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            text += "."
            if fraction % 10 == 0 {
                text += String(fraction / 10)
            } else {
                text += fraction < 10 ? "0" + String(fraction) : String(fraction)
            }
        }
        return text
    }
}
