import SiteData
import Widgets

/// Schools with coordinates (a map), and how many have none.
/// Page-spec name `school_map`.
enum SchoolMapShape: DatasetShapeDefinition {
    typealias Value = SchoolMapValue
    static let summary = "schools with latitude and longitude (name, place, status, colour, link), and the names of those without"

    enum Widget: String, WidgetChoice { case schoolMap = "school_map" }

    static func isEmpty(_ v: Value) -> Bool { v.schools.isEmpty }

    static func draw(_ w: Widget, _ v: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .schoolMap:
            let title = a.title ?? page.t(.schoolsMapTitle)
            let text = ChartText(title: title, summary: a.description ?? page.t(.schoolsMapSummary, count: v.schools.count),
                                 labelHeader: page.t(.schoolsName), valueHeader: page.t(.schoolsStatus),
                                 dataSummary: page.t(.commonShowData))
            let map = SchoolMap(id: r.idPrefix, text: text,
                                headers: .init(school: page.t(.schoolsName), place: page.t(.schoolsLocation), status: page.t(.schoolsStatus)),
                                outline: page.build.mapOutline, schools: v.schools)
            var nodes = [map.node]
            // Schools without coordinates are named, so the reader knows the map is not all of them.
            if !v.notOnMap.isEmpty {
                nodes.append(.element("p", [.class("muted map-missing")], [
                    .text(page.t(.schoolsNotOnMap, count: v.notOnMap.count) + ": " + v.notOnMap.joined(separator: ", ")),
                ]))
            }
            return (.fragment(nodes), 1)
        }
    }
}
