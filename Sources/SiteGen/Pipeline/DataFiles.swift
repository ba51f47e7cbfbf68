import SiteData

/// The JSON data files of one athlete (docs/numbers.md, "The data files"), relative to its folder.
enum DataFiles {
    static func render(_ models: AthleteModels, slug: String) -> [OutputFile] {
        var files = [OutputFile(path: "\(slug)/data/dashboard.json", text: models.dashboard.json(slug: slug).render())]
        for r in models.reports {
            files.append(OutputFile(path: "\(slug)/data/reports-\(r.preset.name).json", text: r.model.json().render()))
        }
        files.append(OutputFile(path: "\(slug)/data/performance.json", text: models.performance.json().render()))
        for s in models.social {
            files.append(OutputFile(path: "\(slug)/data/social-\(s.range.name).json", text: s.model.json().render()))
        }
        return files
    }
}
