/// The value sanitization algorithms of the input types (HTML §4.10.5.1),
/// which a browser runs on an input's value when the page sets it and
/// when a script or a person changes it.
///
/// - `text`, `search`, `tel`, `password`: line breaks removed;
/// - `url`, and `email` without `multiple`: line breaks removed, then
///   ASCII whitespace trimmed; `email multiple`: each comma-separated
///   address trimmed;
/// - `number`: a valid floating-point number, else empty; `range`: a valid
///   floating-point number, else the midpoint of `min` and `max` (not
///   clamped or stepped here);
/// - `color`: a valid simple color, lowercased, else `#000000`;
/// - `date`, `month`, `week`, `time`: a valid string of the type, else
///   empty; `datetime-local`: a valid local date and time normalized (`T`
///   between them, the time as short as it can be), else empty.
///
/// Other types keep the value as written.
enum FormPageValueSanitization {
    static func sanitize(_ value: String, type: String, allowsSeveral: Bool = false, min: String? = nil, max: String? = nil)
        -> String
    {
        switch type {
        case "text", "search", "tel", "password":
            return strippingLineBreaks(value)
        case "url":
            return trimmed(strippingLineBreaks(value))
        case "email":
            let stripped = strippingLineBreaks(value)
            guard allowsSeveral else { return trimmed(stripped) }
            return stripped.split(separator: ",", omittingEmptySubsequences: false).map { trimmed(String($0)) }
                .joined(separator: ",")
        case "number":
            return isFloatingPointNumber(value) ? value : ""
        case "range":
            if isFloatingPointNumber(value) { return value }
            let low = min.flatMap { isFloatingPointNumber($0) ? Double($0) : nil } ?? 0
            let high = max.flatMap { isFloatingPointNumber($0) ? Double($0) : nil } ?? 100
            let middle = high < low ? low : low + (high - low) / 2
            return middle == middle.rounded() ? String(Int(middle)) : String(middle)
        case "color":
            let isColor =
                value.unicodeScalars.count == 7 && value.hasPrefix("#")
                && value.unicodeScalars.dropFirst().allSatisfy(\.properties.isASCIIHexDigit)
            return isColor ? value.lowercased() : "#000000"
        case "date": return FormPageDates.isDate(value) ? value : ""
        case "month": return FormPageDates.isMonth(value) ? value : ""
        case "week": return FormPageDates.isWeek(value) ? value : ""
        case "time": return FormPageDates.isTime(value) ? value : ""
        case "datetime-local": return FormPageDates.normalizedLocalDateTime(value) ?? ""
        default: return value
        }
    }

    static func strippingLineBreaks(_ value: String) -> String {
        String(String.UnicodeScalarView(value.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }))
    }

    /// `value` without ASCII whitespace (tab, LF, FF, CR, space) at either end.
    static func trimmed(_ value: String) -> String {
        let scalars = Array(value.unicodeScalars)
        let isSpace: (Unicode.Scalar) -> Bool = { ["\t", "\n", "\u{C}", "\r", " "].contains($0) }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// A valid floating-point number (§2.3.4.3): `-`?, digits and/or `.` digits, then an exponent optionally.
    static func isFloatingPointNumber(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        func digits() -> Int {
            var count = 0
            while let first = scalars.first, ("0"..."9").contains(first) {
                scalars.removeFirst()
                count += 1
            }
            return count
        }
        if scalars.first == "-" { scalars.removeFirst() }
        let whole = digits()
        var fraction = 0
        if scalars.first == "." {
            scalars.removeFirst()
            fraction = digits()
            if fraction == 0 { return false }
        }
        guard whole + fraction > 0 else { return false }
        if scalars.first == "e" || scalars.first == "E" {
            scalars.removeFirst()
            if scalars.first == "-" || scalars.first == "+" { scalars.removeFirst() }
            if digits() == 0 { return false }
        }
        return scalars.isEmpty
    }
}
