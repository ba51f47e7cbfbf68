import SiteData
import Testing
import Widgets
@testable import SiteGen

@Suite struct ThemeMapTests {
    @Test func defaultThemeShipsTheContiguousUSOutline() throws {
        let outline = try #require(try ThemeTests.defaultTheme().mapOutline())
        #expect(outline.count == 1)
        #expect(outline[0].count == 198)
        #expect(outline[0].first == SchoolMap.Coordinate(lon: -122.84, lat: 49.0))
        // Lower 48 only: nothing of Alaska or Hawaii.
        let all = outline.flatMap { $0 }
        #expect(all.allSatisfy { (-126...(-66)).contains($0.lon) && (24...50).contains($0.lat) })
        // The copy compiled into the binary is the same file.
        #expect(try Theme.builtInDefault().mapOutline() == outline)
    }

    @Test func missingAndMalformedOutlines() throws {
        func theme(_ files: [String: String]) throws -> Theme {
            try Theme.load(MemoryThemeStorage(displayRoot: "t", files: ["theme.yml": "name: t\n", "tokens.yml": "sizes:\n  x: \"1px\"\n"].merging(files) { $1 }))
        }
        #expect(try theme([:]).mapOutline() == nil)
        #expect(try theme(["maps/us-outline.json": #"{"rings":[[[-100,30],[-90,30],[-90,40]]]}"#]).mapOutline()
                == [[.init(lon: -100, lat: 30), .init(lon: -90, lat: 30), .init(lon: -90, lat: 40)]])
        for (text, message) in [
            (#"{"ring":[]}"#, #"expected {"rings": [[[lon, lat], …], …]}"#),
            ("not json", #"expected {"rings": [[[lon, lat], …], …]}"#),
            (#"{"rings":[[[-100,30],[-90,30]],[[-100,30,1]]]}"#, "ring 2, point 1 is not [longitude, latitude]"),
            (#"{"rings":[[[-200,30]]]}"#, "ring 1, point 1 is not [longitude, latitude]"),
        ] {
            do {
                _ = try theme(["maps/us-outline.json": text]).mapOutline()
                Issue.record("no error for \(text)")
            } catch let error as InputError {
                #expect(error.diagnostics.items.map(\.description) == ["t/maps/us-outline.json: error: not a map outline: \(message)"])
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }
}
