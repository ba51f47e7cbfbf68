/// A map of schools: the outline of a region (lon/lat rings, e.g. the contiguous US) drawn
/// with `AlbersProjection`, one dot per school coloured by its status, a legend, and the same
/// schools in a data table (school, place, status) in a "Show data" disclosure. With nothing
/// to draw (no outline, or no school inside it) it is a plain list of the schools instead.
///
/// Schools outside the outline's box (e.g. Alaska or Hawaii on a lower-48 outline) get no dot
/// but stay in the table. No script, no network; numbers to 1 decimal, so output is stable.
public struct SchoolMap: Component {
    /// A longitude/latitude pair in degrees.
    public struct Coordinate: Sendable, Hashable {
        public var lon: Double
        public var lat: Double
        public init(lon: Double, lat: Double) { self.lon = lon; self.lat = lat }
    }

    public struct School: Sendable {
        public var name: String
        public var coordinate: Coordinate
        /// "City, ST" (or whatever the caller has); empty for none.
        public var place: String
        /// The status as the reader sees it ("Offered").
        public var status: String
        public var color: ColorToken
        /// The school's page; nil for no link.
        public var href: String?

        public init(name: String, coordinate: Coordinate, place: String, status: String, color: ColorToken, href: String? = nil) {
            self.name = name; self.coordinate = coordinate; self.place = place
            self.status = status; self.color = color; self.href = href
        }
    }

    /// Column headers of the data table, already translated.
    public struct Headers: Sendable {
        public var school: String, place: String, status: String
        public init(school: String, place: String, status: String) {
            self.school = school; self.place = place; self.status = status
        }
    }

    public var id: String
    /// Title and summary (`labelHeader`/`valueHeader` are unused; `headers` name the columns).
    public var text: ChartText
    public var headers: Headers
    public var outline: [[Coordinate]]
    public var schools: [School]
    public var projection: AlbersProjection

    public init(id: String, text: ChartText, headers: Headers, outline: [[Coordinate]], schools: [School],
                projection: AlbersProjection = .contiguousUS) {
        self.id = id; self.text = text; self.headers = headers
        self.outline = outline; self.schools = schools; self.projection = projection
    }

    static let width = 400.0
    static let padding = 8.0
    static let dotRadius = 4.0

    /// Maps lon/lat to viewBox units: the outline's projected box fitted into `width` wide,
    /// `padding` all round, north up. nil without an outline.
    struct Frame {
        let projection: AlbersProjection
        let minX: Double, maxY: Double, scale: Double
        let bounds: (minLon: Double, maxLon: Double, minLat: Double, maxLat: Double)
        let height: Double

        init?(outline: [[Coordinate]], projection: AlbersProjection) {
            let all = outline.flatMap { $0 }
            guard all.count >= 3 else { return nil }
            let projected = all.map { projection.project(lon: $0.lon, lat: $0.lat) }
            let minX = projected.map(\.x).min()!, maxX = projected.map(\.x).max()!
            let minY = projected.map(\.y).min()!, maxY = projected.map(\.y).max()!
            guard maxX > minX, maxY > minY else { return nil }
            self.projection = projection
            self.minX = minX
            self.maxY = maxY
            scale = (SchoolMap.width - 2 * SchoolMap.padding) / (maxX - minX)
            height = ((maxY - minY) * scale + 2 * SchoolMap.padding).rounded(.up)
            bounds = (all.map(\.lon).min()!, all.map(\.lon).max()!, all.map(\.lat).min()!, all.map(\.lat).max()!)
        }

        func point(_ c: Coordinate) -> (x: Double, y: Double) {
            let p = projection.project(lon: c.lon, lat: c.lat)
            return (SchoolMap.padding + (p.x - minX) * scale, SchoolMap.padding + (maxY - p.y) * scale)
        }

        /// Inside the outline's lon/lat box, with half a degree to spare for coastal schools.
        func contains(_ c: Coordinate) -> Bool {
            c.lon.isFinite && c.lat.isFinite
                && c.lon >= bounds.minLon - 0.5 && c.lon <= bounds.maxLon + 0.5
                && c.lat >= bounds.minLat - 0.5 && c.lat <= bounds.maxLat + 0.5
        }
    }

    public var node: Node {
        guard let frame = Frame(outline: outline, projection: projection),
              schools.contains(where: { frame.contains($0.coordinate) })
        else { return listFallback }
        var land = MarkupBuffer(capacity: outline.reduce(0) { $0 + $1.count * 12 })
        for ring in outline where ring.count >= 3 {
            for (i, c) in ring.enumerated() {
                let p = frame.point(c)
                land.appendPoint(i == 0 ? "M" : "L", p.x, p.y)
            }
            land.append("Z")
        }
        var dots: [Node] = []
        for school in schools where frame.contains(school.coordinate) {
            let p = frame.point(school.coordinate)
            dots.append(.element("circle", [.number("cx", (p.x * 10).rounded() / 10), .number("cy", (p.y * 10).rounded() / 10),
                                            .number("r", Self.dotRadius), .attr("fill", school.color.css)],
                                 [.element("title", [], [.text(tooltip(school))])]))
        }
        let marks: [Node] = [
            .element("path", [.class("w-map-land"), Attribute(name: "d", value: .safe(land.string))]),
            .element("g", [.class("w-map-dots")], dots),
        ]
        return ChartFrame.figure(id: ChartID(id), kind: "map", text: text, width: Self.width, height: frame.height,
                                 marks: marks, rows: [], after: legend, dataTable: table)
    }

    func tooltip(_ school: School) -> String {
        ([school.name, school.place, school.status].filter { !$0.isEmpty }).joined(separator: " · ")
    }

    /// One entry per status, in the order the statuses first appear.
    var legend: Node {
        var seen: [String] = []
        var items: [Node] = []
        for school in schools where !seen.contains(school.status) {
            seen.append(school.status)
            items.append(.element("li", [], [
                .element("span", [.class("w-swatch"), .attr("style", "background:" + school.color.css)]),
                .element("span", [.class("w-legend-label")], [.text(school.status)]),
            ]))
        }
        return .element("ul", [.class("w-legend")], items)
    }

    func nameCell(_ school: School) -> Node {
        school.href.map { Node.element("a", [.href($0)], [.text(school.name)]) } ?? .text(school.name)
    }

    var table: Node {
        let rows = schools.map { s in
            Node.element("tr", [], [.element("th", [.attr("scope", "row")], [nameCell(s)]),
                                    .element("td", [], [.text(s.place)]), .element("td", [], [.text(s.status)])])
        }
        let head = Node.element("tr", [], [headers.school, headers.place, headers.status].map {
            Node.element("th", [.attr("scope", "col")], [.text($0)])
        })
        return .element("details", [.class("w-table")], [
            .element("summary", [], [.text(text.dataSummary)]),
            .element("table", [.class("w-data")], [.element("caption", [], [.text(text.title)]),
                                                   .element("thead", [], [head]), .element("tbody", [], rows)]),
        ])
    }

    /// Without a map: the schools as a list (name, place, status), titled like the map.
    var listFallback: Node {
        .element("figure", [.class("w-chart w-map w-map-fallback"), .id(ChartID(id).prefix)], [
            .element("figcaption", [], [.text(text.title)]),
            .element("ul", [.class("w-map-list")], schools.map { s in
                Node.element("li", [], [nameCell(s)] + [s.place, s.status].filter { !$0.isEmpty }.map { Node.text(" · " + $0) })
            }),
        ])
    }
}
