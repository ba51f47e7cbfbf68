import SiteData

extension PageKind {
    /// `sitegen theme pages [PAGE]`: every page a page spec can describe (or the one named),
    /// where it is written, its variants, and its datasets with their shapes and what they hold.
    /// Listed from the code (each page's `Dataset` enum, `PageKind`), so it cannot drift from
    /// what the loader accepts; docs/page-specs.md has the rest. The CLI prints it.
    public static func listing(_ name: String? = nil) throws(UsageError) -> String {
        let kinds = try named(name, as: "page")
        return kinds.map(\.listing).joined(separator: "\n")
    }

    /// This page's entry in `theme pages`.
    var listing: String {
        var lines = ["\(rawValue): \(about.summary)", "  output: \(about.output)"]
        if !variantPresets.isEmpty {
            lines.append("  variants: \(variantPresets.map(\.rawValue).joined(separator: ", "))")
        }
        if hasEmptyState { lines.append("  show_when: always, data, empty") }
        let rows = [("dataset", "shape", "content")]
            + datasetType.summaries.map { ($0.dataset.rawValue, $0.dataset.shape.rawValue, $0.summary) }
        let nameWidth = rows.map(\.0.count).max() ?? 0
        let shapeWidth = rows.map(\.1.count).max() ?? 0
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        for (name, shape, summary) in rows {
            lines.append("  " + pad(name, nameWidth) + "  " + pad(shape, shapeWidth) + "  " + summary)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
