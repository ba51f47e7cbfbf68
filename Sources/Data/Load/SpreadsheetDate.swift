/// One date (and maybe time of day) as a spreadsheet writes it when it saves a date cell as
/// text: `9/8/2025` (US Excel: month first), `8/9/2025` (day first elsewhere), `8.9.2025`
/// (German, Polish… Excel: always day first), each optionally followed by a time of day
/// (` 19:00`, ` 7:00 PM`, ` 19:00:05`); and Excel's own `2026-03-05 19:00`, a time without a
/// zone. `SpreadsheetDates` decides per column which way round the day and month are.
struct SpreadsheetDate: Equatable {
    /// The first and second number of a `/` or `.` date, as written.
    var first: Int
    var second: Int
    var year: Int
    /// Whether the year has two digits (`9/8/25`): then its century is unknown.
    var shortYear: Bool
    /// `.` between the parts: day first, whatever the settings.
    var dotted: Bool
    /// Seconds after midnight of the time written after the date, if any.
    var time: Int?

    /// The date read with the day first (`dayFirst`) or the month first; nil when that is no
    /// real date (`2/30/2025`).
    func date(dayFirst: Bool) -> LocalDate? {
        guard !shortYear else { return nil }
        return dayFirst ? LocalDate(year: year, month: second, day: first) : LocalDate(year: year, month: first, day: second)
    }

    /// `M/D/YYYY`, `D.M.YYYY` (1 or 2 digits each, a year of 2 or 4), optionally followed by a
    /// space (or `T`) and `H:MM`, `H:MM:SS`, each optionally followed by `AM`/`PM` (with or
    /// without a space before it, any case). Nil for anything else.
    static func parse(_ text: String) -> SpreadsheetDate? {
        let u = Array(text.utf8)
        var k = 0
        func number(_ minDigits: Int, _ maxDigits: Int) -> (value: Int, digits: Int)? {
            var v = 0, n = 0
            while k < u.count, n < maxDigits, u[k] >= 48, u[k] <= 57 { v = v * 10 + Int(u[k] - 48); k += 1; n += 1 }
            return n >= minDigits ? (v, n) : nil
        }
        guard let a = number(1, 2), k < u.count, u[k] == UInt8(ascii: "/") || u[k] == UInt8(ascii: ".") else { return nil }
        let separator = u[k]
        k += 1
        guard let b = number(1, 2), k < u.count, u[k] == separator else { return nil }
        k += 1
        guard let y = number(2, 4), y.digits == 2 || y.digits == 4 else { return nil }
        var result = SpreadsheetDate(first: a.value, second: b.value, year: y.value, shortYear: y.digits == 2,
                                     dotted: separator == UInt8(ascii: "."), time: nil)
        if k == u.count { return result }
        guard u[k] == UInt8(ascii: " ") || u[k] == UInt8(ascii: "T") else { return nil }
        k += 1
        guard let time = Self.time(u, from: k) else { return nil }
        result.time = time
        return result
    }

    /// `H:MM` or `H:MM:SS` (hours 0–23), or the same with `AM`/`PM` (hours 1–12), from `k` to
    /// the end of `u`: seconds after midnight.
    static func time(_ u: [UInt8], from start: Int) -> Int? {
        var k = start
        func number(_ maxDigits: Int) -> Int? {
            var v = 0, n = 0
            while k < u.count, n < maxDigits, u[k] >= 48, u[k] <= 57 { v = v * 10 + Int(u[k] - 48); k += 1; n += 1 }
            return n > 0 ? v : nil
        }
        guard var h = number(2), k < u.count, u[k] == UInt8(ascii: ":") else { return nil }
        k += 1
        let minuteStart = k
        guard let m = number(2), k - minuteStart == 2, m <= 59 else { return nil }
        var s = 0
        if k < u.count, u[k] == UInt8(ascii: ":") {
            k += 1
            let secondStart = k
            guard let sec = number(2), k - secondStart == 2, sec <= 59 else { return nil }
            s = sec
        }
        if k < u.count, u[k] == UInt8(ascii: " ") { k += 1 }
        if k < u.count {
            guard k + 2 == u.count, u[k + 1] | 0x20 == UInt8(ascii: "m"), h >= 1, h <= 12 else { return nil }
            switch u[k] | 0x20 {
            case UInt8(ascii: "a"): if h == 12 { h = 0 }
            case UInt8(ascii: "p"): if h != 12 { h += 12 }
            default: return nil
            }
        }
        guard h <= 23 else { return nil }
        return h * 3600 + m * 60 + s
    }

    /// Excel's `YYYY-MM-DD HH:MM` (or `:SS`, or `T` instead of the space): a date and a time of
    /// day with no zone. Nil for anything else.
    static func localISO(_ text: String) -> (date: LocalDate, time: Int)? {
        let u = Array(text.utf8)
        guard u.count >= 15, u[10] == UInt8(ascii: " ") || u[10] == UInt8(ascii: "T"),
              let date = LocalDate(iso: text.prefix(10)),
              let time = time(u, from: 11) else { return nil }
        return (date, time)
    }
}
