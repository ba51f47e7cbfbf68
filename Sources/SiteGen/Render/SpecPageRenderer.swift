import SiteData
import Widgets

/// Walks a page spec: each visible section, each widget, its dataset drawn by the widget.
struct SpecPageRenderer {
    var spec: PageSpec
    var datasets: any PageDatasets
    var page: PageContext
    /// Reports/social/performance: whether the page (variant) has data, for `show_when`.
    var hasData: Bool = true

    /// The page body and the number of charts in it.
    func body() -> (node: Node, charts: Int) {
        var charts = 0
        var sections: [Node] = []
        for (index, section) in spec.visibleSections.enumerated() {
            switch section.showWhen {
            case .data where !hasData: continue
            case .empty where hasData: continue
            default: break
            }
            let sectionID = section.id ?? "section-\(index + 1)"
            var widgets: [Node] = []
            for (w, widget) in section.widgets.enumerated() {
                let rendered = WidgetRenderer(page: page, idPrefix: "\(sectionID)-\(w + 1)")
                    .render(widget, value: widget.dataset.map { datasets.value(for: $0, in: page) })
                charts += rendered.charts
                guard let node = rendered.node else { continue }
                let classes = widget.fullWidth && section.layout == .grid ? "widget full-width" : "widget"
                widgets.append(.element("div", [.class(classes)], [node]))
            }
            if widgets.isEmpty { continue }
            var children: [Node] = []
            if let title = section.title { children.append(.element("h2", [], [.text(title.resolve(page.strings))])) }
            children.append(section.layout == .grid ? .element("div", [.class("widget-grid")], widgets) : .fragment(widgets))
            sections.append(.element("section", [.class("section"), .id(sectionID)], children))
        }
        return (.fragment(sections), charts)
    }
}
