import SiteData

/// Numbers and dates written the way a language writes them.
///
/// Hand-written and deterministic: it never consults the machine's locale data, so a build
/// gives the same bytes everywhere.
///
/// | | en | pl |
/// |---|---|---|
/// | integer | `1,234` `12,345` | `1234` `12 345` (U+00A0; no separator below 10 000) |
/// | decimal | `91.5` | `91,5` |
/// | percent | `42%` `33.3%` | `42%` `33,3%` |
/// | batting average | `.345` | `,345` |
/// | date | `Nov 22, 2026` | `22 lis 2026` |
/// | short date | `Nov 22` | `22 lis` |
public struct LocaleFormatter: Sendable, Hashable {
    public let language: Language

    public init(_ language: Language) {
        self.language = language
    }

    /// What this formatter writes for a value it cannot show (not finite).
    public static let missing = "--"

    // MARK: - Numbers

    /// A whole number with thousands separators.
    public func integer(_ value: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + grouped(digits)
    }

    /// A number rounded (half away from zero) to at most `maxFractionDigits` decimals, trailing
    /// zeros dropped: `91.5`, `1,234.57`, `3`; pl `91,5`, `1234,57`.
    public func decimal(_ value: Double, maxFractionDigits: Int = 2) -> String {
        format(value, fractionDigits: maxFractionDigits, trim: true)
    }

    /// A number with exactly `fractionDigits` decimals: `33.0`; pl `33,0`.
    public func fixed(_ value: Double, fractionDigits: Int) -> String {
        format(value, fractionDigits: fractionDigits, trim: false)
    }

    /// A whole percentage: `42%`.
    public func percent(_ value: Int) -> String {
        integer(value) + "%"
    }

    /// A percentage with a fixed number of decimals (default one): `33.3%`; pl `33,3%`.
    public func percent(_ value: Double, fractionDigits: Int = 1) -> String {
        guard value.isFinite else { return Self.missing }
        return fixed(value, fractionDigits: fractionDigits) + "%"
    }

    /// A batting average with three decimals and no leading zero: `.345`, `1.000`; pl `,345`.
    public func battingAverage(_ value: Double) -> String {
        let text = fixed(value, fractionDigits: 3)
        if text.hasPrefix("0" + decimalSeparator) { return String(text.dropFirst()) }
        if text.hasPrefix("-0" + decimalSeparator) { return "-" + text.dropFirst(2) }
        return text
    }

    /// `.` in en, `,` in pl.
    public var decimalSeparator: String { language == .pl ? "," : "." }

    /// `,` in en, U+00A0 (no-break space) in pl.
    public var groupingSeparator: String { language == .pl ? "\u{00A0}" : "," }

    // MARK: - Dates

    /// `Nov 22, 2026`; pl `22 lis 2026`.
    public func date(_ date: LocalDate) -> String {
        let c = date.components
        var month = monthAbbreviation(c.month)
        // The most frequent text of a build: a year of four digits and a month of at most four
        // bytes make at most 13 bytes, a string stored inline (`smallDate`, no allocation).
        if (1000...9999).contains(c.year), month.utf8.count <= 4 {
            return month.withUTF8 { smallDate(month: $0, day: c.day, year: c.year) }
        }
        // Else written piece by piece (`ShortText`).
        return LocaleFormatter.shortText(capacity: month.utf8.count + 48) { t in
            switch language {
            case .en:
                t.append(month); t.append(" "); t.append(c.day); t.append(", "); t.append(c.year)
            case .pl:
                t.append(c.day); t.append(" "); t.append(month); t.append(" "); t.append(c.year)
            }
        }
    }

    /// `Nov 22`; pl `22 lis`.
    public func shortDate(_ date: LocalDate) -> String {
        let c = date.components
        switch language {
        case .en: return "\(monthAbbreviation(c.month)) \(c.day)"
        case .pl: return "\(c.day) \(monthAbbreviation(c.month))"
        }
    }

    /// `November 22, 2026`; pl `22 listopada 2026` (month in the genitive).
    public func longDate(_ date: LocalDate) -> String {
        let c = date.components
        switch language {
        case .en: return "\(monthName(c.month)) \(c.day), \(c.year)"
        case .pl: return "\(c.day) \(Self.plMonthsGenitive[c.month - 1]) \(c.year)"
        }
    }

    /// `Nov 2026`; pl `lis 2026`: a month bucket's label.
    public func monthYear(_ date: LocalDate) -> String {
        "\(monthAbbreviation(date.month)) \(date.year)"
    }

    /// `Oct 24, 2026 – Nov 22, 2026` (en dash with spaces); one date when both ends are equal.
    public func dateRange(_ range: DateRange) -> String {
        range.from == range.to ? date(range.from) : "\(date(range.from)) – \(date(range.to))"
    }

    /// The month's name standing alone: `November`; pl `listopad`. `month` is 1…12.
    public func monthName(_ month: Int) -> String {
        (language == .pl ? Self.plMonths : Self.enMonths)[month - 1]
    }

    /// `Nov`; pl `lis`. `month` is 1…12.
    public func monthAbbreviation(_ month: Int) -> String {
        (language == .pl ? Self.plMonthAbbreviations : Self.enMonthAbbreviations)[month - 1]
    }

    /// One letter per ISO weekday, Monday first: `M T W T F S S`; pl `P W Ś C P S N`.
    public var weekdayInitials: [String] {
        language == .pl ? ["P", "W", "Ś", "C", "P", "S", "N"] : ["M", "T", "W", "T", "F", "S", "S"]
    }

    /// `Mon`…`Sun`; pl `pon.`…`niedz.`. `isoWeekday` is 1 (Monday) … 7 (Sunday).
    public func weekdayAbbreviation(_ isoWeekday: Int) -> String {
        (language == .pl
            ? ["pon.", "wt.", "śr.", "czw.", "pt.", "sob.", "niedz."]
            : ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])[isoWeekday - 1]
    }

    static let enMonths = ["January", "February", "March", "April", "May", "June", "July",
                           "August", "September", "October", "November", "December"]
    static let enMonthAbbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug",
                                       "Sep", "Oct", "Nov", "Dec"]
    static let plMonths = ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec",
                           "sierpień", "wrzesień", "październik", "listopad", "grudzień"]
    static let plMonthsGenitive = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca",
                                   "lipca", "sierpnia", "września", "października", "listopada",
                                   "grudnia"]
    static let plMonthAbbreviations = ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie",
                                       "wrz", "paź", "lis", "gru"]
}
