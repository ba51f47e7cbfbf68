import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The fixture site (`Fixtures/site`, today 2026-03-15) loaded the way `sitegen build` loads it,
/// for the school, coach and note page tests.
enum SchoolPagesFixture {
    static func context() throws -> BuildContext {
        var o = BuildOptions()
        o.contentFolder = TestSupport.fixtures.appendingPathComponent("site").path
        o.environment = [:]
        return try SiteBuilder(options: o).loadSite()
    }

    /// One fixture athlete (`ana-diaz`, `empty-one`) ready to render.
    static func site(_ slug: String) throws -> AthleteContext {
        let context = try context()
        let (data, _) = try context.source.loadAthlete(slug, config: context.config)
        return site(data, context: context)
    }

    /// Hand-made data rendered with the fixture site's strings, specs and today.
    static func site(_ data: AthleteData, context: BuildContext) -> AthleteContext {
        let models = AthleteModels(data: data, today: context.today, customRanges: context.customRanges)
        return AthleteContext(data: data, models: models, build: context)
    }

    static func handMade(schools: [School] = [], coaches: [Coach] = [], interactions: [Interaction] = [],
                         notes: [Note] = []) throws -> AthleteContext {
        let data = AthleteData(profile: AthleteProfile(slug: "test-athlete", name: "Test Athlete"), schools: schools,
                               coaches: coaches, interactions: interactions, notes: notes)
        return site(data, context: try context())
    }

    static func date(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    /// A records dataset as text rows, each cell `text` or `text -> href`.
    static func cells(_ value: DatasetValue) -> [[String]] {
        guard case .records(let r) = value else { return [["not records: \(value.shape)"]] }
        return r.rows.map { $0.map { c in c.href.map { "\(c.text) -> \($0)" } ?? c.text } }
    }

    static func columns(_ value: DatasetValue) -> [String] {
        guard case .records(let r) = value else { return [] }
        return r.columns
    }

    static func file(_ files: some Collection<OutputFile>, _ path: String) -> String {
        files.first { $0.path == path }?.text ?? "<no file \(path)>"
    }
}
