import Testing
@testable import Widgets

/// The table written straight to markup, rows and cells read in place: exactly the tree of
/// elements it stands for, on generated tables (ragged rows, every cell kind, markup, quotes,
/// non-ASCII, named and unnamed numeric columns, with and without caption and hint).
@Suite struct DataTableTreeTests {
    static let texts = ["", "<b>x</b>", #"a "b" & 'c'"#, "Zoë 中文 👍🏽", "1,234.5", "plain"]

    /// The former tree: a `Node` per element and cell.
    static func tree(_ t: DataTable) -> Node {
        let byTable = t.numericColumns.allSatisfy { $0 < DataTable.namedNumericColumns }
        let tableClass = byTable ? (["w-data"] + t.numericColumns.sorted().map { "w-n\($0 + 1)" }).joined(separator: " ") : "w-data"
        func cellAttributes(_ i: Int) -> [Attribute] { !byTable && t.numericColumns.contains(i) ? [.class("w-num")] : [] }
        let head = Node.element("thead", [], [.element("tr", [], t.headers.enumerated().map { i, h in
            .element("th", [.attr("scope", "col")] + cellAttributes(i), [.text(h)])
        })])
        let body = Node.element("tbody", [], t.rows.map { row in
            .element("tr", [], row.enumerated().map { i, cell in
                let content: Node = switch cell {
                case .text(let text): .text(text)
                case .link(let text, let href): .element("a", [.href(href)], [.text(text)])
                case .node(let node): node
                }
                return .element("td", cellAttributes(i), [content])
            })
        })
        let caption: [Node] = t.caption.map { [.element("caption", [], [.text($0)])] } ?? []
        let region = Node.element("div", [.class("w-table-wrap"), .attr("tabindex", "0"), .role("region"),
                                          .aria("label", t.label ?? t.caption ?? "Table")],
                                  [.element("table", [.class(tableClass)], caption + [head, body])])
        guard let hint = t.scrollHint, t.headers.count >= DataTable.hintColumns else { return region }
        return .fragment([.element("p", [.class("w-scroll-hint"), .aria("hidden", "true")], [.text(hint)]), region])
    }

    @Test(arguments: 0..<24) func theWrittenTableIsTheTree(seed: Int) {
        let columns = 1 + seed % 14
        let headers = (0..<columns).map { Self.texts[($0 + seed) % Self.texts.count] + "\($0)" }
        let rows: [[DataTable.Cell]] = (0..<(seed * 3 % 40)).map { r in
            // Ragged: some rows shorter than the header.
            (0..<(columns - (r % 3 == 2 ? Swift.min(columns - 1, 1) : 0))).map { c -> DataTable.Cell in
                let text = Self.texts[(r + c * 7 + seed) % Self.texts.count]
                switch (r + c) % 3 {
                case 0: return .text(text)
                case 1: return .link(text, href: ["../a/index.html?x=1&y=\"2\"", "javascript:alert(1)", "https://e.com/ż"][(r + c) % 3])
                default: return .node(.element("span", [.class("w-badge")], [.text(text)]))
                }
            }
        }
        let numeric: Set<Int> = seed % 4 == 0 ? [] : Set((0..<columns).filter { ($0 + seed) % 3 == 0 }).union(seed % 5 == 0 ? [12] : [])
        let table = DataTable(caption: seed % 2 == 0 ? nil : Self.texts[seed % Self.texts.count], headers: headers, cells: rows,
                              numericColumns: numeric, label: seed % 3 == 0 ? "Label & <more>" : nil,
                              scrollHint: seed % 2 == 0 ? "Scroll →" : nil)
        #expect(table.node.render() == Self.tree(table).render())
    }

    /// Rows written one call per cell (`DataTable.Rows`, as a log writes them without making
    /// cells) give the tree of the same cells, rows longer than the header included (their
    /// extra numeric columns looked up past the header's).
    @Test(arguments: 0..<24) func rowsWrittenCellByCellAreTheTree(seed: Int) {
        let columns = 1 + seed % 14
        let headers = (0..<columns).map { Self.texts[($0 * 5 + seed) % Self.texts.count] + "\($0)" }
        let rows: [[DataTable.Cell]] = (0..<(seed * 7 % 45)).map { r in
            (0..<(columns + [0, 2, -1][r % 3]).clamped(to: 0...20)).map { c -> DataTable.Cell in
                let text = Self.texts[(r * 3 + c + seed) % Self.texts.count]
                switch (r + c + seed) % 3 {
                case 0: return .text(text)
                case 1: return .link(text, href: ["../a/index.html?x=1&y=\"2\"", "javascript:alert(1)", "https://e.com/ż"][(r + c) % 3])
                default: return .node(.element("span", [.class("w-badge")], [.text(text)]))
                }
            }
        }
        let numeric: Set<Int> = seed % 4 == 0 ? [] : Set((0..<(columns + 2)).filter { ($0 + seed) % 3 == 0 }).union(seed % 3 == 0 ? [12] : [])
        let table = DataTable(caption: seed % 2 == 0 ? nil : Self.texts[seed % Self.texts.count], headers: headers, cells: rows,
                              numericColumns: numeric, label: seed % 3 == 0 ? "Label & <more>" : nil,
                              scrollHint: seed % 2 == 0 ? "Scroll →" : nil)
        let written = table.node(rowCapacity: rows.count) { t in
            for row in rows {
                t.startRow()
                for cell in row {
                    switch cell {
                    case .text(let text): t.text(text)
                    case .link(let text, let href): t.link(text, href: href)
                    case .node(let node): t.node(node)
                    }
                }
                t.endRow()
            }
        }
        #expect(written.render() == Self.tree(table).render())
        #expect(table.node.render() == Self.tree(table).render())
    }
}

extension Int {
    fileprivate func clamped(to range: ClosedRange<Int>) -> Int { Swift.min(range.upperBound, Swift.max(range.lowerBound, self)) }
}
