import SiteData

/// The JSON data files of one athlete (docs/numbers.md, "The data files"), relative to its folder:
/// each one line of JSON (`JSONValue.renderCompactUTF8`).
enum DataFiles {
    static func render(_ models: AthleteModels, slug: String) -> [OutputFile] {
        var files = [OutputFile(path: "\(slug)/data/dashboard.json", bytes: models.dashboard.json(slug: slug).renderCompactUTF8())]
        for r in models.reports {
            files.append(OutputFile(path: "\(slug)/data/reports-\(r.preset.name).json", bytes: r.model.json().renderCompactUTF8()))
        }
        files.append(OutputFile(path: "\(slug)/data/performance.json", bytes: models.performance.json().renderCompactUTF8()))
        for s in models.social {
            files.append(OutputFile(path: "\(slug)/data/social-\(s.range.name).json", bytes: s.model.json().renderCompactUTF8()))
        }
        return files
    }
}
