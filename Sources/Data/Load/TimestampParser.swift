import Foundation

/// Turns `timestamp` cells into the calendar date of their instant in the site time zone.
///
/// Accepted (parsed by hand, no `DateFormatter`):
/// - `YYYY-MM-DD` alone: that date (midnight in the site time zone).
/// - `YYYY-MM-DD`, then `T`, `t` or one space (PostgreSQL's text form), then `HH:MM`,
///   optionally `:SS` and a fraction of any length (`.5`, `.123456789`), then a zone:
///   `Z`/`z`, or `+`/`-` followed by `HH:MM`, `HHMM` or `HH`. An offset is required: a time
///   without one says nothing about its instant and is rejected.
///
/// The zone offset of each instant comes from `TimeZone.secondsFromGMT(for:)`, cached per UTC
/// day (a day whose start and end offsets differ, i.e. one holding a transition, is looked
/// up exactly), so DST is handled and thousands of rows cost a few lookups per day of history.
final class TimestampParser {
    let timeZone: TimeZone
    private let isUTC: Bool
    /// UTC day since 1970 → offset in seconds (or `Int.min` for "look up exactly"), for days
    /// outside `dense`.
    /// (Unchecked exclusivity: a parser belongs to one decoder on one thread, and the checks
    /// cost as much as the lookups they guard.)
    @exclusivity(unchecked) private var offsets: [Int: Int] = [:]
    /// The same for UTC days 0..<denseDays (1970 to 2169), indexed by day (`unknown`: not
    /// looked up yet): rows come in any date order, and an array read is far cheaper than a
    /// dictionary lookup three times per timestamp. Allocated on first use.
    @exclusivity(unchecked) private var dense: [Int32] = []
    /// The days this parser looked up, handed to `ZoneOffsetCache` when it goes.
    @exclusivity(unchecked) private var learned: [Int] = []
    private static let denseDays = 73_000
    private static let unknown = Int32.max, mixed = Int32.min

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
        let id = timeZone.identifier
        isUTC = id == "UTC" || id == "GMT" || id == "Etc/UTC" || id == "Etc/GMT" || id == "Universal" || id == "Zulu"
    }

    deinit {
        ZoneOffsetCache.shared.add(learned, of: dense, zone: timeZone.identifier, unknown: Self.unknown)
    }

    /// The calendar date in the site zone, or nil when `text` is not an accepted timestamp.
    func localDate(_ text: String) -> LocalDate? { parse(text)?.date }

    /// The calendar date in the site zone and the seconds from that date's local midnight to
    /// the instant (0 for a plain date, which stands for local midnight). Together they order
    /// rows by instant without a time zone, and give the instant back (`instant(of:)`).
    func parse(_ text: String) -> (date: LocalDate, seconds: Int)? {
        var text = text
        return text.withUTF8 { parse(utf8: $0) }
    }

    /// The instant (seconds since 1970 UTC) of local midnight starting `date` in the site zone.
    func midnight(_ date: LocalDate) -> Int {
        let wall = date.daysSinceEpoch * 86_400
        return wall - zoneOffset(atUTC: wall - zoneOffset(atUTC: wall))
    }

    /// A wall-clock time in the site zone (`seconds` after local midnight of `date`) as the
    /// calendar date and seconds after that date's local midnight of its instant (the same
    /// date, except in a DST gap).
    func local(_ date: LocalDate, seconds: Int) -> (date: LocalDate, seconds: Int) {
        if seconds == 0 { return (date, 0) }
        let wall = date.daysSinceEpoch * 86_400 + seconds
        let utc = wall - zoneOffset(atUTC: wall - zoneOffset(atUTC: wall))
        let local = utc + zoneOffset(atUTC: utc)
        let day = LocalDate(daysSinceEpoch: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
        return (day, utc - midnight(day))
    }

    @inline(__always)
    private func number(_ u: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        guard start + count <= u.count else { return nil }
        var v = 0
        for k in start..<(start + count) {
            let c = u[k]
            guard c >= 48, c <= 57 else { return nil }
            v = v * 10 + Int(c - 48)
        }
        return v
    }

    /// `parse` on the text's UTF-8 bytes (a CSV cell's, read in place).
    func parse(utf8 u: UnsafeBufferPointer<UInt8>) -> (date: LocalDate, seconds: Int)? {
        guard u.count >= 10, u[4] == UInt8(ascii: "-"), u[7] == UInt8(ascii: "-"),
              let y = number(u, 0, 4), let mo = number(u, 5, 2), let d = number(u, 8, 2),
              let date = LocalDate(year: y, month: mo, day: d) else { return nil }
        if u.count == 10 { return (date, 0) }
        let sep = u[10]
        guard sep == UInt8(ascii: "T") || sep == UInt8(ascii: "t") || sep == UInt8(ascii: " "),
              u.count >= 16, u[13] == UInt8(ascii: ":"),
              let h = number(u, 11, 2), let mi = number(u, 14, 2), h <= 23, mi <= 59 else { return nil }
        var k = 16
        var s = 0
        if k < u.count, u[k] == UInt8(ascii: ":") {
            guard let sec = number(u, k + 1, 2), sec <= 60 else { return nil }
            s = sec
            k += 3
            if k < u.count, u[k] == UInt8(ascii: ".") || u[k] == UInt8(ascii: ",") {
                k += 1
                let fracStart = k
                while k < u.count, u[k] >= 48, u[k] <= 57 { k += 1 }
                guard k > fracStart else { return nil }
            }
        }
        guard k < u.count else { return nil }  // no zone
        var offset = 0
        switch u[k] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            guard k + 1 == u.count else { return nil }
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let sign = u[k] == UInt8(ascii: "-") ? -1 : 1
            let rest = u.count - k - 1
            guard let oh = number(u, k + 1, 2), oh <= 23 else { return nil }
            var om = 0
            switch rest {
            case 2: break
            case 4: guard let m = number(u, k + 3, 2) else { return nil }; om = m
            case 5:
                guard u[k + 3] == UInt8(ascii: ":"), let m = number(u, k + 4, 2) else { return nil }
                om = m
            default: return nil
            }
            guard om <= 59 else { return nil }
            offset = sign * (oh * 3600 + om * 60)
        default:
            return nil
        }
        let utc = date.daysSinceEpoch * 86_400 + h * 3600 + mi * 60 + s - offset
        let local = utc + zoneOffset(atUTC: utc)
        let day = LocalDate(daysSinceEpoch: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
        return (day, utc - midnight(day))
    }

    /// Seconds east of UTC in the site zone at the instant `utc` (seconds since 1970).
    ///
    /// Cached per UTC day: a day whose first and last second have the same offset has it
    /// throughout; a day holding a DST change is looked up exactly for each instant.
    func zoneOffset(atUTC utc: Int) -> Int {
        if isUTC { return 0 }
        let day = utc >= 0 ? utc / 86_400 : (utc - 86_399) / 86_400
        if day >= 0, day < Self.denseDays {
            if dense.isEmpty {
                dense = ZoneOffsetCache.shared.table(for: timeZone.identifier)
                    ?? [Int32](repeating: Self.unknown, count: Self.denseDays)
            }
            let cached = dense[day]
            if cached != Self.unknown, cached != Self.mixed { return Int(cached) }
            if cached == Self.unknown {
                let start = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(day * 86_400)))
                let end = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(day * 86_400 + 86_399)))
                dense[day] = start == end ? Int32(start) : Self.mixed
                learned.append(day)
                if start == end { return start }
            }
            return timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utc)))
        }
        if let cached = offsets[day] {
            if cached != Int.min { return cached }
            return timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utc)))
        }
        let start = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(day * 86_400)))
        let end = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(day * 86_400 + 86_399)))
        offsets[day] = start == end ? start : Int.min
        if start == end { return start }
        return timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utc)))
    }
}
