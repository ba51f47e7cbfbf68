import SiteData
import Widgets

extension PerformancePage {
    /// `performance/metrics.csv`: every metric record with the metric table's columns, sorted
    /// by recorded_date, then id (code-point order). `value` is written as in the JSON files
    /// (`7.1`, `0.345`), `verified` as `true`/`false`, absent values as empty cells; text cells
    /// that could run as a spreadsheet formula get a leading `'`.
    static func csv(oldestFirst metrics: some Sequence<PerformanceMetric>) -> [UInt8] {
        var w = CSVWriter(header: ["id", "metric_type", "value", "unit", "recorded_date", "event_id", "verified", "notes"])
        for m in metrics {
            w.appendRow([.text(m.id), .text(m.metricType.rawValue), ReportsPages.plainNumber(m.value), .text(m.unit),
                         .text(m.recordedDate.iso), .text(m.eventId), .text(m.verified ? "true" : "false"), .text(m.notes)])
        }
        return w.bytes
    }
}
