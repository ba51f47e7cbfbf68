/// A calendar date with no time and no zone, stored as days since 1970-01-01.
///
/// Every date sitegen shows or compares is one of these: timestamps are turned into the
/// calendar date of their instant in the site time zone when they are loaded.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (which is day 0).
    public let daysSinceEpoch: Int

    public init(daysSinceEpoch: Int) {
        self.daysSinceEpoch = daysSinceEpoch
    }

    /// A valid proleptic Gregorian date, or nil (e.g. 2026-02-30).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= LocalDate.daysIn(month: month, year: year) else {
            return nil
        }
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        self.daysSinceEpoch = era * 146_097 + doe - 719_468
    }

    /// Parses exactly `YYYY-MM-DD`.
    public init?(iso text: some StringProtocol) {
        let u = Array(text.utf8)
        guard u.count == 10, u[4] == UInt8(ascii: "-"), u[7] == UInt8(ascii: "-"),
              let y = LocalDate.digits(u, 0, 4), let m = LocalDate.digits(u, 5, 2),
              let d = LocalDate.digits(u, 8, 2) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Parses exactly `YYYY-MM-DD` from UTF-8 bytes (as `init?(iso:)`; a CSV cell's bytes).
    init?(isoUTF8 u: UnsafeBufferPointer<UInt8>) {
        guard u.count == 10, u[4] == UInt8(ascii: "-"), u[7] == UInt8(ascii: "-") else { return nil }
        var parts = (0, 0, 0)
        for k in 0..<10 where k != 4 && k != 7 {
            let c = u[k]
            guard c >= 48, c <= 57 else { return nil }
            let d = Int(c - 48)
            if k < 4 { parts.0 = parts.0 * 10 + d } else if k < 7 { parts.1 = parts.1 * 10 + d } else { parts.2 = parts.2 * 10 + d }
        }
        self.init(year: parts.0, month: parts.1, day: parts.2)
    }

    public var components: (year: Int, month: Int, day: Int) {
        // Howard Hinnant's civil_from_days.
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    public var year: Int { components.year }
    public var month: Int { components.month }
    public var day: Int { components.day }

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    public var isoWeekday: Int {
        let w = (daysSinceEpoch % 7 + 7 + 3) % 7  // 1970-01-01 was a Thursday (3 with Monday = 0)
        return w + 1
    }

    /// The Monday of this date's ISO week.
    public var startOfISOWeek: LocalDate { adding(days: -(isoWeekday - 1)) }

    /// The first day of this date's month.
    public var startOfMonth: LocalDate {
        let c = components
        return LocalDate(year: c.year, month: c.month, day: 1)!
    }

    /// January 1 of this date's year.
    public var startOfYear: LocalDate { LocalDate(year: year, month: 1, day: 1)! }

    public func adding(days: Int) -> LocalDate { LocalDate(daysSinceEpoch: daysSinceEpoch + days) }

    /// Whole days from `other` to `self` (positive when `self` is later).
    public func days(since other: LocalDate) -> Int { daysSinceEpoch - other.daysSinceEpoch }

    /// `YYYY-MM-DD`.
    public var iso: String {
        let c = components
        // A year of four digits (every date a file holds) is written as its ten bytes at once:
        // padding and joining five strings cost about 2,500 instructions a date, and the data
        // files and CSVs write one for every row.
        guard (0...9999).contains(c.year) else {
            return LocalDate.pad(c.year, 4) + "-" + LocalDate.pad(c.month, 2) + "-" + LocalDate.pad(c.day, 2)
        }
        return String(unsafeUninitializedCapacity: 10) { out in
            let zero = UInt8(ascii: "0")
            out[0] = zero + UInt8(c.year / 1000); out[1] = zero + UInt8(c.year / 100 % 10)
            out[2] = zero + UInt8(c.year / 10 % 10); out[3] = zero + UInt8(c.year % 10)
            out[4] = UInt8(ascii: "-")
            out[5] = zero + UInt8(c.month / 10); out[6] = zero + UInt8(c.month % 10)
            out[7] = UInt8(ascii: "-")
            out[8] = zero + UInt8(c.day / 10); out[9] = zero + UInt8(c.day % 10)
            return 10
        }
    }

    public var description: String { iso }

    public static func < (a: LocalDate, b: LocalDate) -> Bool { a.daysSinceEpoch < b.daysSinceEpoch }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func digits(_ u: [UInt8], _ start: Int, _ count: Int) -> Int? {
        var v = 0
        for i in start..<(start + count) {
            let c = u[i]
            guard c >= 48, c <= 57 else { return nil }
            v = v * 10 + Int(c - 48)
        }
        return v
    }

    static func pad(_ n: Int, _ width: Int) -> String {
        let s = String(n)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }
}

/// An inclusive range of calendar dates.
public struct DateRange: Hashable, Sendable {
    public let from: LocalDate
    public let to: LocalDate

    public init(from: LocalDate, to: LocalDate) {
        self.from = from
        self.to = to
    }

    /// The N calendar days ending at `today`, both ends included: `today − (N−1) … today`.
    public static func last(_ days: Int, endingAt today: LocalDate) -> DateRange {
        DateRange(from: today.adding(days: -(days - 1)), to: today)
    }

    public func contains(_ date: LocalDate) -> Bool { date >= from && date <= to }

    /// Number of days in the range (both ends included).
    public var dayCount: Int { to.days(since: from) + 1 }
}
