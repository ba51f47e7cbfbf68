import SiteData
import Widgets

// The schools map.
extension WidgetRenderer {
    func schoolMap(_ w: ShapeWidgets.Map, _ v: SchoolMapValue, _ a: Args) -> (Node, Int) {
        switch w {
        case .schoolMap:
            let title = a.title ?? page.t(.schoolsMapTitle)
            let text = ChartText(title: title, summary: a.description ?? page.t(.schoolsMapSummary, count: v.schools.count),
                                 labelHeader: page.t(.schoolsName), valueHeader: page.t(.schoolsStatus),
                                 dataSummary: page.t(.commonShowData))
            let map = SchoolMap(id: idPrefix, text: text,
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
