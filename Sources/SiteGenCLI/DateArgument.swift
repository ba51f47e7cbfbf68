import ArgumentParser
import SiteData

/// A `YYYY-MM-DD` option value (`--today`, `--from`, `--to`).
///
/// Parsing keeps what was typed and `validate()` rejects what is not a date, so the message
/// names the option, the value and the format (a failed `init?(argument:)` would only get
/// ArgumentParser's "The value … is invalid"), before anything is read or written.
struct DateArgument: ExpressibleByArgument, Sendable {
    /// As typed.
    let text: String
    /// nil when `text` is not a date; `validate()` has then failed the command line.
    let date: LocalDate?

    init(argument: String) {
        text = argument
        date = LocalDate(iso: argument)
    }

    /// The date as the library takes it (`YYYY-MM-DD`).
    var iso: String { date?.iso ?? text }

    /// Fails the command line when `value` was given and is not a date.
    static func check(_ value: DateArgument?, option: String) throws {
        guard let value, value.date == nil else { return }
        throw ValidationError("--\(option) \(Quote.text(value.text)) is not a date (YYYY-MM-DD)")
    }
}
