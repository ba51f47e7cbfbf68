import SiteData

/// Calendar-aligned x-axis ticks for a date axis: every day, every Monday, the 1st of every
/// month, of every quarter, or every January 1st (every 2, 5, 10… years), whichever is the
/// finest step that gives at most `maxCount` ticks. Ticks on calendar boundaries are evenly
/// spaced in time, unlike labels picked at every n-th data point.
enum DateTicks {
    enum Step: Equatable {
        case day, week, month(Int), year(Int)
    }

    /// The ticks in `[first, last]` and the step they use.
    static func ticks(from first: LocalDate, to last: LocalDate, maxCount: Int) -> (dates: [LocalDate], step: Step) {
        guard last > first, maxCount > 0 else { return ([first], .day) }
        let span = last.days(since: first)
        var steps: [Step] = [.day, .week, .month(1), .month(3), .month(6)]
        var years = 1
        // Enough year steps for any LocalDate range: 1, 2, 5, 10, 20, 50, …
        while years <= Swift.max(1, span / 365) {
            steps.append(.year(years))
            years = next(years)
        }
        steps.append(.year(years))
        for step in steps {
            let dates = dates(step, from: first, to: last, limit: maxCount + 1)
            if dates.count <= maxCount { return (dates, step) }
        }
        return ([first, last], .year(years))
    }

    /// 1 → 2 → 5 → 10 → 20 → 50 → 100 …
    static func next(_ n: Int) -> Int {
        let p = pow10(n)
        switch n / p {
        case 1: return 2 * p
        case 2: return 5 * p
        default: return 10 * p
        }
    }

    static func pow10(_ n: Int) -> Int {
        var p = 1
        while p * 10 <= n { p *= 10 }
        return p
    }

    /// Tick dates of `step` in `[first, last]`; stops once `limit` are found.
    static func dates(_ step: Step, from first: LocalDate, to last: LocalDate, limit: Int) -> [LocalDate] {
        var out: [LocalDate] = []
        switch step {
        case .day:
            var d = first
            while d <= last, out.count < limit { out.append(d); d = d.adding(days: 1) }
        case .week:
            var d = first.isoWeekday == 1 ? first : first.startOfISOWeek.adding(days: 7)
            while d <= last, out.count < limit { out.append(d); d = d.adding(days: 7) }
        case .month(let months):
            var (y, m) = (first.year, first.month)
            // The first month on the step's grid (Jan, Apr, Jul, Oct for quarters) on or after `first`.
            while true {
                if (m - 1) % months == 0, let d = LocalDate(year: y, month: m, day: 1), d >= first { break }
                m += 1
                if m > 12 { m = 1; y += 1 }
            }
            while let d = LocalDate(year: y, month: m, day: 1), d <= last, out.count < limit {
                out.append(d)
                m += months
                while m > 12 { m -= 12; y += 1 }
            }
        case .year(let years):
            var y = first.year + (first.month == 1 && first.day == 1 ? 0 : 1)
            y += (years - y % years) % years
            while let d = LocalDate(year: y, month: 1, day: 1), d <= last, out.count < limit {
                out.append(d)
                y += years
            }
        }
        return out
    }

    /// The tick label for `step`: "Nov 3" for days and weeks, "Nov 2025" for months (the
    /// year matters once a range spans months), "2026" for years.
    static func label(_ date: LocalDate, step: Step, formatter: LocaleFormatter) -> String {
        switch step {
        case .day, .week: formatter.shortDate(date)
        case .month: formatter.monthYear(date)
        case .year: String(date.year)
        }
    }
}
