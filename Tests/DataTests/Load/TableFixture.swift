import Foundation
@testable import SiteData

/// An athlete assembled from table files given as text (`"schools.csv": "id,name\n…"`, or
/// `.json`), with its messages as they print: what the table tests start from.
enum TableFixture {
    static func assemble(_ files: [String: String], notes: [Note] = [],
                         zone: TimeZone = TimeZone(identifier: "UTC")!) -> (AthleteData?, [String]) {
        var tables: [String: RawTable] = [:]
        for (name, text) in files {
            if name.hasSuffix(".json") {
                tables[String(name.dropLast(5))] = JSONReader.read(Array(text.utf8), file: name).0
            } else {
                tables[String(name.dropLast(4))] = CSVReader.read(Array(text.utf8), file: name).0
            }
        }
        let (data, d) = AthleteAssembler.assemble(profile: AthleteProfile(slug: "a", name: "A"), tables: tables,
                                                  notes: notes, timeZone: zone)
        return (data, d.items.map(\.description))
    }
}
