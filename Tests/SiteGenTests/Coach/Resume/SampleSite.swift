import Foundation
@testable import SiteGen

/// content/ (the sample athletes) built once per test run, with today fixed.
final class SampleSite: @unchecked Sendable {
    let root: URL
    private static let lock = NSLock()
    nonisolated(unsafe) private static var built: SampleSite?

    private init() throws {
        root = TestSupport.temporaryFolder("sample-site")
        var o = BuildOptions()
        o.contentFolder = RepositoryPaths.root.appendingPathComponent("content").path
        o.outputFolder = root.appendingPathComponent("_site").path
        o.environment = [:]
        o.today = "2026-11-22"
        o.themeDirectory = RepositoryPaths.defaultTheme.path
        _ = try SiteBuilder(options: o).build()
    }

    static func shared() throws -> SampleSite {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let site = try SampleSite()
        built = site
        return site
    }

    func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent("_site").appendingPathComponent(path)))
    }
}
