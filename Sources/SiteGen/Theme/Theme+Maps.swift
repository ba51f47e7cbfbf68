import Foundation
import SiteData
import Widgets

extension Theme {
    /// The theme's map outline `maps/<name>.json` (`{"rings": [[[lon, lat], …], …]}`, written
    /// by scripts/make-us-outline.py) as rings for `SchoolMap`. nil when the theme has no such
    /// file; an error naming the file when it is not an outline.
    public func mapOutline(_ name: String = "us-outline") throws(InputError) -> [[SchoolMap.Coordinate]]? {
        let relative = "maps/" + name + ".json"
        guard let text = storage.read(relative) else { return nil }
        let problem = { (what: String) in
            InputError(Diagnostics([.error("not a map outline: \(what)", at: SourceLocation(file: storage.displayPath(relative)))]))
        }
        struct File: Decodable { var rings: [[[Double]]] }
        guard let rings = try? JSONDecoder().decode(File.self, from: Data(text.utf8)).rings
        else { throw problem("expected {\"rings\": [[[lon, lat], …], …]}") }
        var outline: [[SchoolMap.Coordinate]] = []
        for (r, ring) in rings.enumerated() {
            var coordinates: [SchoolMap.Coordinate] = []
            for (i, pair) in ring.enumerated() {
                guard pair.count == 2, (-180...180).contains(pair[0]), (-90...90).contains(pair[1])
                else { throw problem("ring \(r + 1), point \(i + 1) is not [longitude, latitude]") }
                coordinates.append(SchoolMap.Coordinate(lon: pair[0], lat: pair[1]))
            }
            outline.append(coordinates)
        }
        return outline
    }
}
