import Foundation
import SiteData
import SiteOutput

/// One athlete of a `PreviewSite`: its files, or only its card.
extension PreviewSite {
    /// Renders every file of `slug` into memory (site paths → bytes), through the build's
    /// `AthleteBuild`, but its coach documents (`isCoachDocument`: `renderDocuments` makes
    /// them). Nil files when the athlete has errors (its diagnostics say which).
    public func renderAthlete(_ slug: String) -> PreviewAthlete {
        var pages = build
        pages.makesCoachDocuments = false
        return render(slug, in: pages)
    }

    /// Every file of `slug` with its coach documents (résumé, packet zip, report PDFs): the
    /// render a download asks for, which a save does not wait for.
    public func renderDocuments(_ slug: String) -> PreviewAthlete {
        let all = render(slug, in: build)
        return PreviewAthlete(slug: slug, files: all.files?.filter { Self.isCoachDocument($0.key) }, card: all.card,
                              diagnostics: all.diagnostics)
    }

    /// Whether an athlete's file is one of its coach documents: its PDFs and its packet zip
    /// (no other file of an athlete's folder ends so).
    public static func isCoachDocument(_ path: String) -> Bool {
        path.hasSuffix(".pdf") || path.hasSuffix(".zip")
    }

    private func render(_ slug: String, in build: BuildContext) -> PreviewAthlete {
        let files = FileMap()
        let result = AthleteBuild(build: build, slug: slug).run(into: OutputSink { (file: OutputFile) throws(OutputError) in
            try files.add(file)
        })
        let diagnostics = result.diagnostics.items.sortedForDisplay()
        guard let headline = result.headline, !result.diagnostics.hasErrors else {
            return PreviewAthlete(slug: slug, files: nil, card: nil, diagnostics: diagnostics)
        }
        return PreviewAthlete(slug: slug, files: files.files, card: PreviewCard(headline: headline), diagnostics: diagnostics)
    }

    /// The athlete's family-index card: its data loaded and the dashboard's numbers, no pages
    /// (as `--athlete` does for the athletes it keeps). Nil card when the data has errors.
    public func card(_ slug: String) -> (card: PreviewCard?, diagnostics: [Diagnostic]) {
        let result = KeptAthletes.headline(build: build, slug: slug)
        return (result.headline.map(PreviewCard.init), result.diagnostics.items.sortedForDisplay())
    }

    /// The paths of every file of `slug` that a build writes but its coach documents, rendered
    /// and not kept (for `sitemap.xml`, which lists pages); nil when the athlete has errors.
    public func athletePaths(_ slug: String) -> [String]? {
        let paths = PathList()
        var pages = build
        pages.makesCoachDocuments = false  // the sitemap lists pages only
        let result = AthleteBuild(build: pages, slug: slug).run(into: OutputSink { (file: OutputFile) throws(OutputError) in
            paths.paths.append(file.path)
        })
        return result.diagnostics.hasErrors ? nil : paths.paths
    }

    /// Collects one athlete's files; a path written twice is the build's internal error too.
    private final class FileMap: @unchecked Sendable {
        var files: [String: [UInt8]] = [:]

        func add(_ file: OutputFile) throws(OutputError) {
            _ = try OutputFolder.validate(file.path)
            guard files.updateValue(file.bytes, forKey: file.path) == nil else {
                throw OutputError("internal: \(file.path) written twice")
            }
        }
    }

    private final class PathList: @unchecked Sendable {
        var paths: [String] = []
    }
}
