import Foundation

/// The parsers behind the table loaders' timestamp, date and number cells, for tools that
/// exercise them alone (the fuzz targets), without `@testable`: a release build compiles no
/// module for testing.
public enum CellParsing {
    /// A timestamp or plain-date cell's calendar date in `timeZone` (as the loaders read it).
    public static func localDate(_ text: String, timeZone: TimeZone) -> LocalDate? {
        TimestampParser(timeZone: timeZone).localDate(text)
    }

    /// A number cell: `[+-]?(digits[.digits*] | .digits)([eE][+-]?digits)?`, finite.
    public static func number(_ text: String) -> Double? { TableDecoder.number(text) }
}
