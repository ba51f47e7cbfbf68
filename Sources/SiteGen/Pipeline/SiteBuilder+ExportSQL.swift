import Foundation
import SiteData

extension SiteBuilder {
    /// `sitegen export-sql`: the content folder's athletes as SQL INSERT statements for a
    /// database created with `db/schema.sql`. Warnings (e.g. a reference to a row that does not
    /// exist, which is exported as written) go to `warn`, by default stderr.
    public static func exportSQL(contentFolder: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                                 warn: (Diagnostic) -> Void = { FileHandle.standardError.write(Foundation.Data(($0.description + "\n").utf8)) })
        throws -> String {
        var options = BuildOptions()
        options.contentFolder = contentFolder
        options.environment = environment
        let builder = SiteBuilder(options: options)
        let build = try builder.loadSite()
        defer { build.source.close() }
        var athletes: [AthleteData] = []
        var diagnostics = Diagnostics()
        for slug in build.slugs {
            do {
                let (data, warnings) = try build.source.loadAthlete(slug, config: build.config)
                athletes.append(data)
                diagnostics.append(contentsOf: warnings)
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        if diagnostics.hasErrors { throw InputError(diagnostics) }
        for w in (build.warnings.items + diagnostics.items).sorted(by: { codePointLess($0.description, $1.description) }) { warn(w) }
        return SQLExporter.export(athletes: athletes, timeZone: build.timeZone)
    }
}
