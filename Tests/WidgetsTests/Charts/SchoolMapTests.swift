import Testing
@testable import Widgets

@Suite struct SchoolMapTests {
    typealias C = SchoolMap.Coordinate

    /// Known values of the Albers projection (unit sphere; parallels 29.5°/45.5°, origin 23°N 96°W).
    @Test(arguments: [
        (-96.0, 23.0, 0.0, 0.0),
        (-96.0, 45.5, 0.0, 0.39354179136079326),
        (-77.0365, 38.8977, 0.2534282236634407, 0.30296397759162796),     // Washington, DC
        (-122.4194, 37.7749, -0.35629294998930483, 0.3076498734098809),  // San Francisco
    ])
    func albers(lon: Double, lat: Double, x: Double, y: Double) {
        let p = AlbersProjection.contiguousUS.project(lon: lon, lat: lat)
        #expect(abs(p.x - x) < 1e-12)
        #expect(abs(p.y - y) < 1e-12)
    }

    static let square: [[C]] = [[C(lon: -100, lat: 30), C(lon: -90, lat: 30), C(lon: -90, lat: 40), C(lon: -100, lat: 40)]]
    static let headers = SchoolMap.Headers(school: "School", place: "City/State", status: "Status")
    static let text = ChartText(title: "Schools", summary: "3 schools on a map", labelHeader: "", valueHeader: "")

    static func map(_ schools: [SchoolMap.School], outline: [[C]] = square) -> String {
        SchoolMap(id: "map", text: text, headers: headers, outline: outline, schools: schools).render()
    }

    static let schools = [
        SchoolMap.School(name: "Alpha", coordinate: C(lon: -95, lat: 35), place: "Austin, TX", status: "Offered",
                         color: .success, href: "../schools/alpha/"),
        SchoolMap.School(name: "Far Away", coordinate: C(lon: -150, lat: 61), place: "Anchorage, AK", status: "Contacted",
                         color: .primary),
        SchoolMap.School(name: "Gamma", coordinate: C(lon: -91, lat: 39), place: "", status: "Offered", color: .success),
    ]

    @Test func drawsTheOutlineAndOneDotPerSchoolInside() {
        let html = Self.map(Self.schools)
        #expect(html.hasPrefix(#"<figure class="w-chart w-map" id="map"><svg class="w-svg" viewBox="0 0 400 467" role="img" aria-labelledby="map-t map-d"><title id="map-t">Schools</title><desc id="map-d">3 schools on a map</desc>"#))
        // The square's corners, fitted to 400 wide with 8 units of padding, north up.
        #expect(html.contains(#"<path class="w-map-land" d="M8 458.6L392 454.5L363.8 8L26.8 11.5Z"/>"#))
        #expect(html.contains(#"<g class="w-map-dots"><circle cx="197.7" cy="238.4" r="4" fill="var(--color-success)"><title>Alpha · Austin, TX · Offered</title></circle><circle cx="332.5" cy="54.7" r="4" fill="var(--color-success)"><title>Gamma · Offered</title></circle></g></svg>"#))
        // Legend: each status once, in order of first appearance.
        #expect(html.contains(#"<ul class="w-legend"><li><span class="w-swatch" style="background:var(--color-success)"></span><span class="w-legend-label">Offered</span></li><li><span class="w-swatch" style="background:var(--color-primary)"></span><span class="w-legend-label">Contacted</span></li></ul>"#))
        // Every school in the table, the one outside the outline too.
        #expect(html.hasSuffix(#"<details class="w-table"><summary>Show data</summary><table class="w-data"><caption>Schools</caption><thead><tr><th scope="col">School</th><th scope="col">City/State</th><th scope="col">Status</th></tr></thead><tbody><tr><th scope="row"><a href="../schools/alpha/">Alpha</a></th><td>Austin, TX</td><td>Offered</td></tr><tr><th scope="row">Far Away</th><td>Anchorage, AK</td><td>Contacted</td></tr><tr><th scope="row">Gamma</th><td></td><td>Offered</td></tr></tbody></table></details></figure>"#))
        #expect(XMLCheck.parse(html).error == nil)
        #expect(Self.map(Self.schools) == html)  // deterministic
    }

    @Test func withNothingToDrawItIsAList() {
        let expected = #"<figure class="w-chart w-map w-map-fallback" id="map"><figcaption>Schools</figcaption><ul class="w-map-list"><li><a href="../schools/alpha/">Alpha</a> · Austin, TX · Offered</li><li>Far Away · Anchorage, AK · Contacted</li><li>Gamma · Offered</li></ul></figure>"#
        #expect(Self.map(Self.schools, outline: []) == expected)
        #expect(Self.map([Self.schools[1]]) == #"<figure class="w-chart w-map w-map-fallback" id="map"><figcaption>Schools</figcaption><ul class="w-map-list"><li>Far Away · Anchorage, AK · Contacted</li></ul></figure>"#)
    }

    @Test func hostileLabelsAreEscaped() {
        for bad in Fixtures.hostile {
            let school = SchoolMap.School(name: bad, coordinate: C(lon: -95, lat: 35), place: bad, status: bad,
                                          color: ColorToken(bad), href: bad)
            for html in [Self.map([school]), Self.map([school], outline: [])] {
                let check = XMLCheck.parse(html)
                #expect(check.error == nil, "\(bad)")
                #expect(check.isInert, "\(bad)")
                #expect(!check.urls.contains { $0.lowercased().hasPrefix("javascript") })
            }
        }
    }

    @Test func nonFiniteCoordinatesGetNoDot() {
        let html = Self.map([SchoolMap.School(name: "Nowhere", coordinate: C(lon: .nan, lat: .infinity), place: "", status: "S", color: .primary),
                             Self.schools[0]])
        #expect(html.components(separatedBy: "<circle ").count == 2)
        #expect(html.contains("<th scope=\"row\">Nowhere</th>"))
    }
}
