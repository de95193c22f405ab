/// The date and time strings of the HTML standard (§2.3.5), as the value
/// sanitization of `date`, `month`, `week`, `time` and `datetime-local`
/// inputs checks them.
enum FormPageDates {
    /// `2026-11-21`: a year of four digits or more above 0, a month, a day of that month.
    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, let (year, month) = yearAndMonth(parts[0], parts[1]), let day = number(parts[2], digits: 2)
        else { return false }
        return day >= 1 && day <= days(inMonth: month, of: year)
    }

    /// `2026-11`.
    static func isMonth(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 2 && yearAndMonth(parts[0], parts[1]) != nil
    }

    /// `2026-W47`: a week the year has (52, or 53 when it starts on a
    /// Thursday, or on a Wednesday in a leap year).
    static func isWeek(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let year = year(parts[0]), parts[1].hasPrefix("W"),
            let week = number(parts[1].dropFirst(), digits: 2)
        else { return false }
        let january1 = weekday(year: year, month: 1, day: 1)
        let weeks = january1 == 4 || (january1 == 3 && isLeap(year)) ? 53 : 52
        return week >= 1 && week <= weeks
    }

    /// `07:30`, `07:30:15`, `07:30:15.250`.
    static func isTime(_ text: String) -> Bool { time(text) != nil }

    /// `2026-11-21T07:30` from `2026-11-21 07:30:00`: the valid normalized
    /// local date and time string of a valid one; `nil` for any other text.
    static func normalizedLocalDateTime(_ text: String) -> String? {
        guard let separator = text.firstIndex(where: { $0 == "T" || $0 == " " }) else { return nil }
        let day = String(text[..<separator])
        guard isDate(day), let time = time(String(text[text.index(after: separator)...])) else { return nil }
        var shortest = time.hour + ":" + time.minute
        let fraction = time.fraction.reversed().drop { $0 == "0" }.reversed()
        if time.second != "00" || !fraction.isEmpty { shortest += ":" + time.second }
        if !fraction.isEmpty { shortest += "." + String(fraction) }
        return day + "T" + shortest
    }

    private static func time(_ text: String) -> (hour: String, minute: String, second: String, fraction: String)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, let hour = number(parts[0], digits: 2),
            let minute = number(parts[1], digits: 2), hour <= 23, minute <= 59
        else { return nil }
        guard parts.count == 3 else { return (String(parts[0]), String(parts[1]), "00", "") }
        let seconds = parts[2].split(separator: ".", omittingEmptySubsequences: false)
        guard seconds.count <= 2, let second = number(seconds[0], digits: 2), second <= 59 else { return nil }
        var fraction = ""
        if seconds.count == 2 {
            guard (1...3).contains(seconds[1].count), seconds[1].allSatisfy(\.isASCIIDigit) else { return nil }
            fraction = String(seconds[1])
        }
        return (String(parts[0]), String(parts[1]), String(seconds[0]), fraction)
    }

    private static func yearAndMonth(_ year: Substring, _ month: Substring) -> (Int, Int)? {
        guard let year = self.year(year), let month = number(month, digits: 2), (1...12).contains(month) else { return nil }
        return (year, month)
    }

    private static func year(_ text: Substring) -> Int? {
        guard text.count >= 4, text.count <= 9, let year = number(text, digits: text.count), year > 0 else { return nil }
        return year
    }

    private static func number(_ text: Substring, digits: Int) -> Int? {
        guard text.count == digits, text.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int(text)
    }

    private static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// 0 for Sunday … 6 for Saturday, in the proleptic Gregorian calendar (Sakamoto's method).
    private static func weekday(year: Int, month: Int, day: Int) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        return (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
