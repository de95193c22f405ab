import Foundation

/// Date text in a time zone: the wall-clock time a person there reads and types.
///
/// A date and time is written as the zone's wall-clock time followed by the
/// zone's offset at that instant, `2026-05-01T09:30:00+08:00` (`Z` where the
/// offset is zero), so the text names one instant and reads back to exactly
/// it, even in the hour that repeats when clocks are turned back. A time of
/// day is written as the zone's wall-clock time, `09:30`. A calendar date is
/// no instant and takes no zone (see ``FormDateText/calendarDate(_:)``).
///
/// Text that names its zone (`Z`, `+08:00`) is read as that instant; text
/// without one is the zone's wall-clock time:
/// - a wall-clock time the zone's clocks skip (America/New_York,
///   2026-03-08 02:30) is read as the instant that many minutes after the
///   change, 03:30 EDT (07:30Z): the time as if the clocks had not yet moved,
///   as Foundation's `Calendar` and `java.time` read it;
/// - a wall-clock time the zone's clocks show twice (America/New_York,
///   2026-11-01 01:30) is read as the earlier of the two instants, 01:30 EDT
///   (05:30Z), as `Calendar` and `java.time` read it. The later one, 01:30
///   EST (06:30Z), is written with its offset, `2026-11-01T01:30:00-05:00`,
///   which reads back to it.
///
/// Offsets come from `TimeZone.secondsFromGMT(for:)` alone, so the text
/// depends on the zone and the time zone database of the machine, never on
/// its locale or its own zone.
extension FormDateText {
    /// Coordinated Universal Time, the zone whose offset is always zero.
    ///
    /// Foundation makes a zone for every offset within 18 hours of UTC, so
    /// the fallback is never taken; it exists because the initializer is failable.
    static let utc = TimeZone(secondsFromGMT: 0) ?? TimeZone(identifier: "GMT") ?? TimeZone.current

    /// `2026-05-01T09:30:00+08:00`: the wall-clock time in `zone` and its
    /// offset; `Z` and the UTC time where the offset is zero, or not whole
    /// minutes, or the wall-clock time lies outside the years 0000–9999.
    static func iso8601(_ date: Date, in zone: TimeZone) -> String {
        guard zone != utc, let instant = milliseconds(date) else { return iso8601(date) }
        let offset = offsetMilliseconds(at: instant, in: zone)
        let wallClock = instant + offset
        guard offset != 0, offset % 60_000 == 0, (earliestMilliseconds...latestMilliseconds).contains(wallClock) else {
            return iso8601(date)
        }
        return dateTime(Parts(milliseconds: wallClock)) + offsetText(offset)
    }

    /// `09:30`: the wall-clock time of day in `zone`.
    static func timeOfDay(_ date: Date, in zone: TimeZone) -> String {
        guard zone != utc, let instant = milliseconds(date) else { return timeOfDay(date) }
        return timeOfDay(Parts(milliseconds: instant + offsetMilliseconds(at: instant, in: zone)))
    }

    /// Reads ``parseDateTime(_:)``'s texts; one without a zone is the
    /// wall-clock time in `zone`.
    static func parseDateTime(_ text: String, in zone: TimeZone) -> Date? {
        guard let read = readDateTime(text) else { return nil }
        guard !read.isZoned, zone != utc else { return date(milliseconds: read.milliseconds) }
        return date(milliseconds: instant(atWallClock: read.milliseconds, in: zone))
    }

    /// Reads `hh:mm[:ss[.fff]]` as the wall-clock time on 1970-01-01 in `zone`.
    static func parseTimeOfDay(_ text: String, in zone: TimeZone) -> Date? {
        guard let time = readTimeOfDay(text) else { return nil }
        return date(milliseconds: zone == utc ? time : instant(atWallClock: time, in: zone))
    }

    /// The instant, in milliseconds since 1970, at which clocks in `zone`
    /// show `wallClock` (the milliseconds since 1970 of that wall-clock time
    /// read as UTC): the earlier instant where they show it twice, and the
    /// time as if the clocks had not yet moved where they skip it.
    static func instant(atWallClock wallClock: Int, in zone: TimeZone) -> Int {
        // The offsets in force a day before and a day after: a zone changes
        // its offset at most once within two days, so one of the two is
        // the offset at the instant sought, or both are when clocks repeat.
        let before = offsetMilliseconds(at: wallClock - 86_400_000, in: zone)
        let after = offsetMilliseconds(at: wallClock + 86_400_000, in: zone)
        let shown = [wallClock - before, wallClock - after].filter {
            offsetMilliseconds(at: $0, in: zone) == wallClock - $0
        }
        return shown.min() ?? wallClock - before
    }

    /// The offset east of UTC in force in `zone` at `instant` (milliseconds since 1970).
    static func offsetMilliseconds(at instant: Int, in zone: TimeZone) -> Int {
        // Offsets change on whole seconds: the second the instant falls in has its offset.
        let second = instant.floorDivided(by: 1000).quotient
        return zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(second))) * 1000
    }

    /// `+08:00`, `-05:00` for an offset of whole minutes.
    private static func offsetText(_ offset: Int) -> String {
        let minutes = abs(offset) / 60_000
        return (offset < 0 ? "-" : "+") + pad(minutes / 60, 2) + ":" + pad(minutes % 60, 2)
    }
}
