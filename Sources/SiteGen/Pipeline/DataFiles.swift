import SiteData

/// The JSON data files of one athlete (docs/numbers.md, "The data files"), relative to its folder:
/// each one line of JSON (`JSONValue.renderCompactUTF8`). Those of the pages `build` writes:
/// a public site has no dashboard, and reports and social only when it publishes them.
enum DataFiles {
    static func render(_ models: AthleteModels, slug: String, build: BuildContext) -> [OutputFile] {
        var files: [OutputFile] = []
        if build.writes(.dashboard) {
            files.append(OutputFile(path: "\(slug)/data/dashboard.json", bytes: models.dashboard.json(slug: slug).renderCompactUTF8()))
        }
        for r in models.reports where build.writes(.reports) {
            files.append(OutputFile(path: "\(slug)/data/reports-\(r.preset.name).json", bytes: r.model.json().renderCompactUTF8()))
        }
        files.append(OutputFile(path: "\(slug)/data/performance.json", bytes: models.performance.json().renderCompactUTF8()))
        for s in models.social where build.writes(.social) {
            files.append(OutputFile(path: "\(slug)/data/social-\(s.range.name).json", bytes: s.model.json().renderCompactUTF8()))
        }
        return files
    }
}
