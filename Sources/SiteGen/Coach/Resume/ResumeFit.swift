import CoachDocuments
import SiteData

/// What the résumé's one page had to leave out (`ResumePDF.Fit`, after the charts shrank and
/// wrapped facts took fewer lines), named in one warning that `build`, `serve`, `check` and
/// `packet` all give, at the athlete's athlete.yml (docs/coach-pdf.md, "What is cut").
enum ResumeFit {
    /// The warning for `fit` (nil: nothing left out). In English, like every message.
    static func warning(_ fit: ResumePDF.Fit, slug: String, file: String) -> Diagnostic? {
        guard !fit.leftOut.isEmpty else { return nil }
        let parts = fit.leftOut.map { part -> String in
            let name: String
            switch part.section {
            case .academics: name = "the academics"
            case .athletics: name = "metrics"
            case .trends: name = "the trend charts"
            case .references: name = "references"
            case .events: name = "upcoming events"
            }
            return part.total > 1 ? "\(part.leftOut) of \(part.total) \(name)" : name
        }
        let list = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + parts.last! : parts[0]
        return .warning("athlete \"\(slug)\": the coach résumé's one page has no room for \(list), so they are left out; "
                        + "a shorter short_bio or fewer academics, references or events in athlete.yml make room",
                        at: SourceLocation(file: file))
    }

    /// The warning for the résumé of `edition` (the coach edition), laid out now: for `check`
    /// and `serve`, which make no résumé. nil when it fits or the site makes no coach documents.
    static func warning(_ edition: AthleteData, slug: String, build: BuildContext) -> Diagnostic? {
        guard build.publishesCoachDocuments else { return nil }
        let photo = try? AthletePhoto.load(edition.profile, slug: slug, source: build.source, displayRoot: build.displayRoot)
        let doc = ResumeModel.document(edition: edition, slug: slug, build: build, photo: photo?.bytes)
        guard let fit = try? ResumePDF.layout(doc).fit else { return nil }
        return warning(fit, slug: slug, file: file(slug, build))
    }

    static func file(_ slug: String, _ build: BuildContext) -> String { "\(build.displayRoot)/athletes/\(slug)/athlete.yml" }
}
