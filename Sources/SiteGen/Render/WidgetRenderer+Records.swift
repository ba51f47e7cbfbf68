import SiteData
import Widgets

// Rows, facts, Markdown, downloads, range tabs and athlete cards.
extension WidgetRenderer {
    func records(_ w: ShapeWidgets.Records, _ v: RecordsValue, _ a: Args) -> (Node, Int) {
        switch w {
        case .list:
            let rows = v.rows.prefix(a.limit).map { row in
                Node.element("li", [], row.enumerated().map { i, c -> Node in
                    let sep: Node = i == 0 ? .empty : .text(" · ")
                    return .fragment([sep, c.href.map { Node.element("a", [.href($0)], [.text(c.text)]) } ?? .text(c.text)])
                })
            }
            return (.element("ul", [.class("w-list")], Array(rows)), 0)
        case .table:
            let rows = v.rows.prefix(a.limit).map { $0.map { c in c.href.map { DataTable.Cell.link(c.text, href: $0) } ?? .text(c.text) } }
            return (dataTable(a.title, headers: v.columns, cells: Array(rows), numeric: v.numericColumns), 0)
        }
    }

    func facts(_ w: ShapeWidgets.Facts, _ items: [FactItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .facts:
            let facts = items.compactMap { f -> FactList.Fact? in
                guard let v = f.value else { return nil }
                return .init(f.label, f.href.map { .element("a", [.href($0), .attr("rel", "noopener noreferrer")], [.text(v)]) } ?? .text(v))
            }
            return (FactList(facts).node, 0)
        }
    }

    func markdown(_ w: ShapeWidgets.Markdown, _ html: String, _ a: Args) -> (Node, Int) {
        switch w {
        case .markdown: (.element("div", [.class("prose")], [.trustedHTML(html)]), 0)
        }
    }

    func download(_ w: ShapeWidgets.Download, _ d: DownloadItem, _ a: Args) -> (Node, Int) {
        switch w {
        case .download:
            (DownloadLink(a.title ?? d.label, href: d.href).node, 0)
        }
    }

    func variants(_ w: ShapeWidgets.Variants, _ tabs: [VariantTab], _ a: Args) -> (Node, Int) {
        switch w {
        case .tabs:
            (Tabs(label: a.title ?? "", tabs: tabs.map { Tabs.Tab(label: $0.label, href: $0.href, isCurrent: $0.isCurrent) }).node, 0)
        }
    }

    func athletes(_ w: ShapeWidgets.Athletes, _ items: [AthleteCardItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .athleteCards:
            let cards = items.prefix(a.limit).map { athlete in
                AthleteCard(name: athlete.name, detail: athlete.detail, href: athlete.href, figures: athlete.figures,
                            photo: athlete.photo, anchor: athlete.anchor).node
            }
            return (.element("div", [.class("card-grid")], Array(cards)), 0)
        }
    }
}
