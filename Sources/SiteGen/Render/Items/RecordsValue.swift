import SiteData

struct RecordsValue: Sendable {
    struct Cell: Sendable {
        var text: String
        var href: String?
        init(_ text: String, href: String? = nil) { self.text = text; self.href = href }
    }
    var columns: [String]
    /// Indexes of columns holding numbers (right-aligned).
    var numericColumns: Set<Int>
    var rows: [[Cell]]
}
