import SiteData

/// The JSON data files of one athlete (docs/numbers.md, "The data files"), relative to its folder:
/// each one line of JSON (`JSONValue.renderCompactUTF8`). Those of the pages `build` writes:
/// a public site has no dashboard, and reports and social only when it publishes them. A section
/// with no data has one page, its default range's, and so one data file (docs/decisions.md,
/// "A section with no data is one page").
enum DataFiles {
    static func render(_ models: AthleteModels, data: AthleteData, slug: String, build: BuildContext) -> [OutputFile] {
        var files: [OutputFile] = []
        if build.writes(.dashboard) {
            files.append(OutputFile(path: "\(slug)/data/dashboard.json", bytes: models.dashboard.json(slug: slug).renderCompactUTF8()))
        }
        let reportsDefault = ReportPreset.preset(build.specs[.reports]?.variants?.defaultPreset ?? .default)
        for r in models.reports where build.writes(.reports) {
            if ReportsPages.isEmpty(data), r.preset != reportsDefault { continue }
            files.append(OutputFile(path: "\(slug)/data/reports-\(r.preset.name).json", bytes: r.model.json().renderCompactUTF8()))
        }
        files.append(OutputFile(path: "\(slug)/data/performance.json", bytes: models.performance.json().renderCompactUTF8()))
        let socialDefault = build.specs[.social]?.variants?.defaultPreset ?? .default
        for s in models.social where build.writes(.social) {
            if SocialPages.isEmpty(data), s.range != socialDefault { continue }
            files.append(OutputFile(path: "\(slug)/data/social-\(s.range.name).json", bytes: s.model.json().renderCompactUTF8()))
        }
        return files
    }
}
