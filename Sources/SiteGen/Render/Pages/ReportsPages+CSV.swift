import SiteData
import Widgets

extension ReportsPages {
    /// `reports/<preset>.csv`: the report's numbers as `section,key,value` rows (docs/numbers.md,
    /// "CSV download"). Sections and keys follow `data/reports-<preset>.json`; numbers are written
    /// as in the JSON file, whatever the site's locale. Rows, in this order:
    ///
    /// ```
    /// report,title,Recruiting Report    report,range,<dates in the site's language>
    /// date_range,from,<date>            date_range,to,<date>
    /// schools,total,<n>                 schools.by_status,<status>,<n>      (by status)
    /// schools.by_division,<division>,<n>
    /// coaches,total,<n>                 coaches,avg_response_rate,<x.y>     coaches,by_school,<n>
    /// interactions,total,<n>            interactions.by_type,<type>,<n>     interactions.by_sentiment,<sentiment>,<n>
    /// metrics,total,<n>                 metrics.by_type,<type>,<n>
    /// metrics.summaries.<type>,avg|max|min,<x>                              (avg rounded as on the pages)
    /// ```
    /// Maps hold only counts above zero, sorted by key in code-point order, as in the JSON.
    /// The title rows come first under the header, not above it, so that the file stays one
    /// table that spreadsheets and scripts read with its header.
    static func csv(_ m: ReportModel, title: String, range: String) -> String {
        var w = CSVWriter(header: ["section", "key", "value"])
        func row(_ section: String, _ key: String, _ value: CSVWriter.Cell) {
            w.appendRow([.text(section), .text(key), value])
        }
        func int(_ n: Int) -> CSVWriter.Cell { .number(String(n)) }
        func counts(_ section: String, _ items: [KeyCount]) {
            for kc in items { row(section, kc.key, int(kc.count)) }
        }
        row("report", "title", .text(title))
        row("report", "range", .text(range))
        row("date_range", "from", .text(m.range.from.iso))
        row("date_range", "to", .text(m.range.to.iso))
        row("schools", "total", int(m.schools.total))
        counts("schools.by_status", m.schools.byStatus)
        counts("schools.by_division", m.schools.byDivision)
        row("coaches", "total", int(m.coaches.total))
        row("coaches", "avg_response_rate", plainNumber(m.coaches.avgResponseRate))
        row("coaches", "by_school", int(m.coaches.bySchool))
        row("interactions", "total", int(m.interactions.total))
        counts("interactions.by_type", m.interactions.byType)
        counts("interactions.by_sentiment", m.interactions.bySentiment)
        row("metrics", "total", int(m.metrics.total))
        counts("metrics.by_type", m.metrics.byType)
        for s in m.metrics.summaries {
            let section = "metrics.summaries.\(s.type.rawValue)"
            row(section, "avg", plainNumber(s.roundedAverage))
            row(section, "max", plainNumber(s.max))
            row(section, "min", plainNumber(s.min))
        }
        return w.text
    }

    /// A number spelled as in the JSON files: shortest round-trip digits, `.` decimal point,
    /// no grouping (`33.3`, `7.0`, `0.345`).
    static func plainNumber(_ x: Double) -> CSVWriter.Cell {
        // render() ends the document with a newline: its last byte, dropped as a byte (a
        // Character's removal looks for a grapheme break, per cell of thousands).
        let text = JSONValue.double(x).render()
        return .number(String(decoding: text.utf8.dropLast(), as: UTF8.self))
    }
}
