import SiteData
import Widgets

/// Walks a page spec: each visible section, each widget, its dataset drawn by the widget.
struct SpecPageRenderer<Datasets: PageDatasets> {
    var spec: PageSpec
    var datasets: Datasets
    var page: Page
    /// Reports/social/performance: whether the page (variant) has data, for `show_when`.
    var hasData: Bool = true

    /// The page body and the number of charts in it.
    func body() -> (node: Node, charts: Int) {
        Self.body(spec: spec, datasets: datasets, page: page, hasData: hasData)
    }

    /// `body()` of a renderer of these values, the datasets borrowed: making a renderer copied
    /// them (a school page's datasets hold the athlete's context, whose copy retains dozens of
    /// fields) and freed the copy, once a page.
    static func body(spec: PageSpec, datasets: Datasets, page: Page, hasData: Bool = true) -> (node: Node, charts: Int) {
        var charts = 0
        var sections: [Node] = []
        // The visible sections and widgets (`PageSpec.visibleSections`), skipped in place:
        // no copy of the spec's sections for each of an athlete's hundreds of pages.
        for section in spec.sections where !section.hidden {
            switch section.showWhen {
            case .data where !hasData: continue
            case .empty where hasData: continue
            default: break
            }
            let sectionID = section.id  // the loader gives every section one (section-<n> by default)
            var widgets: [Node] = []
            var w = 0  // the widget's number among the visible ones
            for widget in section.widgets where !widget.hidden {
                w += 1
                // The loader accepted only names of this page's datasets.
                let dataset = widget.dataset.flatMap { Datasets.Dataset(rawValue: $0.rawValue) }
                if let dataset, !datasets.shows(dataset) { continue }
                var renderer = WidgetRenderer(page: page, idPrefix: "\(sectionID)-\(w)", headingLevel: section.title == nil ? 2 : 3)
                renderer.fullList = dataset.flatMap { datasets.fullList(for: $0, in: page) }
                renderer.emptyMessage = dataset.flatMap { datasets.emptyMessage(for: $0, in: page) }
                if widget.widget == .emptyState { renderer.emptyState = datasets.emptyState(in: page) }
                let rendered = renderer
                    .render(widget, value: dataset.map { datasets.value(for: $0, in: page) })
                charts += rendered.charts
                guard let node = rendered.node else { continue }
                let fullWidth = widget.fullWidth && section.layout == .grid
                // A card is its own box (the grid's cell, or a block of the section); other
                // widgets (stat grid, tabs, an empty state) and a full-width cell get a wrapper.
                if rendered.isCard && !fullWidth {
                    widgets.append(node)
                } else {
                    widgets.append(.element("div", [.class(fullWidth ? "widget full-width" : "widget")], [node]))
                }
            }
            if widgets.isEmpty { continue }
            var children: [Node] = []
            let grid = section.layout == .grid ? Node.element("div", [.class("widget-grid")], widgets) : .fragment(widgets)
            // A <section> is headed by its title; without one it is a plain block, and the
            // card titles inside it are the h2s (no heading-less sections, no h1 → h3 jump).
            if let title = section.title {
                let headingID = sectionID + "-title"
                children = [.element("h2", [.id(headingID)], [.text(title.resolve(page.strings))]), grid]
                sections.append(.element("section", [.class("section"), .id(sectionID), .aria("labelledby", headingID)], children))
            } else {
                sections.append(.element("div", [.class("section"), .id(sectionID)], [grid]))
            }
        }
        return (.fragment(sections), charts)
    }
}
