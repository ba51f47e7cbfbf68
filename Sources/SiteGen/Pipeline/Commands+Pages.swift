import SiteData

extension Commands {
    /// `sitegen theme pages [PAGE]`: every page a page spec can describe (or one), where it is
    /// written, its variants, and its datasets with their shapes and what they hold. This part
    /// of the spec vocabulary is listed from the code (each page's `Dataset` enum, `PageKind`),
    /// so it cannot drift from what the loader accepts; docs/page-specs.md has the rest.
    public static func listPages(_ name: String? = nil) throws -> String {
        var kinds = PageKind.allCases
        if let name {
            guard let kind = PageKind(rawValue: name) else {
                let known = PageKind.allCases.map(\.rawValue).sorted(by: codePointLess).joined(separator: ", ")
                throw UsageError("unknown page \"\(name)\" (known: \(known))")
            }
            kinds = [kind]
        }
        return kinds.map(pageListing).joined(separator: "\n")
    }

    static func pageListing(_ kind: PageKind) -> String {
        var lines = ["\(kind.rawValue): \(kind.about.summary)", "  output: \(kind.about.output)"]
        if !kind.variantPresets.isEmpty {
            lines.append("  variants: \(kind.variantPresets.map(\.rawValue).joined(separator: ", "))")
        }
        if kind.hasEmptyState { lines.append("  show_when: always, data, empty") }
        let rows = [("dataset", "shape", "content")]
            + kind.datasetType.summaries.map { ($0.dataset.rawValue, $0.dataset.shape.rawValue, $0.summary) }
        let nameWidth = rows.map(\.0.count).max() ?? 0
        let shapeWidth = rows.map(\.1.count).max() ?? 0
        for (name, shape, summary) in rows {
            lines.append("  " + pad(name, nameWidth) + "  " + pad(shape, shapeWidth) + "  " + summary)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
