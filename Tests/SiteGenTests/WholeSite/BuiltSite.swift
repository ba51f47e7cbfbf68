import Foundation
@testable import SiteGen

/// A fixture content folder built into a temporary folder, with every output file read.
struct BuiltSite {
    /// Goldens in the source tree (not the bundle copy), so `SITEGEN_UPDATE_GOLDEN=1` updates them.
    static let goldenFolder = RepositoryPaths.root.appendingPathComponent("Tests/SiteGenTests/Fixtures/golden")

    let root: URL
    let summary: BuildSummary
    /// Every file below the output folder, relative, sorted.
    let paths: [String]

    /// Builds `content` (a folder) into `output` with `jobs` athletes at once, using the
    /// repository's default theme; `documents` as `--documents`/`--no-documents` (nil: neither).
    init(content: URL, output: URL, jobs: Int = 2, documents: Bool? = nil) throws {
        var o = BuildOptions()
        o.contentFolder = content.path
        o.outputFolder = output.path
        o.environment = [:]
        o.jobs = jobs
        o.documents = documents
        o.themeDirectory = RepositoryPaths.defaultTheme.path
        summary = try SiteBuilder(options: o).build()
        root = output
        paths = TestSupport.files(under: output)
    }

    func text(_ path: String) -> String { TestSupport.read(root.appendingPathComponent(path)) }

    var htmlPaths: [String] { paths.filter { $0.hasSuffix(".html") } }
    var csvPaths: [String] { paths.filter { $0.hasSuffix(".csv") } }

    /// Path → text of every file (`.sitegen` marker included).
    var files: [String: String] {
        Dictionary(uniqueKeysWithValues: paths.map { ($0, text($0)) })
    }

    /// The checks over this output.
    var checks: SiteChecks { SiteChecks(files: files) }
}
