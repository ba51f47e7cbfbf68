import SiteData

/// The JSON data files of one athlete (docs/numbers.md, "The data files"), relative to its folder.
enum DataFiles {
    static func render(_ models: AthleteModels, slug: String) -> [OutputFile] {
        var files = [OutputFile(path: "\(slug)/data/dashboard.json", bytes: models.dashboard.json(slug: slug).renderUTF8())]
        for r in models.reports {
            files.append(OutputFile(path: "\(slug)/data/reports-\(r.preset.name).json", bytes: r.model.json().renderUTF8()))
        }
        files.append(OutputFile(path: "\(slug)/data/performance.json", bytes: models.performance.json().renderUTF8()))
        for s in models.social {
            files.append(OutputFile(path: "\(slug)/data/social-\(s.range.name).json", bytes: s.model.json().renderUTF8()))
        }
        return files
    }
}
