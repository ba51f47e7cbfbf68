import Foundation
import SiteData
import Testing
@testable import SiteGen

/// `--source URL` is opened by the kind its scheme names; SiteGen itself knows no scheme.
@Suite struct DataSourceSchemeTests {
    struct Marker: DataSource, @unchecked Sendable {
        var url: String
        func athleteSlugs() throws(InputError) -> [String] { [] }
        func loadAthlete(_ slug: String, config: SiteConfig) throws(InputError) -> (AthleteData, Diagnostics) {
            throw InputError(Diagnostics())
        }
        func athleteNames(_ slugs: [String], config: SiteConfig) -> [String: String] { [:] }
        func asset(_ path: String, athlete slug: String, display: String) -> AssetFile { .missing }
    }

    static let opened = DataSourceScheme(schemes: ["postgres", "postgresql"], example: "postgres://u@h/db",
                                         open: { url, _, _, _ in Marker(url: url) }, unavailable: "not built in")
    static let missing = DataSourceScheme(schemes: ["postgres", "postgresql"], example: "postgres://u@h/db",
                                          open: nil, unavailable: "--source needs PostgreSQL support")
    static let other = DataSourceScheme(schemes: ["sqlite"], example: "sqlite:///data.db", open: nil, unavailable: "no")

    @Test(arguments: ["postgres://u@h/db", "postgresql://u@h/db", "POSTGRES://u@h/db", "PostgreSQL://u@h/db"])
    func schemeChoosesTheKindWhateverItsCase(url: String) throws {
        let open = try DataSourceScheme.factory(for: url, among: [Self.other, Self.opened])
        let source = try open(url, URL(fileURLWithPath: "/c"), "c", [:])
        #expect((source as? Marker)?.url == url)
    }

    @Test(arguments: ["mysql://u@h/db", "u@h/db", "", "https://example.org/db"])
    func unknownSchemeNamesWhatSitegenReads(url: String) {
        let error = #expect(throws: UsageError.self) {
            _ = try DataSourceScheme.factory(for: url, among: [Self.other, Self.opened])
        }
        #expect(error?.message == "error: " + "--source must be a sqlite:// or postgres:// URL (e.g. sqlite:///data.db, postgres://u@h/db)")
    }

    @Test func kindLeftOutOfTheBuildSaysHowToGetIt() {
        let error = #expect(throws: UsageError.self) {
            _ = try DataSourceScheme.factory(for: "postgres://u@h/db", among: [Self.missing])
        }
        #expect(error?.message == "error: " + "--source needs PostgreSQL support")
    }

    @Test func noKindsAtAll() {
        let error = #expect(throws: UsageError.self) {
            _ = try DataSourceScheme.factory(for: "postgres://u@h/db", among: [])
        }
        #expect(error?.message == "error: " + "--source is not available: this sitegen reads only content folders")
    }
}
