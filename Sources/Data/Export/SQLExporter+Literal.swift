import Foundation

extension SQLExporter {
    /// SQL literals for exported values.
    struct Literal {
        var timeZone: TimeZone
        /// The site zone's local midnights, computed as the loader computes them.
        var zone: TimestampParser

        /// `'…'` with `'` doubled (standard_conforming_strings on); NUL, which PostgreSQL text
        /// cannot hold, is dropped.
        func text(_ value: String?) -> String {
            guard let value else { return "NULL" }
            var out = "'"
            for scalar in value.unicodeScalars {
                switch scalar {
                case "'": out += "''"
                case "\0": continue
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "'"
        }

        func date(_ value: LocalDate?) -> String {
            value.map { "'\($0.iso)'" } ?? "NULL"
        }

        func bool(_ value: Bool) -> String { value ? "true" : "false" }

        func number(_ value: Double?) -> String {
            guard let value else { return "NULL" }
            guard value.isFinite else { return value.isNaN ? "'NaN'" : (value < 0 ? "'-Infinity'" : "'Infinity'") }
            return PlainDecimal.text(value.description)
        }

        /// The instant `seconds` after local midnight of `value` in the site time zone, in UTC:
        /// `'2026-01-20T18:00:00Z'`.
        func timestamp(_ value: LocalDate?, _ seconds: Int?) -> String {
            guard let value else { return "NULL" }
            let instant = zone.midnight(value) + (seconds ?? 0)
            let day = instant >= 0 ? instant / 86_400 : (instant - 86_399) / 86_400
            let rest = instant - day * 86_400
            return "'\(LocalDate(daysSinceEpoch: day).iso)T\(Literal.pad(rest / 3600, 2)):\(Literal.pad(rest / 60 % 60, 2))"
                + ":\(Literal.pad(rest % 60, 2))Z'"
        }

        static func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }

        /// A jsonb object literal with keys in the given (sorted) order and string values.
        func json(object pairs: [KeyValue]) -> String {
            text("{" + pairs.map { "\(Literal.jsonString($0.key)): \(Literal.jsonString($0.value))" }
                .joined(separator: ", ") + "}") + "::jsonb"
        }

        /// A SQL comment body: one line.
        func comment(_ value: String) -> String {
            String(value.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
        }

        /// A JSON string (the one escaper, `JSONValue.quoted`), without NUL: PostgreSQL's
        /// `jsonb` cannot store `\u0000`.
        static func jsonString(_ value: String) -> String {
            JSONValue.quoted(value.replacingOccurrences(of: "\0", with: ""))
        }
    }
}
